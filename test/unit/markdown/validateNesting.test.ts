import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/errors/formatError.js';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { MAX_NESTING_DEPTH, validateNesting } from '../../../src/markdown/validateNesting.js';
import { parseError } from './parseError.js';

const nestedAdmonitions = (depth: number) => ':::note\n'.repeat(depth) + 'Deep.\n' + ':::\n'.repeat(depth);
const indentedList = (depth: number) => Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}\n`).join('');
const tooDeep = (depth: number) => `Unexpected content nested ${depth} levels deep, the limit is ${MAX_NESTING_DEPTH}`;

// Each input below took minutes or never finished before the check; a regression shows as a timeout.
describe('markdown/validateNesting', () => {
  it('rejects 3,000 nested admonitions at the line of the first one past the limit', () => {
    expect(parseError(nestedAdmonitions(3000))).toMatchObject({
      name: 'HexsiteError',
      message: tooDeep(101),
      file: 'docs/deep.md',
      line: 101,
      column: 1,
      ruleId: 'nesting-too-deep',
      hint: expect.stringMatching(/^Flatten the nesting/),
    });
  });

  it('rejects a 5,000-level indented list, as the user sees it', () => {
    expect(formatError(parseError(indentedList(5000)))).toMatchInlineSnapshot(`
      "docs/deep.md:101:201  Unexpected content nested 101 levels deep, the limit is 100
        hint: Flatten the nesting of lists, block quotes and admonitions: split the deep part into blocks that follow each other, or show it in a fenced code block.   [nesting-too-deep]"
    `);
  });

  it('counts every level opened on the offending line', () => {
    expect(parseError(`Intro.\n\n${'- '.repeat(5000)}item\n`)).toMatchObject({ message: tooDeep(5000), line: 3, column: 201 });
    expect(parseError(`${'> '.repeat(3000)}quote\n`)).toMatchObject({ message: tooDeep(3000), line: 1, column: 201 });
    expect(parseError(`${'1. '.repeat(3000)}item\n`)).toMatchObject({ message: tooDeep(3000), line: 1, column: 301 });
  });

  it('counts lines of the file, front matter included, and levels of every kind together', () => {
    const mixed = Array.from({ length: 60 }, () => '> - ').join('');
    expect(parseError(`---\ntitle: Deep\ntags:\n  - a\n---\n\n${mixed}text\n`)).toMatchObject({ message: tooDeep(120), line: 7, column: 201 });
    const quotedAdmonitions = Array.from({ length: 150 }, (_, level) => `${'> '.repeat(level)}:::note\n`).join('');
    expect(parseError(quotedAdmonitions)).toMatchObject({ message: tooDeep(101), line: 51, column: 101 });
  });

  it('parses the usual depths, and exactly the limit', () => {
    const tenLevels = [indentedList(10), '> '.repeat(10) + 'quote\n', nestedAdmonitions(10), `${'1. '.repeat(10)}item\n`].join('\n');
    expect(parseMarkdown(tenLevels, 'docs/fine.md').hast.children.length).toBeGreaterThan(0);
    expect(() => validateNesting(nestedAdmonitions(MAX_NESTING_DEPTH), 'docs/fine.md')).not.toThrow();
    expect(() => validateNesting(indentedList(MAX_NESTING_DEPTH), 'docs/fine.md')).not.toThrow();
    expect(() => validateNesting(`${'- '.repeat(MAX_NESTING_DEPTH)}item\n`, 'docs/fine.md')).not.toThrow();
  });

  it('leaves nesting shown in code alone', () => {
    const shown = [
      '```markdown',
      nestedAdmonitions(500),
      '```',
      '',
      '~~~',
      indentedList(500),
      '~~~',
      '',
      '- In a list item:',
      '',
      '  ````md',
      `  ${'> '.repeat(500)}quote`,
      '  ````',
      '',
      '::::tip[Inside an admonition]',
      '```',
      `${'- '.repeat(500)}item`,
      '```',
      '::::',
      '',
      'Indented code:',
      '',
      `    ${'- '.repeat(500)}item`,
      '',
    ].join('\n');
    expect(() => validateNesting(shown, 'docs/shown.md')).not.toThrow();
    expect(parseMarkdown(shown, 'docs/shown.md').hast.children.length).toBeGreaterThan(0);
  });

  it('closes containers where CommonMark does, so many shallow blocks never add up', () => {
    const blocks = [
      ':::note\n- a\n  - b\n\n  > c\n:::\n',
      // A fence as long as the outer one closes both admonitions at once.
      ':::note\n:::tip\ntext\n:::\n',
      '> - quote\n> - list\nlazy line\n\nafter\n',
      '- - -\n\n* * *\n',
    ].join('\n');
    expect(() => validateNesting(`${blocks}\n`.repeat(300), 'docs/long.md')).not.toThrow();
  });
});
