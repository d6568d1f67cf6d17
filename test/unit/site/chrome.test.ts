import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/loadConfig.js';
import { createChrome } from '../../../src/site/chrome.js';
import { resolveLink } from '../../../src/site/configLinks.js';
import { writeSite } from '../helpers.js';

describe('site/chrome', () => {
  it('turns config links written as text into valid URLs spelt like the pages they lead to', () => {
    expect(resolveLink('/b/', '/docs/café', undefined)).toEqual({ href: '/b/docs/caf%C3%A9', external: false });
    expect(resolveLink('/b/', '/docs/caf%C3%A9#part', undefined)).toEqual({ href: '/b/docs/caf%C3%A9#part', external: false });
    expect(resolveLink('/b/', undefined, 'https://example.com/a b')).toEqual({ href: 'https://example.com/a%20b', external: true });
    expect(resolveLink('/b/', undefined, '/blog')).toEqual({ href: '/b/blog', external: false });
  });

  it("names the link home with the site's title when the config gives neither navbar title nor logo text", async () => {
    const brand = async (navbar?: object) => {
      const config = { title: 'Plain site', url: 'https://example.com', baseUrl: '/', ...(navbar ? { navbar } : {}) };
      const { chrome } = createChrome({ config: await loadConfig(await writeSite({ 'hexsite.config.json': JSON.stringify(config) })), sidebars: [], docsById: new Map(), draftIds: new Set() });
      return { title: chrome.navbarTitle, alt: chrome.logo?.alt };
    };
    expect(await brand()).toEqual({ title: 'Plain site', alt: undefined });
    expect(await brand({ title: '' })).toEqual({ title: 'Plain site', alt: undefined });
    expect(await brand({ title: 'Short' })).toEqual({ title: 'Short', alt: undefined });
    expect(await brand({ logo: { src: '/img/logo.svg' } })).toEqual({ title: undefined, alt: 'Plain site' });
    expect(await brand({ title: 'Short', logo: { src: '/img/logo.svg' } })).toEqual({ title: 'Short', alt: '' });
    expect(await brand({ logo: { alt: 'Home', src: '/img/logo.svg' } })).toEqual({ title: undefined, alt: 'Home' });
  });
});
