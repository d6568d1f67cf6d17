import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../../src/checkOutput/checkOutput.js';
import { findLinkInSource } from '../../../src/checkOutput/findLinkInSource.js';
import { scanXml } from '../../../src/checkOutput/scanFeed.js';
import { parseSrcset, scanHtml } from '../../../src/checkOutput/scanHtml.js';
import { scanOnThreads, scanOutputPages, scanPages, type ScanTask } from '../../../src/checkOutput/scanPages.js';
import { readOutputManifest } from '../../../src/serve/readOutputManifest.js';

/** A page's HTML: `body` inside a minimal document. */
const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

/**
 * Writes a built output folder under `/site/`: the given files, plus a route manifest naming
 * each `…/index.html` as a page at its permalink (no trailing slash).
 */
async function writeOutput(files: Record<string, string>, sources: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-output-'));
  const routes: Record<string, { kind: string; data: string }> = { '/site/404.html': { kind: 'notFound', data: '' } };
  for (const file of Object.keys(files)) {
    if (file.endsWith('index.html')) routes[`/site/${file.replace(/\/?index\.html$/, '')}`.replace(/^\/site\/$/, '/site/')] = { kind: 'doc', data: '' };
  }
  const all = { '404.html': page('<h1>Not found</h1>'), ...files, '__hexsite/routes.json': JSON.stringify(routes), '__hexsite/sources.json': JSON.stringify(sources) };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

async function check(files: Record<string, string>, options: { host?: string; sources?: Record<string, string>; siteDir?: string } = {}) {
  const manifest = await readOutputManifest(await writeOutput(files, options.sources));
  return checkOutput({ manifest, host: options.host ?? 'example.com', siteDir: options.siteDir });
}

/** `url → reason` of each problem, for compact assertions. */
const brokenUrls = (result: Awaited<ReturnType<typeof check>>) => result.problems.map((problem) => `${problem.page} ${problem.url} [${problem.ruleId}]`);

describe('checkOutput/scanHtml', () => {
  it('reads ids, anchor names and every URL attribute, skipping comments, scripts and styles', () => {
    const facts = scanHtml(
      page(
        `<a href="/a?x=1&amp;y=2#top" id=first>x</a><!-- <a href="/in-comment"> --><a name='named'></a>
         <img src="/i.png" srcset="/i-1x.png 1x, /i,2x.png 2x" alt="a > b"><script>const s = '<a href="/in-script">';</script>
         <style>.x{background:url(/in-style.png)}</style><video poster="/p.jpg"><source src="/v.mp4"></video>
         <A HREF=/upper ID="Upper">u</A><a href="/first" href="/second">dup</a><textarea><a href="/in-textarea"></textarea>`,
        '<base href="/docs/"><link rel="preconnect" href="https://cdn.example"><meta property="og:image" content="https://example.com/site/card.png"><meta http-equiv="refresh" content="0; url=\'/target\'">',
      ),
    );
    expect([...facts.ids]).toEqual(['first', 'named', 'Upper']);
    expect(facts.base).toBe('/docs/');
    expect(facts.links.map((link) => `${link.from}: ${link.url}`)).toEqual([
      'meta og:image: https://example.com/site/card.png',
      "meta refresh: /target",
      'a href: /a?x=1&y=2#top',
      'img src: /i.png',
      'img srcset: /i-1x.png',
      'img srcset: /i,2x.png',
      'video poster: /p.jpg',
      'source src: /v.mp4',
      'a href: /upper',
      'a href: /first',
    ]);
  });

  it('tokenizes the edge cases as HTML does: comment ends, references in attributes, foreign content', () => {
    const facts = scanHtml(
      page(
        `<!-- x --!><a href="/after-comment"><!--><a href="/after-empty-comment">
         <a href="/q?a=1&lt=2&amp;b=&eacute;t&eacute;&#x80;"><svg><style><a href="/in-svg-style"></style></svg><a href="/unterminated`,
      ),
    );
    expect(facts.links.map((link) => link.url)).toEqual(['/after-comment', '/after-empty-comment', '/q?a=1&lt=2&b=été€', '/in-svg-style']);
  });

  it('splits srcset candidates on commas, keeping commas inside a URL', () => {
    expect(parseSrcset('a.png 1x,b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(parseSrcset(' /x,y.png 100w , /z.png')).toEqual(['/x,y.png', '/z.png']);
    expect(parseSrcset('data:image/png;base64,AAA 1x')).toEqual(['data:image/png;base64,AAA']);
  });
});

describe('checkOutput/scanFeed', () => {
  it('reads sitemap locations, feed links and the links inside escaped or CDATA entry content', () => {
    const links = scanXml(`<?xml version="1.0"?><rss><channel><link>https://example.com/site/blog</link>
      <item><link>https://example.com/site/blog/post</link><description>&lt;a href=&quot;/site/escaped&quot;&gt;x&lt;/a&gt;</description>
      <content:encoded><![CDATA[<img src="/site/cdata.png">]]></content:encoded></item></channel></rss>`);
    expect(links.map((link) => link.url)).toEqual(['https://example.com/site/blog', 'https://example.com/site/blog/post', '/site/escaped', '/site/cdata.png']);
    expect(scanXml('<feed><link rel="self" href="https://example.com/site/atom.xml"/></feed>').map((link) => link.url)).toEqual(['https://example.com/site/atom.xml']);
  });
});

describe('checkOutput/checkOutput', () => {
  it('leaves links to another language whose locale the output does not hold to that locale\'s build, and checks them when it holds it', async () => {
    const alternates = '<link rel="alternate" hreflang="fr" href="https://example.com/site/fr/docs/a"><a href="/site/fr/docs/a" hreflang="fr">Français</a>';
    // `hexsite build --locale en`: no fr/ in the output.
    expect(brokenUrls(await check({ 'docs/a/index.html': page('<p>A</p>', alternates) }))).toEqual([]);
    // Every locale built, but fr's page missing: broken.
    const withFrench = { 'docs/a/index.html': page('<p>A</p>', alternates), 'fr/__hexsite/routes.json': '{}', 'fr/docs/b/index.html': page('<p>B</p>') };
    expect(brokenUrls(await check(withFrench))).toEqual(['docs/a/index.html https://example.com/site/fr/docs/a [broken-link]', 'docs/a/index.html /site/fr/docs/a [broken-link]']);
    // A link without hreflang to a locale that is not there is broken as any other.
    expect(brokenUrls(await check({ 'docs/a/index.html': page('<a href="/site/fr/docs/a">Français</a>') }))).toEqual(['docs/a/index.html /site/fr/docs/a [broken-link]']);
  });

  const target = page('<h2 id="install">Install</h2><h2 id="café">Café</h2>');

  it('accepts links a static host answers: absolute, relative, with base, trailing slash or not, encoded, .html fallback', async () => {
    const result = await check({
      'index.html': page('<a href="/site/">home</a><a href="/site">bare base</a><a href="docs/setup">relative to the root page</a>'),
      'docs/setup/index.html': target,
      'docs/my doc/index.html': page('<p>spaces</p>'),
      'docs/old.html': page('<p>old</p>'),
      'docs/intro/index.html': page(
        `<a href="/site/docs/setup">abs</a><a href="/site/docs/setup/">slash</a><a href="setup">relative</a><a href="../docs/setup">up and down</a><a href="./">self folder</a>
         <a href="/site/docs/my%20doc">encoded</a><a href="/site/docs/my doc/">raw space</a><a href="/site/docs/old">html fallback</a>
         <a href="/site/docs/setup#install">anchor</a><a href="/site/docs/setup#caf%C3%A9">encoded anchor</a><a href="#">empty</a><a href="#top">top</a>
         <a href="https://example.com/site/docs/setup#install">own host</a><a href="https://elsewhere.org/missing">external</a><a href="mailto:x@y.z">mail</a>
         <img srcset="/site/img/a.png 1x, /site/img/b.png 2x"><a href="/site/__hexsite/routes.json">a file</a>`,
      ),
      // A page at `/site/docs` (no trailing slash): its relative links resolve from `/site/`.
      'docs/index.html': page('<a href="docs/intro">relative</a>'),
      'img/a.png': 'png',
      'img/b.png': 'png',
    });
    expect(brokenUrls(result)).toEqual([]);
    expect(result.stats).toMatchObject({ pages: 7, anchors: 4 });
    expect(result.stats.links).toBe(20);
  });

  it('reports missing pages, files, ids and paths outside the base, with the closest target', async () => {
    const result = await check({
      'docs/setup/index.html': target,
      'docs/intro/index.html': page(
        `<a href="/site/docs/setpu">typo</a><a href="/docs/setup">no base</a><a href="setup#instal">bad anchor</a><a href="#here">missing own id</a>
         <img srcset="/site/img/a.png 1x, /site/img/c.png 2x"><a href="/site/docs/setup#caf%C3%A8">bad encoded anchor</a><a href="https://example.com/site/gone">own host</a>
         <a href="http://[bad">invalid</a>`,
      ),
      'img/a.png': 'png',
    });
    expect(brokenUrls(result)).toEqual([
      'docs/intro/index.html /site/docs/setpu [broken-link]',
      'docs/intro/index.html /docs/setup [broken-link]',
      'docs/intro/index.html setup#instal [broken-anchor]',
      'docs/intro/index.html #here [broken-anchor]',
      'docs/intro/index.html /site/img/c.png [broken-link]',
      'docs/intro/index.html /site/docs/setup#caf%C3%A8 [broken-anchor]',
      'docs/intro/index.html https://example.com/site/gone [broken-link]',
      'docs/intro/index.html http://[bad [broken-link]',
    ]);
    const hints = result.problems.map((problem) => problem.hint);
    expect(hints[0]).toBe('Did you mean `/site/docs/setup`? Fix the link, or add the page.');
    expect(hints[1]).toContain('served under `/site/`');
    expect(hints[2]).toMatch(/^Did you mean `#install`\?/);
    expect(hints[4]).toBe('Did you mean `/site/img/a.png`? Fix the link, or add the page.');
    expect(result.problems[5].reason).toBe('Unexpected link to `/site/docs/setup#caf%C3%A8`, expected an element with id `cafè` on `/site/docs/setup`');
  });

  it('counts ids only in the HTML as served: an id written by a script does not count', async () => {
    const result = await check({
      'docs/a/index.html': page('<a href="/site/docs/b#later">x</a>'),
      'docs/b/index.html': page('<script>document.body.innerHTML = \'<h2 id="later">x</h2>\'</script>'),
    });
    expect(brokenUrls(result)).toEqual(['docs/a/index.html /site/docs/b#later [broken-anchor]']);
  });

  it('checks the sitemap and feeds, taking absolute URLs of the site host as its own', async () => {
    const result = await check(
      {
        'docs/a/index.html': page('<p>a</p>'),
        'sitemap.xml': '<?xml version="1.0"?><urlset><url><loc>https://example.com/site/docs/a</loc></url><url><loc>https://example.com/site/docs/b</loc></url></urlset>',
        'blog/feed.json': JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [{ url: 'https://example.com/site/docs/a', content_html: '<a href="https://example.com/site/docs/a#nope">x</a>' }] }),
        'data/other.json': JSON.stringify({ url: '/site/not-checked' }),
      },
      { host: 'example.com' },
    );
    expect(result.stats.feeds).toBe(2);
    expect(brokenUrls(result)).toEqual(['blog/feed.json https://example.com/site/docs/a#nope [broken-anchor]', 'sitemap.xml https://example.com/site/docs/b [broken-link]']);
  });

  it('names the Markdown file and line of a broken link when the page came from Markdown', async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-site-'));
    await mkdir(path.join(siteDir, 'docs'));
    await writeFile(path.join(siteDir, 'docs/intro.md'), '# Intro\n\nSee [setup](./setup.md#instal).\n\nAnd [the guide](/docs/gide).\n');
    const result = await check(
      {
        'docs/setup/index.html': target,
        // The sidebar links to the guide too: a link the Markdown does not hold is placed at the output file.
        'docs/intro/index.html': page('<nav><a href="/site/docs/gide">Guide</a></nav><p>See <a href="/site/docs/setup#instal">setup</a>.</p><p>And <a href="/site/docs/gide">the guide</a>.</p>'),
      },
      { sources: { '/site/docs/intro': 'docs/intro.md' }, siteDir },
    );
    expect(result.problems.map((problem) => [problem.source, problem.line, problem.column, problem.url])).toEqual([
      ['docs/intro.md', 3, 23, '/site/docs/setup#instal'],
      ['docs/intro.md', 5, 17, '/site/docs/gide'],
    ]);
  });
});

