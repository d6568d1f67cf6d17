import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/loadConfig.js';
import { createChrome } from '../../../src/site/chrome.js';
import { resolveLink } from '../../../src/site/configLinks.js';
import { documentTitle } from '../../../src/site/titles.js';
import { translateNavbarAndFooter } from '../../../src/site/translateLabels.js';
import type { DocMeta } from '../../../src/site/types.js';
import { siteError, writeSite } from '../helpers.js';

const configOf = (extra: Record<string, unknown>) => JSON.stringify({ title: 'Site', url: 'https://example.com', baseUrl: '/b/', ...extra }, null, 2);

async function chromeOf(extra: Record<string, unknown>, docsById = new Map<string, DocMeta>()) {
  const config = await loadConfig(await writeSite({ 'hexsite.config.json': configOf(extra) }));
  return createChrome({ config, sidebars: [], docsById, draftIds: new Set() });
}

describe("site/chrome: Docusaurus's navbar and footer conventions", () => {
  it('reads a relative `to` and logo from the base URL, and an `href` as written unless `prependBaseUrlToHref`', async () => {
    const { chrome, errors } = await chromeOf({
      navbar: {
        logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: 'docs/intro', target: '_self', width: 40, height: '2rem', className: 'brand', style: { borderRadius: 4 } },
        items: [
          { to: 'blog', label: 'Blog' },
          { href: 'files/guide.pdf', label: 'Guide', prependBaseUrlToHref: true },
          { href: 'https://example.com/code', label: 'Code' },
        ],
      },
    });
    expect(errors).toEqual([]);
    expect(chrome.logo).toEqual({
      alt: 'Logo',
      src: '/b/img/logo.svg',
      srcDark: '/b/img/logo-dark.svg',
      href: '/b/docs/intro',
      target: '_self',
      width: 40,
      height: '2rem',
      className: 'brand',
      style: { borderRadius: 4 },
    });
    expect(chrome.navItems.map(({ label, href, external }) => ({ label, href, external }))).toEqual([
      { label: 'Blog', href: '/b/blog', external: false },
      { label: 'Guide', href: '/b/files/guide.pdf', external: false },
      { label: 'Code', href: 'https://example.com/code', external: true },
    ]);
    expect(resolveLink('/b/', undefined, 'files/guide.pdf')).toEqual({ href: 'files/guide.pdf', external: false });
  });

  it('resolves a dropdown’s links, html and search items, and keeps each item’s className', async () => {
    const intro = { id: 'intro', permalink: '/b/docs/intro', sidebarLabel: 'Introduction', sidebar: 'main' } as DocMeta;
    const { chrome, errors } = await chromeOf(
      {
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'More',
              className: 'more',
              items: [{ type: 'doc', docId: 'intro' }, { to: 'blog', label: 'Blog', className: 'blog-link' }, { type: 'html', value: '<hr>' }],
            },
            { type: 'html', value: '<b>beta</b>', position: 'right', className: 'badge' },
            { type: 'search', position: 'left' },
            { label: 'Home', to: '/', html: '<i>Home</i>' },
          ],
        },
      },
      new Map([['intro', intro]]),
    );
    expect(errors).toEqual([]);
    expect(chrome.navItems).toEqual([
      {
        label: 'More',
        href: '#',
        external: false,
        position: 'left',
        kind: 'dropdown',
        className: 'more',
        items: [
          { label: 'Introduction', href: '/b/docs/intro', external: false, position: 'left', activeSidebar: 'main' },
          { label: 'Blog', href: '/b/blog', external: false, position: 'left', activePrefix: '/b/blog', className: 'blog-link' },
          { label: '', href: '', external: false, position: 'left', kind: 'html', html: '<hr>' },
        ],
      },
      { label: '', href: '', external: false, position: 'right', kind: 'html', html: '<b>beta</b>', className: 'badge' },
      { label: '', href: '', external: false, position: 'left', kind: 'search' },
      { label: 'Home', html: '<i>Home</i>', href: '/b/', external: false, position: 'left', activePrefix: '/b/' },
    ]);
  });

  it('keeps the footer’s HTML (copyright, html items) as written, and its classNames', async () => {
    const { chrome } = await chromeOf({
      footer: {
        links: [{ title: 'Docs', className: 'col', items: [{ label: 'Intro', to: 'docs/intro', className: 'intro' }, { html: '<a href="https://example.com">Status</a>', className: 'status' }] }],
        copyright: 'Built with <a href="https://example.com">hexsite</a>.',
      },
    });
    expect(chrome.footer).toEqual({
      style: 'dark',
      copyright: 'Built with <a href="https://example.com">hexsite</a>.',
      columns: [
        {
          title: 'Docs',
          className: 'col',
          items: [
            { label: 'Intro', href: '/b/docs/intro', external: false, className: 'intro' },
            { label: '', href: '', external: false, html: '<a href="https://example.com">Status</a>', className: 'status' },
          ],
        },
      ],
    });
  });

  it('reads an item with `items` and no `type` as a dropdown, as Docusaurus does', async () => {
    const { chrome, errors } = await chromeOf({ navbar: { items: [{ label: 'More', position: 'right', items: [{ to: 'blog', label: 'Blog' }] }] } });
    expect(errors).toEqual([]);
    expect(chrome.navItems[0]).toMatchObject({ label: 'More', kind: 'dropdown', position: 'right', items: [{ label: 'Blog', href: '/b/blog' }] });
  });

  it('translates a dropdown’s entries by the navbar’s keys (`item.label.<label>`)', async () => {
    const config = await loadConfig(await writeSite({ 'hexsite.config.json': configOf({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ to: 'blog', label: 'Blog' }] }] } }) }));
    const translated = translateNavbarAndFooter(config, { 'item.label.More': 'Plus', 'item.label.Blog': 'Journal' }, undefined);
    expect(translated.navbar.items).toMatchObject([{ label: 'Plus', items: [{ label: 'Journal' }] }]);
  });

  it('reports a second `search` item', async () => {
    const { errors } = await chromeOf({ navbar: { items: [{ type: 'search' }, { type: 'search', position: 'right' }] } });
    expect(errors.map((error) => error.message)).toEqual(['Unexpected 2 navbar items of type `search`, expected one at most']);
  });

  it('writes the document title with the site’s `titleDelimiter`', () => {
    expect(documentTitle('Intro', { title: 'Site', titleDelimiter: '|' })).toBe('Intro | Site');
    expect(documentTitle(' Intro ', { title: 'Site', titleDelimiter: '·' })).toBe('Intro · Site');
    expect(documentTitle('', { title: 'Site', titleDelimiter: '·' })).toBe('Site');
  });
});

