import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsOptionsOf, docUrlOf, expectedDocsOf } from '../../compat/docsUrls.js';
import { flattenedTabs, mdxAsText, missingPartials, normalUrl, outsideCode, standInsOf } from '../../compat/scan.js';
import { formatScoreboard, scoreSite } from '../../compat/score.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding `files` (path → text). */
function folderOf(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-compat-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('MDX or JSX shown as text', () => {
  it('finds imports, exports, JSX tags, MDX comments and lone expressions in a text node', () => {
    expect(mdxAsText("<p>import Tabs from '@theme/Tabs';</p>")).toEqual([['import', "import Tabs from '@theme/Tabs';"]]);
    expect(mdxAsText('<p>export const meta = 1;</p>')).toEqual([['export', 'export const meta = 1;']]);
    expect(mdxAsText('<p>&lt;TabItem value=&quot;a&quot;&gt;</p>')).toEqual([['JSX tag', '&lt;TabItem value="a"&gt;']]);
    expect(mdxAsText('<p>{/* a note */}</p>')).toEqual([['MDX comment', '{/* a note */}']]);
    expect(mdxAsText('<div><p>{props.name}</p></div>')).toEqual([['expression', '{props.name}']]);
  });

  it('leaves code, scripts, the table of contents and prose that only looks alike', () => {
    const html = [
      "<pre><code>import x from 'y';\n&lt;Tabs&gt;\n{value}</code></pre>",
      '<p>Use <code>&lt;Tabs&gt;</code> and <code>{x}</code>.</p>',
      "<script>import('x')</script>",
      '<a class="toc__link" href="#i">import { a } from "b"</a>',
      '<p>We export goods; the set {a, b} has two items; 3 &lt; 4 and a &lt;b&gt; tag.</p>',
    ].join('');
    expect(mdxAsText(html)).toEqual([]);
  });
});

describe('tabs shown flat', () => {
  const source = ['<Tabs>', '<TabItem value="a">A</TabItem>', '</Tabs>', '', '```bash npm2yarn', 'npm install x', '```', '', '```jsx', '<Tabs>not a tab set</Tabs>', '```'].join('\n');

  it('counts the tab sets of the source (Tabs and npm2yarn blocks, not code) against the tab lists of the page', () => {
    expect(flattenedTabs(source, '<div role="tablist"></div><div role="tablist"></div>')).toBe(0);
    expect(flattenedTabs(source, '<div role="tablist"></div><div class="tabs__panel">A</div>')).toBe(1);
  });

  it('blanks fenced code, whatever its fence, up to the fence that closes it', () => {
    expect(outsideCode('a\n````md\n```js\n<Tabs>\n```\n````\nb').split('\n').filter(Boolean)).toEqual(['a', 'b']);
  });
});

describe('missing partials', () => {
  it('names the Markdown imports whose file is not there, relative or from @site/', () => {
    const site = folderOf({ 'docs/_there.mdx': 'x', 'docs/page.mdx': '' });
    const source = ["import There from './_there.mdx';", "import Gone from './_gone.md';", "import Site from '@site/docs/_none.mdx';", "import Tabs from '@theme/Tabs';", '```js', "import Code from './_code.mdx';", '```'].join('\n');
    expect(missingPartials(path.join(site, 'docs/page.mdx'), source, site)).toEqual(['./_gone.md', '@site/docs/_none.mdx']);
  });
});

describe('stand-ins', () => {
  it('lists each package the build report says it built with a stand-in, once', () => {
    const report = ['    import of `lz-string`: not installed: built with a stand-in that renders nothing', '      1 file: src/a.tsx', '    import of `lz-string`: not installed: …', '    import of `shiki`: not installed: …'].join('\n');
    expect(standInsOf(report)).toEqual(['lz-string', 'shiki']);
  });
});

describe("docs at Docusaurus's URL", () => {
  it('takes a slug, an id, the index conventions and number prefixes as Docusaurus does', () => {
    expect(docUrlOf('01-guides/02-setup.md', '# Setup')).toBe('guides/setup');
    expect(docUrlOf('guides/setup.md', '---\nid: install\n---\n')).toBe('guides/install');
    expect(docUrlOf('guides/setup.md', '---\nslug: /start\n---\n')).toBe('start');
    expect(docUrlOf('guides/setup.md', '---\nslug: begin\n---\n')).toBe('guides/begin');
    expect(docUrlOf('guides/index.md', '---\nid: other\n---\n')).toBe('guides');
    expect(docUrlOf('guides/Guides.md', '')).toBe('guides');
    expect(docUrlOf('README.md', '')).toBe('');
    expect(docUrlOf('draft.md', '---\ndraft: true\n---\n')).toBeUndefined();
  });

  it("reads the preset's docs block of a config, not themeConfig.docs", () => {
    const source = "module.exports = { themeConfig: { docs: { sidebar: { hideable: true } } }, presets: [['classic', { docs: { path: '../docs', routeBasePath: '/', lastVersion: 'current', versions: { '10.x': { label: 'x', path: 'v10' } } } }]] };";
    expect(docsOptionsOf(source)).toEqual({ path: '../docs', routeBase: '', lastVersion: 'current', versionPaths: { '10.x': 'v10' } });
    expect(docsOptionsOf("module.exports = { presets: [['classic', { docs: false }]] }").path).toBeUndefined();
    expect(docsOptionsOf('module.exports = {}')).toEqual({ path: 'docs', routeBase: 'docs', versionPaths: {} });
  });

  it('puts the last version at the route base, the others under their name or path, the current one under next', () => {
    const site = folderOf({ 'docs/intro.md': '', 'docs/_partial.md': '', 'versions.json': '["2.0", "1.0"]', 'versioned_docs/version-2.0/intro.md': '', 'versioned_docs/version-1.0/intro.md': '' });
    const urls = (options: Parameters<typeof expectedDocsOf>[1]) => expectedDocsOf(site, options).map((doc) => doc.url);
    expect(urls({ path: 'docs', routeBase: 'docs', versionPaths: {} })).toEqual(['/docs/next/intro', '/docs/intro', '/docs/1.0/intro']);
    expect(urls({ path: 'docs', routeBase: '', lastVersion: 'current', versionPaths: { '1.0': 'v1' } })).toEqual(['/intro', '/2.0/intro', '/v1/intro']);
  });
});

describe('the scoreboard', () => {
  it("scores a site's build: docs at their URL, MDX as text, flat tabs, stand-ins", () => {
    const site = folderOf({ 'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { routeBasePath: '/' } }]] };", 'docs/a.mdx': '<Tabs></Tabs>', 'docs/b.md': '' });
    const pages = [
      { permalink: '/a/', html: '<p>&lt;Tabs&gt;</p>' },
      { permalink: '/', html: '<p>home</p>' },
    ];
    const score = scoreSite({ site: 'x', siteDir: site, exit: 0, seconds: 2, pages, report: 'import of `y`: not installed' });
    expect(score).toMatchObject({ pages: 2, docs: { expected: 2, missing: ['docs/b.md (/b)'] }, mdxAsText: ['/a/  JSX tag: &lt;Tabs&gt;'], flattenedTabs: ['docs/a.mdx (1)'], standIns: ['y'] });
    const table = formatScoreboard([{ ...score, docusaurusSeconds: 10 }]);
    expect(table[0]).toMatch(/^\| site \| exit \| time {2}\| pages \| docs at Docusaurus URL \| MDX as text \| flat tabs \| missing partials \| stand-ins \| × Docusaurus \|$/);
    expect(table[2]).toBe('| x    | 0    | 2.0 s | 2     | 1/2                    | 1           | 1         | 0                | 1         | 5.0× faster  |');
  });

  it('compares URLs without their trailing slash or index.html', () => {
    expect(['/docs/a/', '/docs/a/index.html', '/docs/a.html', 'docs/a'].map(normalUrl)).toEqual(['/docs/a', '/docs/a', '/docs/a', '/docs/a']);
    expect(normalUrl('/index.html')).toBe('/');
  });
});