describe('checkOutput/findLinkInSource', () => {
  it('finds a link as written, without its base path, or by its fragment; the n-th occurrence for the n-th link', () => {
    const source = 'a [x](/docs/a) b\n[y](/docs/a)\n<img src="/site/img/p.png">\n[z](./setup.md#frag)\n';
    expect(findLinkInSource(source, { url: '/site/docs/a', baseUrl: '/site/', occurrence: 0 })).toEqual({ line: 1, column: 7 });
    expect(findLinkInSource(source, { url: '/site/docs/a', baseUrl: '/site/', occurrence: 1 })).toEqual({ line: 2, column: 5 });
    expect(findLinkInSource(source, { url: '/site/img/p.png', baseUrl: '/site/', occurrence: 0 })).toEqual({ line: 3, column: 11 });
    expect(findLinkInSource(source, { url: '/site/docs/setup#frag', baseUrl: '/site/', occurrence: 0 })).toEqual({ line: 4, column: 15 });
    expect(findLinkInSource(source, { url: '/site/docs/ab', baseUrl: '/site/', occurrence: 0 })).toBeUndefined();
  });
});

describe('checkOutput/scanPages', () => {
  /** A pool of threads as `scanOnThreads` uses one, running each task here, the later tasks' answers first. */
  const fakePool = (size: number) => {
    const tasks: ScanTask[] = [];
    return {
      tasks,
      pool: {
        size,
        init: () => {},
        run: <T,>(task: unknown) => {
          tasks.push(task as ScanTask);
          const delay = 20 - tasks.length;
          return new Promise<T>((resolve) => setTimeout(() => resolve(scanOutputPages(task as ScanTask) as T), Math.max(0, delay)));
        },
      },
    };
  };

  it("scans a thread's pages in order, and leaves one it cannot read to the main thread, which fails on it as it would alone", async () => {
    const dir = await writeOutput({ 'a/index.html': page('<h2 id="one">One</h2><a href="/site/b">B</a>') });
    const [facts, missing] = scanOutputPages({ dir, files: ['a/index.html', 'gone/index.html'] });
    expect(facts).toEqual({ ids: new Set(['one']), links: [{ url: '/site/b', from: 'a href' }], base: null });
    expect(missing).toBeNull();
    await expect(scanPages(dir, ['gone/index.html'], () => {})).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(scanOnThreads(fakePool(2).pool, dir, ['a/index.html', 'gone/index.html'], () => {})).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('hands on the facts of pages scanned on threads in the order of the files, a few tasks ahead at most', async () => {
    const files = Object.fromEntries(Array.from({ length: 150 }, (_, index) => [`p${String(index).padStart(3, '0')}/index.html`, page(`<h2 id="h${index}">H</h2>`)]));
    const dir = await writeOutput(files);
    const { pool, tasks } = fakePool(2);
    const seen: string[] = [];
    let mostSent = 0;
    await scanOnThreads(pool, dir, Object.keys(files), (file, facts) => {
      seen.push(`${file} ${[...facts.ids].join()}`);
      mostSent = Math.max(mostSent, tasks.flatMap((task) => task.files).length - seen.length);
    });
    expect(seen).toEqual(Object.keys(files).map((file, index) => `${file} h${index}`));
    expect(tasks.map((task) => task.files.length)).toEqual([...Array(9).fill(16), 6]);
    // Two threads: four tasks of 16 pages sent ahead of the task whose pages are handed on, at the most.
    expect(mostSent).toBeLessThanOrEqual(5 * 16);
  });
});
