import { describe, expect, it } from 'vitest';
import { buildFixture, pageHtml, siteError, writeSite } from '../helpers.js';

describe('MDX pages', () => {
  it('renders expressions, exports, front matter, site components and partials; the partial joins the table of contents', async () => {
    const result = await buildFixture('mdx-site');
    const html = pageHtml(result, '/docs/intro');
    expect(html).toContain('The answer is 42, and this page is titled &quot;Introduction&quot;.');
    expect(html).toContain('<span class="badge">New</span>');
    // A component with state is an island, rendered as React hydrates it; a static one is plain HTML.
    expect(html).toMatch(/<hexsite-island data-island="src\/components\/Counter\.tsx#default" data-props="\{&quot;start&quot;:1\}" data-children=""[^>]*><div class="counter"><button type="button">Count: <!-- -->1<\/button>/);
    expect(html).not.toContain('data-island="src/components/Badge.tsx');
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/page.');
    expect(html).toMatch(/data-island="src\/theme\/MDXComponents\.tsx#default\.Highlight"|<span class="highlight" style="background-color:#25c2a0">highlighted<\/span>/);
    expect(html).toContain('Clicks are counted <strong>here</strong>.');
    expect(html).toContain('This text comes from a partial, with <a href="/docs/guides/setup">a link</a>.');
    expect(html).not.toContain('import ');
    expect(html).not.toContain('a comment nobody sees');
    // The leading h1 is the title, not content, after the imports too.
    expect(html).not.toContain('<h1 id="introduction">');
    const toc = [...html.matchAll(/class="toc__link"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(toc.slice(0, 4)).toEqual(['Install', 'Counting', 'From the partial', 'After the partial']);
    expect(result.pages.some((page) => page.permalink.includes('_shared'))).toBe(false);
  });

  it('reports an MDX syntax error at its line with a hint for prose', async () => {
    const site = await writeSite({ 'docs/a.mdx': '# A\n\nUse <name> here.\n' });
    const text = await siteError(site);
    expect(text).toMatch(/docs\/a\.mdx:3:\d+ +Unexpected MDX: Expected a closing tag for `<name>`/);
    expect(text).toContain('escape them');
  });

  it('names an undefined component, its line and the import it lacks', async () => {
    const site = await writeSite({ 'docs/a.mdx': '# A\n\nText.\n\n<Tabs>\n  x\n</Tabs>\n' });
    const text = await siteError(site);
    expect(text).toMatch(/docs\/a\.mdx:5 +Unexpected component `<Tabs>`/);
  });

  it('names an import that does not exist', async () => {
    const site = await writeSite({ 'docs/a.mdx': "import X from './nowhere';\n\n# A\n\n<X />\n" });
    expect(await siteError(site)).toMatch(/docs\/a\.mdx +Unexpected import of `\.\/nowhere`, expected a module that exists/);
  });

  it("renders `@docusaurus/Translate` and `@docusaurus/Interpolate` with the locale's code.json", async () => {
    const site = await writeSite({
      'i18n/en/code.json': JSON.stringify({ 'a.hello': { message: 'Hi {who}' }, 'Plain words': { message: 'Other words' } }),
      'docs/a.mdx': [
        "import Translate, { translate } from '@docusaurus/Translate';",
        "import Interpolate, { interpolate } from '@docusaurus/Interpolate';",
        '',
        '# A',
        '',
        "<p id=\"one\"><Translate id=\"a.hello\" values={{ who: <b>you</b> }}>{'Hello {who}'}</Translate></p>",
        '',
        '<p id="two"><Translate>Plain words</Translate></p>',
        '',
        '<p id="three"><Translate id="a.missing">As written</Translate></p>',
        '',
        "<p id=\"four\">{translate({ message: 'Count {n}' }, { n: 3 })} {interpolate('x {y}', { y: 'z' })}</p>",
        '',
        "<p id=\"five\"><Interpolate values={{ name: <i>it</i> }}>{'Say {name}'}</Interpolate></p>",
      ].join('\n'),
    });
    const { build } = await import('../../../src/pipeline/build.js');
    const html = pageHtml(await build({ siteDir: site, write: false }), '/b/docs/a');
    expect(html).toContain('<p id="one">Hi <b>you</b></p>');
    expect(html).toContain('<p id="two">Other words</p>');
    expect(html).toContain('<p id="three">As written</p>');
    expect(html).toContain('<p id="four">Count 3 x z</p>');
    expect(html).toContain('<p id="five">Say <i>it</i></p>');
    // Static content: no island, nothing for the browser.
    expect(html).not.toContain('data-translations');
  });

  it('names an unknown `@docusaurus/…` import, in MDX and in a React page, with the nearest one', async () => {
    const mdx = await writeSite({ 'docs/a.mdx': "import Translate from '@docusaurus/Translat';\n\n# A\n\n<Translate>x</Translate>\n" });
    expect(await siteError(mdx)).toMatch(/Unexpected import of `@docusaurus\/Translat`, expected one of the components hexsite provides: did you mean `@docusaurus\/Translate`\?/);
    const page = await writeSite({ 'docs/a.md': '# A\n', 'pages/p.tsx': "import Nope from '@docusaurus/Nope';\n\nexport default function P() {\n  return <Nope />;\n}\n" });
    const text = await siteError(page);
    expect(text).toMatch(/Unexpected import of `@docusaurus\/Nope`, expected one of the components hexsite provides/);
    expect(text).toContain('pages/p.tsx');
  });

  it('takes `{/* truncate */}` as the excerpt marker of a post', async () => {
    const site = await writeSite({
      'blog/2024-01-01-post.mdx': '---\ntitle: Post\n---\n\nexport const n = 2;\n\nBefore {n}.\n\n{/* truncate */}\n\nAfter.\n',
    });
    const { build } = await import('../../../src/pipeline/build.js');
    const result = await build({ siteDir: site, write: false });
    const list = pageHtml(result, '/b/blog');
    expect(list).toContain('Before 2.');
    expect(list).not.toContain('After.');
    expect(pageHtml(result, '/b/blog/2024/01/01/post')).toContain('After.');
  });
});

describe('Markdown read as MDX', () => {
  it("takes a heading's id from an MDX comment `{/* #id */}` and a component's literal `id` as link targets, as Docusaurus does", async () => {
    const text = [
      "import Link from '@docusaurus/Link';",
      '',
      '# Ids',
      '',
      'See [stage 0](#stage-0:-class-properties) and [the rename](#ast-typeArguments).',
      '',
      '## Stage 0: Class Properties { /*#stage-0:-class-properties*/ }',
      '',
      '## Plain {/* just a note */}',
      '',
      '- <Link id="ast-typeArguments" /> Rename a field.',
      '',
    ].join('\n');
    const { build } = await import('../../../src/pipeline/build.js');
    const result = await build({ siteDir: await writeSite({ 'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/b/', onBrokenAnchors: 'throw' }), 'docs/ids.mdx': text }), write: false });
    const html = pageHtml(result, '/b/docs/ids');
    expect(html).toMatch(/<h2 id="stage-0:-class-properties"[^>]*>Stage 0: Class Properties<a/);
    expect(html).toMatch(/<h2 id="plain"[^>]*>Plain <a/);
    expect(html).not.toContain('#stage-0:-class-properties*/');
  });

  it('gives the same page as read as CommonMark: ids, custom ids, admonitions, code titles and marks, links, tables, comments', async () => {
    const text = [
      '# Same',
      '',
      'Intro with [a link](./other.md), **bold** and `code`. <!-- a comment -->',
      '',
      '## Install it {#install}',
      '',
      ':::tip Before you start',
      '',
      'A tip with a [link](https://example.org).',
      '',
      ':::',
      '',
      '```js title="hello.js" {2}',
      'const a = 1;',
      'const b = 2;',
      '```',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '- [ ] task',
      '- item ![image](./img.png)',
      '',
    ].join('\n');
    const { build } = await import('../../../src/pipeline/build.js');
    // White space between blocks aside: MDX leaves out the line break that followed the title.
    const content = (html: string) => /<div id="__content"[\s\S]*?<\/article>/.exec(html)![0].replace(/>\n</g, '><');
    const files = { 'docs/other.md': '# Other\n', 'docs/img.png': 'png' };
    const md = await build({ siteDir: await writeSite({ ...files, 'docs/same.md': text }), write: false });
    const mdx = await build({ siteDir: await writeSite({ ...files, 'docs/same.mdx': text }), write: false });
    const html = content(pageHtml(mdx, '/b/docs/same'));
    expect(html).toContain('id="install"');
    expect(html).toContain('admonition-tip');
    expect(html).toContain('hello.js');
    expect(html).not.toContain('a comment');
    expect(html).toBe(content(pageHtml(md, '/b/docs/same')));
  });
});

