import { mkdtemp, readFile, readdir, rm, writeFile, cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, outputFileOf } from '../../../src/pipeline/build.js';
import { buildFixture, embeddedData, fixturesDir, pageHtml } from '../helpers.js';

describe('pipeline/build', () => {
  it('renders one page per doc, page, tag, category index, plus the 404 and the docs redirect', async () => {
    const result = await buildFixture('minimal');
    expect(result.pages.map((page) => page.permalink)).toMatchInlineSnapshot(`
      [
        "/site/",
        "/site/404.html",
        "/site/about",
        "/site/docs",
        "/site/docs/category/generated",
        "/site/docs/guides/first",
        "/site/docs/guides/second",
        "/site/docs/hidden",
        "/site/docs/intro",
        "/site/docs/other",
        "/site/docs/secret",
        "/site/docs/tags",
        "/site/docs/tags/cli",
        "/site/docs/tags/setup",
        "/site/search",
      ]
    `);
  });

  it('leaves drafts out of a production build and in with --drafts', async () => {
    const production = await buildFixture('minimal');
    expect(production.pages.some((page) => page.permalink === '/site/docs/draft')).toBe(false);
    expect(production.model.version.draftIds).toEqual(['draft']);
    const withDrafts = await buildFixture('minimal', { includeDrafts: true });
    expect(withDrafts.pages.some((page) => page.permalink === '/site/docs/draft')).toBe(true);
  });

  it('titles pages "<page> | <site>" and the home page by its exported title', async () => {
    const result = await buildFixture('minimal');
    expect(pageHtml(result, '/site/docs/intro')).toContain('<title>Introduction | Fixture</title>');
    expect(pageHtml(result, '/site/docs/guides/first')).toContain('<title>First guide | Fixture</title>');
    expect(pageHtml(result, '/site/')).toContain('<title>Home | Fixture</title>');
    expect(pageHtml(result, '/site/404.html')).toContain('<title>Page Not Found | Fixture</title>');
  });

  it('writes the head: description, canonical, og and noindex for unlisted docs', async () => {
    const result = await buildFixture('minimal');
    const intro = pageHtml(result, '/site/docs/intro');
    expect(intro).toContain('<meta name="description" content="Start here.">');
    expect(intro).toContain('<link rel="canonical" href="https://example.com/site/docs/intro">');
    expect(intro).toContain('<meta property="og:url" content="https://example.com/site/docs/intro">');
    expect(intro).not.toContain('noindex');
    const hidden = pageHtml(result, '/site/docs/hidden');
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(hidden).toContain('This page is unlisted.');
  });

  it('rewrites .md links to routes, prefixes absolute links with the base path, and warns on broken Markdown links', async () => {
    const result = await buildFixture('minimal');
    const intro = pageHtml(result, '/site/docs/intro');
    expect(intro).toContain('href="/site/docs/guides/first#step-one"');
    expect(intro).toContain('href="/site/docs/intro"');
    expect(result.warnings.map((warning) => [warning.file, warning.line, warning.ruleId])).toEqual([['docs/intro.md', 7, 'broken-markdown-link']]);
  });

  it('copies relative images under content-hashed names', async () => {
    const result = await buildFixture('minimal');
    const first = pageHtml(result, '/site/docs/guides/first');
    const src = /<img alt="diagram" src="([^"]+)"/.exec(first)?.[1];
    expect(src).toMatch(/^\/site\/assets\/images\/diagram-[0-9a-f]{8}\.svg$/);
    expect(result.files.some((file) => `/site/${file.path}` === src)).toBe(true);
  });

  it('drops scripts and event handlers from raw HTML and keeps safe elements', async () => {
    const result = await buildFixture('minimal');
    const first = pageHtml(result, '/site/docs/guides/first');
    expect(first).not.toContain("alert('x')");
    expect(first).not.toContain('onclick');
    expect(first).toContain('<details><summary>More</summary>Hidden <b>bold</b></details>');
  });

  it('writes the version metadata, sidebars and a route manifest, and no page-data files beside the HTML', async () => {
    const result = await buildFixture('minimal');
    const file = (name: string) => {
      const found = result.files.find((candidate) => candidate.path === name);
      if (!found || !('contents' in found)) throw new Error(`no file ${name}`);
      return JSON.parse(String(found.contents));
    };
    const version = file('__hexsite/version-current.json');
    expect(version).toMatchObject({ name: 'current', label: 'Next', isLast: true, path: '/site/docs', mainDocId: 'intro', draftIds: ['draft'] });
    expect(version.docs).toContainEqual({ id: 'guides/first', path: '/site/docs/guides/first', sidebar: 'main' });
    expect(version.docs).toContainEqual({ id: 'hidden', path: '/site/docs/hidden' });
    expect(version.sidebars).toEqual({ main: { link: { path: '/site/docs/intro', label: 'Introduction' } } });
    expect(file('__hexsite/routes.json')['/site/docs/intro']).toEqual({ kind: 'doc' });
    // The page's HTML carries its data and content: the router reads both from there.
    expect(result.files.filter((candidate) => candidate.path.startsWith('__hexsite/pages/'))).toEqual([]);
    expect(file('__hexsite/sidebars/main.json')[1].items).toHaveLength(3);
  });

  it('puts only h2 and h3 in the table of contents by default: the h4 of the intro stays out', async () => {
    const result = await buildFixture('minimal');
    const expected = [{ id: 'custom-overview', text: 'Overview', depth: 2, children: [{ id: 'details', text: 'Details', depth: 3, children: [] }] }];
    // The fixture sets no tableOfContents, so these are the defaults.
    expect(result.model.config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(result.model.docs.find((doc) => doc.id === 'intro')).toMatchObject({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 });
    const route = result.model.routes.find((candidate) => candidate.page.permalink === '/site/docs/intro')!;
    expect(route.page.kind === 'doc' && route.page.toc).toEqual(expected);
    expect(embeddedData(pageHtml(result, '/site/docs/intro')).page.toc).toEqual(expected);
    const html = pageHtml(result, '/site/docs/intro');
    expect(html).toContain('<h4 id="deep"');
    const tocLinks = [...(/<nav class="toc"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
    expect(tocLinks).toEqual(['#custom-overview', '#details']);
  });

  it('lists indexable pages in the sitemap, without the 404, redirects and unlisted pages', async () => {
    const result = await buildFixture('minimal');
    const sitemap = result.files.find((file) => file.path === 'sitemap.xml');
    const text = sitemap && 'contents' in sitemap ? String(sitemap.contents) : '';
    expect(text).toContain('<loc>https://example.com/site/docs/intro</loc>');
    expect(text).not.toContain('404.html');
    expect(text).not.toContain('/site/docs/hidden');
    expect(text).not.toContain('<loc>https://example.com/site/docs</loc>');
  });

  it('is deterministic: two builds give byte-identical files', async () => {
    const [a, b] = await Promise.all([buildFixture('minimal'), buildFixture('minimal')]);
    const texts = (result: typeof a) => result.files.map((file) => [file.path, 'contents' in file ? String(file.contents) : 'copyFrom' in file ? file.copyFrom : file.packed]);
    expect(texts(a)).toEqual(texts(b));
    expect(a.files.length).toBeGreaterThan(20);
    // Two whole builds at once: half a minute or more on a loaded two-core machine.
  }, 120_000);

  it('maps URLs to output files', () => {
    expect(outputFileOf('/hexagon/', '/hexagon/')).toBe('index.html');
    expect(outputFileOf('/hexagon/docs/intro', '/hexagon/')).toBe('docs/intro/index.html');
    expect(outputFileOf('/hexagon/404.html', '/hexagon/')).toBe('404.html');
  });

  it('keeps the previous output when a build fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-atomic-'));
    try {
      const site = path.join(dir, 'site');
      const out = path.join(dir, 'out');
      await cp(path.join(fixturesDir, 'minimal'), site, { recursive: true });
      await build({ siteDir: site, outDir: out });
      const before = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
      await writeFile(path.join(site, 'sidebars.ts'), "export default { main: ['intro', 'missing-doc'] };\n");
      await expect(build({ siteDir: site, outDir: out })).rejects.toThrow();
      expect(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8')).toBe(before);
      expect((await readdir(dir)).sort()).toEqual(['out', 'site']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('pipeline/build at the site root', () => {
  it('puts docs at the root without double slashes in any URL', async () => {
    const result = await buildFixture('docs-at-root');
    expect(result.pages.map((page) => [page.permalink, page.file])).toEqual(
      expect.arrayContaining([
        ['/', 'index.html'],
        ['/setup', 'setup/index.html'],
        ['/news', 'news/index.html'],
        ['/news/2025/01/01/hello', 'news/2025/01/01/hello/index.html'],
      ]),
    );
    for (const file of result.files) {
      if ('contents' in file) expect(String(file.contents)).not.toMatch(/(href|src)="\/\/|<loc>https:\/\/example\.com\/\//);
    }
    expect(result.model.version.path).toBe('/');
  });
});

describe('pipeline/build with file names that need encoding', () => {
  it('maps percent-encoded URLs to decoded output paths', () => {
    expect(outputFileOf('/hexagon/docs/c%23', '/hexagon/')).toBe('docs/c#/index.html');
    expect(outputFileOf('/hexagon/docs/100%25', '/hexagon/')).toBe('docs/100%/index.html');
    expect(outputFileOf('/hexagon/docs/caf%C3%A9/my%20doc', '/hexagon/')).toBe('docs/café/my doc/index.html');
    expect(outputFileOf('/hexagon/docs/why%3F', '/hexagon/')).toBe('docs/why?/index.html');
  });

  it('writes each page at the decoded path of its URL, where the links to it lead on a static host', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-encoded-'));
    try {
      const site = path.join(dir, 'site');
      const out = path.join(dir, 'out');
      await cp(path.join(fixturesDir, 'file-names-to-encode'), site, { recursive: true });
      // Windows allows no `?` in file names, so the repository cannot hold this one.
      await writeFile(path.join(site, 'docs/why?.md'), '# Why?\n\nA doc whose file name holds a question mark.\n');
      const result = await build({ siteDir: site, outDir: out, cache: false });
      const exists = (file: string) => readFile(path.join(out, file)).then(() => true, () => false);
      // What a static host does with a request: decode the path, then look for the file.
      const served = (href: string) => {
        const file = decodeURIComponent(new URL(href, 'https://example.com/site/docs/intro').pathname).slice('/site/'.length);
        return file.endsWith('.html') ? file : path.posix.join(file, 'index.html');
      };
      for (const page of result.pages) {
        expect(page.file).toBe(served(page.permalink));
        expect(await exists(page.file)).toBe(true);
      }
      const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
      const hrefs = [...new Set([...intro.matchAll(/href="(\/site\/docs\/[^"#]*)/g)].map((match) => match[1]))];
      expect(hrefs).toEqual(
        expect.arrayContaining(['/site/docs/my%20doc', '/site/docs/caf%C3%A9', '/site/docs/c%23', '/site/docs/why%3F', '/site/docs/100%25']),
      );
      for (const href of hrefs) expect(await exists(served(href)), href).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
