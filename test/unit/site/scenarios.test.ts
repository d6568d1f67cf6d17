import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { checkOutput } from '../../../src/checkOutput/checkOutput.js';
import { readOutputManifest } from '../../../src/serve/readOutputManifest.js';
import { pageHtml, siteError, writeSite } from '../helpers.js';

const doc = (title: string, body = 'Text.', extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;

describe('site scenarios', () => {
  it('keeps admonition syntax shown inside a code block as written', async () => {
    const site = await writeSite({ 'docs/a.md': doc('A', '```md\n:::note My title\nBody\n:::\n```\n\n:::tip Real\nYes\n:::') });
    const html = pageHtml(await build({ siteDir: site, write: false }), '/b/docs/a');
    expect(html).toContain(':::note My title');
    expect(html).toContain('<p class="admonition-heading">Real</p>');
  });

  it('reads front matter with a byte-order mark and values holding dashes', async () => {
    const site = await writeSite({ 'docs/a.md': `\uFEFF---\ntitle: Dashes---here\n---\n\nBody.\n` });
    expect(pageHtml(await build({ siteDir: site, write: false }), '/b/docs/a')).toContain('<title>Dashes---here | T</title>');
  });

  it('keeps the footnotes heading for screen readers only and out of the table of contents', async () => {
    const site = await writeSite({ 'docs/a.md': doc('A', 'Text[^1].\n\n## Real\n\n[^1]: Note.') });
    const result = await build({ siteDir: site, write: false });
    const page = result.model.routes.find((route) => route.page.permalink === '/b/docs/a')!.page;
    expect(page.kind === 'doc' && page.toc.map((item) => item.text)).toEqual(['Real']);
    expect(pageHtml(result, '/b/docs/a')).toMatch(/<h2 class="sr-only" id="footnote-label">/);
  });

  it('rejects two headings with one custom id', async () => {
    const site = await writeSite({ 'docs/a.md': doc('A', '## One {#same}\n\n## Two {#same}') });
    expect(await siteError(site)).toContain('docs/a.md:7  Unexpected second heading with id `same`, expected unique heading ids (first at line 5)');
  });

  it('rejects pagination_next naming no doc, and uses pagination_label', async () => {
    const bad = await writeSite({ 'docs/a.md': doc('A', 'x', 'pagination_next: nope\n'), 'docs/b.md': doc('B') });
    expect(await siteError(bad)).toContain('docs/a.md:3  Unexpected unknown doc id `nope` in `pagination_next`, expected the id of a doc');
    const good = await writeSite({ 'docs/a.md': doc('A', 'x', 'sidebar_position: 1\n'), 'docs/b.md': doc('B', 'x', 'pagination_label: The B doc\nsidebar_position: 2\n') });
    expect(pageHtml(await build({ siteDir: good, write: false }), '/b/docs/a')).toContain('<span class="pagination__label">The B doc');
  });

  it('rejects a navbar item for an empty sidebar', async () => {
    const site = await writeSite({
      'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', navbar: { items: [{ type: 'docSidebar', sidebarId: 'empty', label: 'X' }] } }),
      'sidebars.json': JSON.stringify({ main: ['a'], empty: [] }),
      'docs/a.md': doc('A'),
    });
    expect(await siteError(site)).toContain('Unexpected empty sidebar `empty` in navbar item "X", expected a sidebar with at least one page');
  });

  it('builds .mdx files as docs beside .md ones, each by its extension', async () => {
    const site = await writeSite({ 'docs/a.md': doc('A', 'Plain <span>HTML</span>.'), 'docs/b.mdx': doc('B', 'Sum: {1 + 2}.') });
    const result = await build({ siteDir: site, write: false });
    expect(pageHtml(result, '/b/docs/a')).toContain('Plain <span>HTML</span>.');
    expect(pageHtml(result, '/b/docs/b')).toContain('Sum: 3.');
  });

  it('builds draft pages with includeDrafts, and names a link to a draft as such', async () => {
    const site = await writeSite({ 'pages/p.md': doc('P', 'x', 'draft: true\n'), 'docs/a.md': doc('A', '[d](./d.md)'), 'docs/d.md': doc('D', 'x', 'draft: true\n') });
    const production = await build({ siteDir: site, write: false });
    expect(production.pages.some((page) => page.permalink === '/b/p')).toBe(false);
    expect(production.warnings.filter((warning) => warning.ruleId !== 'missing-home-page').map((warning) => warning.message)).toEqual([
      'Unexpected link to the draft `./d.md`, expected a published page: drafts are left out of production builds',
    ]);
    const drafts = await build({ siteDir: site, write: false, includeDrafts: true });
    expect(drafts.pages.some((page) => page.permalink === '/b/p')).toBe(true);
  });

  it('gives internal sidebar links the base path, and hides an unlisted category page elsewhere', async () => {
    const site = await writeSite({
      'sidebars.json': JSON.stringify({
        main: ['a', { type: 'link', href: '/docs/a', label: 'Again' }, { type: 'category', label: 'Cat', link: { type: 'doc', id: 'hidden' }, items: ['c'] }],
      }),
      'docs/a.md': doc('A'),
      'docs/c.md': doc('C'),
      'docs/hidden.md': doc('Hidden', 'x', 'unlisted: true\n'),
    });
    const result = await build({ siteDir: site, write: false });
    const html = pageHtml(result, '/b/docs/a');
    expect(html).toContain('href="/b/docs/a" class="menu__link is-active" aria-current="page">Again');
    expect(html).not.toContain('/b/docs/hidden');
    expect(pageHtml(result, '/b/docs/hidden')).toContain('href="/b/docs/hidden"');
  });

  it('refuses to write the output into the site folder', async () => {
    const site = await writeSite({ 'docs/a.md': doc('A') });
    await expect(build({ siteDir: site, outDir: site })).rejects.toThrow(/output folder .* holds the site itself/);
  });
});