describe('MDX pages and the cache', () => {
  it('builds again a page whose component or partial changed, and only from the cache when none did', async () => {
    const { build } = await import('../../../src/pipeline/build.js');
    const { readFile, writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const site = await writeSite({
      'docs/a.mdx': "import Note from '../src/Note';\nimport Part from './_part.mdx';\n\n# A\n\n<Note />\n\n<Part />\n",
      'docs/_part.mdx': 'Part one.\n',
      'src/Note.tsx': 'export default function Note() { return <b>note one</b>; }\n',
    });
    const out = path.join(site, 'out');
    const html = async () => readFile(path.join(out, 'docs/a/index.html'), 'utf8');
    await build({ siteDir: site, outDir: out });
    expect(await html()).toContain('<b>note one</b>');
    await writeFile(path.join(site, 'src/Note.tsx'), 'export default function Note() { return <b>note two</b>; }\n');
    await build({ siteDir: site, outDir: out });
    expect(await html()).toContain('<b>note two</b>');
    await writeFile(path.join(site, 'docs/_part.mdx'), 'Part two.\n');
    await build({ siteDir: site, outDir: out });
    expect(await html()).toContain('Part two.');
    expect(await html()).toContain('<b>note two</b>');
  });
});

describe('format front matter', () => {
  it("reads one .md file as MDX with `format: mdx`, and one .mdx file as CommonMark with `format: md`", async () => {
    const { build } = await import('../../../src/pipeline/build.js');
    const site = await writeSite({ 'docs/a.md': '---\nformat: mdx\n---\n\n# A\n\nSum: {1 + 2}.\n', 'docs/b.mdx': '---\nformat: md\n---\n\n# B\n\nBraces: {1 + 2}.\n' });
    const result = await build({ siteDir: site, write: false });
    expect(pageHtml(result, '/b/docs/a')).toContain('Sum: 3.');
    expect(pageHtml(result, '/b/docs/b')).toContain('Braces: {1 + 2}.');
  });
});

describe('BrowserOnly in content', () => {
  it('is a warning: only its fallback shows, since the content is not run in the browser', async () => {
    const { build } = await import('../../../src/pipeline/build.js');
    const site = await writeSite({ 'docs/a.mdx': "import BrowserOnly from '@docusaurus/BrowserOnly';\n\n# A\n\n<BrowserOnly fallback={<p>Loading</p>}>{() => <p>Client</p>}</BrowserOnly>\n" });
    const result = await build({ siteDir: site, write: false });
    expect(pageHtml(result, '/b/docs/a')).toContain('<p>Loading</p>');
    expect(result.warnings.map((warning) => warning.message).join('\n')).toContain('Unexpected `<BrowserOnly>` in the content itself');
  });

  it('names an unknown @theme import at its line in the component that writes it, not at the page', async () => {
    const site = await writeSite({
      'docs/uses.mdx': "import Outer from '@site/src/components/Outer';\n\n# Uses\n\n<Outer />\n",
      'src/components/Outer.tsx': "import Inner from './deep/Inner';\n\nexport default function Outer() {\n  return <div><Inner /></div>;\n}\n",
      'src/components/deep/Inner.tsx': "import React from 'react';\n\nimport Thing from '@theme/NoSuchThing';\n\nexport default function Inner() {\n  return <Thing />;\n}\n",
    });
    const text = await siteError(site);
    expect(text).toContain('src/components/deep/Inner.tsx:3:19  Unexpected import of `@theme/NoSuchThing`, expected one of the components hexsite provides');
    expect(text).not.toContain('docs/uses.mdx');
  });
});
