import { describe, expect, it } from 'vitest';
import { readsAsMdx } from '../../../src/mdx/format.js';
import { mdxLookalike } from '../../../src/mdx/looksLikeMdx.js';
import { mdxCompat } from '../../../src/mdx/syntax.js';

describe('readsAsMdx', () => {
  it('reads .mdx as MDX and .md by the format, as Docusaurus does', () => {
    expect(readsAsMdx('detect', 'docs/a.md')).toBe(false);
    expect(readsAsMdx('detect', 'docs/a.mdx')).toBe(true);
    expect(readsAsMdx(undefined, 'docs/a.MDX')).toBe(true);
    expect(readsAsMdx('mdx', 'docs/a.md')).toBe(true);
    expect(readsAsMdx('md', 'docs/a.mdx')).toBe(false);
  });
});

describe('mdxCompat', () => {
  it('turns HTML comments into MDX comments outside fenced code, keeping every column', () => {
    const text = 'a <!-- one --> b\n```html\n<!-- kept -->\n```\n<!-- truncate -->';
    const out = mdxCompat(text);
    expect(out).toBe('a {/*  one */} b\n```html\n<!-- kept -->\n```\n{/*  truncate */}');
    expect(out.split('\n').map((line) => line.length)).toEqual(text.split('\n').map((line) => line.length));
  });
  it('reads a comment that holds a commented-out code block to its `-->`, as CommonMark does', () => {
    const text = '<!--\n```ts\nconst a = { b: 1 };\n``` -->\n\nText {x}\n';
    expect(mdxCompat(text)).toBe('{/* \n```ts\nconst a = { b: 1 };\n``` */}\n\nText {x}\n');
  });
  it('keeps a heading\'s custom id an id, not an expression', () => {
    expect(mdxCompat('## Install {#install}\n\nText {#not-a-heading}\n')).toBe('## Install \\{#install}\n\nText {#not-a-heading}\n');
  });
});

describe('mdxLookalike', () => {
  it('names the first import or component line outside code', () => {
    expect(mdxLookalike('# T\n\n```js\nimport a from "b";\n```\n\n<Tabs>\n')).toMatchObject({ line: 7, ruleId: 'mdx-in-markdown', reason: expect.stringContaining('`<Tabs>`') });
    expect(mdxLookalike("import Tabs from '@theme/Tabs';\n")).toMatchObject({ line: 1, reason: expect.stringContaining('`import` statement') });
  });
  it('leaves Markdown alone', () => {
    expect(mdxLookalike('# T\n\nImport the <span>module</span>: imports work.\n')).toBeUndefined();
  });
});