describe('config/schema: navbar items by type', () => {
  const site = (navbar: unknown, footer?: unknown) => writeSite({ 'hexsite.config.json': configOf({ navbar, ...(footer ? { footer } : {}) }), 'docs/intro.md': '# Intro\n' });

  it('names a key the item’s type does not have, with the keys it has', async () => {
    expect(await siteError(await site({ items: [{ label: 'Docs', to: '/docs/intro', value: '<b>x</b>' }, { type: 'doc', docId: 'intro', items: [{ to: '/a', label: 'A' }] }] }))).toMatchInlineSnapshot(`
      "hexsite.config.json:6:5  Unexpected array for \`navbar.items.1.items\`, expected no \`items\` on a navbar item of type \`doc\`, whose keys are \`type\`, \`docId\`, \`docsPluginId\`, \`label\`, \`position\`, \`className\`
        [config-invalid]

      hexsite.config.json:10:18  Unexpected string "<b>x</b>" for \`navbar.items.0.value\`, expected no \`value\` on a navbar item of type \`default\`, whose keys are \`type\`, \`label\`, \`html\`, \`to\`, \`href\`, \`prependBaseUrlToHref\`, \`position\`, \`activeBaseRegex\`, \`className\`
        [config-invalid]

      ✗ 2 problems found"
    `);
  });

  it('asks for what a dropdown, an html item, a link and a footer item need', async () => {
    const error = await siteError(
      await site(
        { items: [{ type: 'dropdown', label: 'More' }, { type: 'html' }, { label: 'Nowhere' }, { type: 'dropdown', label: 'Deep', items: [{ type: 'dropdown', label: 'x', items: [] }, { to: '/a', label: 'A', position: 'right' }] }] },
        { links: [{ title: 'Docs', items: [{ html: '<b>x</b>', label: 'X' }, { to: '/docs/intro' }] }] },
      ),
    );
    expect(error).toContain('expected `items` (the links it lists) on an item of type `dropdown`');
    expect(error).toContain('expected `value` (the HTML to show) on an item of type `html`');
    expect(error).toContain('expected `to` (a path of the site) or `href` (a URL) on a link item');
    expect(error).toContain('Unexpected string "dropdown" for `navbar.items.3.items.0.type`, expected one of "default", "doc", "docSidebar", "html"');
    expect(error).toContain('Unexpected unknown key `position` in `navbar.items.3.items.1`');
    expect(error).toContain('expected no `label` beside `html`: a footer item is a link or HTML');
    expect(error).toContain('expected `label` (with `to` or `href`), or `html`, on a footer item');
  });
});
