import { describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.js';
import { resolveLink } from '../../../src/site/chrome.js';
import { writeSite } from '../helpers.js';

describe('site/chrome', () => {
  it('turns config links written as text into valid URLs spelt like the pages they lead to', () => {
    expect(resolveLink('/b/', '/docs/café', undefined)).toEqual({ href: '/b/docs/caf%C3%A9', external: false });
    expect(resolveLink('/b/', '/docs/caf%C3%A9#part', undefined)).toEqual({ href: '/b/docs/caf%C3%A9#part', external: false });
    expect(resolveLink('/b/', undefined, 'https://example.com/a b')).toEqual({ href: 'https://example.com/a%20b', external: true });
    expect(resolveLink('/b/', undefined, '/blog')).toEqual({ href: '/b/blog', external: false });
  });

  it("shows the site's title as the brand when the config gives neither navbar title nor logo", async () => {
    const navbarTitle = async (navbar?: object) => {
      const config = { title: 'Plain site', url: 'https://example.com', baseUrl: '/', ...(navbar ? { navbar } : {}) };
      const site = await writeSite({ 'hexsite.config.json': JSON.stringify(config), 'docs/intro.md': '# Intro\n' });
      return (await build({ siteDir: site, write: false })).model.chrome.navbarTitle;
    };
    expect(await navbarTitle()).toBe('Plain site');
    expect(await navbarTitle({ title: 'Short' })).toBe('Short');
    expect(await navbarTitle({ logo: { alt: 'Plain site', src: '/img/logo.svg' } })).toBeUndefined();
  });
});
