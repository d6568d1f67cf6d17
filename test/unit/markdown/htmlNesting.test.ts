import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/errors/formatError.js';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { MAX_NESTING_DEPTH } from '../../../src/markdown/validateNesting.js';
import { parseError } from './parseError.js';

const nested = (tag: string, depth: number, inner = 'Deep.') => `<${tag}>`.repeat(depth) + inner + `</${tag}>`.repeat(depth);
const tooDeep = (depth: number) => `Unexpected HTML nested ${depth} levels deep, the limit is ${MAX_NESTING_DEPTH}`;

// 2,000 nested elements overflowed the stack while the HTML was turned into a tree, and the
// build said "Maximum call stack size exceeded" with no line.
describe('markdown/htmlNesting', () => {
  it('rejects 20,000 nested elements at the tag past the limit, as the user sees it', () => {
    expect(formatError(parseError(`# Deep\n\nIntro.\n\n${nested('div', 20_000)}\n`))).toMatchInlineSnapshot(`
      "docs/deep.md:5:501  Unexpected HTML nested 20000 levels deep, the limit is 100
        hint: Close each HTML element where it ends (\`</div>\`), or flatten the nesting; to show such HTML as an example, put it in a fenced code block.   [nesting-too-deep]"
    `);
  });

  it('follows elements across HTML blocks, lines and inline HTML, with Markdown between them', () => {
    const markdown = ['Intro.', '', '<section>', '', 'Some **Markdown**.', '', ...Array.from({ length: 98 }, () => '<div>'), '', 'Text <span>inline</span> here.', ''].join('\n');
    expect(() => parseMarkdown(markdown)).not.toThrow();
    const deeper = markdown.replace('Text <span>', 'Text <span><em>');
    expect(parseError(deeper)).toMatchObject({ name: 'HexsiteError', message: tooDeep(101), file: 'docs/deep.md', line: 106, column: 12, ruleId: 'nesting-too-deep' });
  });

  it('parses exactly the limit, closed elements, void elements, comments and end tags that may be left out', () => {
    const pages = [
      nested('div', MAX_NESTING_DEPTH),
      '<div></div>'.repeat(5000),
      '<div>' + '<br><img src="a.png"><hr/>'.repeat(2000) + '</div>',
      // A page that never closes its paragraphs and items is not deep: each closes the one before.
      '<div>' + '<p>Paragraph '.repeat(500) + '</div>\n\n<ul>' + '<li>Item '.repeat(500) + '</ul>',
      '<div>' + '<!-- <div><div><div> -->'.repeat(500) + '</div>',
      // An end tag closes the elements opened inside the one it ends.
      ('<div>' + '<span>'.repeat(50) + '</div>').repeat(200),
      // A `<` that starts no tag, and one never closed.
      `<div>a < b, ${'<x'.repeat(5000)}</div>`,
    ];
    for (const page of pages) expect(() => parseMarkdown(page), page.slice(0, 60)).not.toThrow();
    expect(parseError(('<div>' + '<span>'.repeat(50) + '</div>').repeat(200).replace('</div>', ''))).toMatchObject({ message: tooDeep(102) });
  });

  it('ignores tags in code, which is not raw HTML', () => {
    expect(() => parseMarkdown(`\`\`\`html\n${nested('div', 3000)}\n\`\`\`\n\nAnd \`${nested('b', 3000)}\`.\n`)).not.toThrow();
  });
});