describe('category files', () => {
  it('reports a category link without a doc id, naming the file', async () => {
    const site = await writeSite({ 'docs/g/a.md': doc('A'), 'docs/g/_category_.json': JSON.stringify({ label: 'G', link: { type: 'doc' } }) });
    const text = await siteError(site);
    expect(text).toContain('docs/g/_category_.json  Unexpected');
    expect(text).toContain('[category-invalid]');
  });
});

describe('relative links', () => {
  it('resolves relative page URLs against the page URL at build time, and checks them', async () => {
    const site = await writeSite({ 'docs/g/a.md': doc('A', '[b](b#part) [up](../c)'), 'docs/g/b.md': doc('B', '## Part'), 'docs/c.md': doc('C') });
    const html = pageHtml(await build({ siteDir: site, write: false }), '/b/docs/g/a');
    expect(html).toContain('href="/b/docs/g/b#part"');
    expect(html).toContain('href="/b/docs/c"');
    const broken = await writeSite({ 'docs/g/a.md': doc('A', '[b](nope)') });
    expect(await siteError(broken)).toContain('Unexpected link to `nope`, expected an existing page (no page at `/b/docs/g/nope`)');
  });
});

describe('home link', () => {
  it('leads the logo to the home page, or on a site without one to the main doc, so the output has no broken link', async () => {
    const brand = (html: string) => /<a class="navbar__brand" href="([^"]*)"/.exec(html)?.[1];
    const withoutHome = await writeSite({ 'docs/a.md': doc('A', 'x', 'sidebar_position: 2\n'), 'docs/intro.md': doc('Intro', 'x', 'sidebar_position: 1\n') });
    const out = path.join(withoutHome, 'build');
    await build({ siteDir: withoutHome, outDir: out });
    expect(brand(readFileSync(path.join(out, 'docs/a/index.html'), 'utf8'))).toBe('/b/docs/intro');
    const check = await checkOutput({ manifest: await readOutputManifest(out), host: 'example.com' });
    expect(check.problems.map((problem) => `${problem.page} ${problem.url}`)).toEqual([]);
    // No breadcrumb leads home: there is no home.
    expect(readFileSync(path.join(out, 'docs/a/index.html'), 'utf8')).toContain('class="breadcrumbs"');
    expect(readFileSync(path.join(out, 'docs/a/index.html'), 'utf8')).not.toContain('aria-label="Home page"');

    const withHome = await writeSite({ 'docs/a.md': doc('A'), 'pages/index.md': doc('Home') });
    const html = pageHtml(await build({ siteDir: withHome, write: false }), '/b/docs/a');
    expect(brand(html)).toBe('/b/');
    expect(html).toContain('<a class="breadcrumbs__link" href="/b/" aria-label="Home page">');
  });
});
