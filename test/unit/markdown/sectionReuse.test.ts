import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { reuseSections, sectionsParsed, sectionStarts } from '../../../src/markdown/sectionReuse.js';

const repo = path.resolve(import.meta.dirname, '../../..');

/** The page as a build parses it: whole, nothing reused. */
function whole(text: string, file: string): string {
  reuseSections(0);
  return JSON.stringify(parseMarkdown(text, file));
}

/** The page parsed again after `before`, reusing the sections the two share. */
function again(before: string, after: string, file: string): { page: string; parsed: number } {
  reuseSections(8);
  parseMarkdown(before, file);
  const parsedBefore = sectionsParsed();
  const page = JSON.stringify(parseMarkdown(after, file));
  return { page, parsed: sectionsParsed() - parsedBefore };
}

const base = [
  '---',
  'title: Sections',
  '',
  '# not a heading: front matter',
  '---',
  '',
  'Intro with a [link](./other.md).',
  '',
  '## First',
  '',
  '- a list',
  '- of two',
  '',
  '## Second',
  '',
  '```js',
  'const x = 1;',
  '```',
  '',
  '## Third',
  '',
  ':::note',
  'Inside a note.',
  ':::',
  '',
  '## Fourth',
  '',
  'The end.',
  '',
].join('\n');

/** Edits that change how the text after them parses, each inserted before `## Second`. */
const openers = {
  'a fence left open': '```\n\n',
  'a tilde fence left open': '~~~sh\n\n',
  'an HTML comment left open': '<!--\n\n',
  'a pre element left open': '<pre>\n\n',
  'a directive container left open': '::::tip\n\n',
  'a list item with an open fence': '1. step\n\n   ```\n\n',
  'a block quote': '> quoted\n\n',
  'a setext underline after text': 'Text\n===\n\n',
};

describe('markdown/sectionReuse', () => {
  afterEach(() => reuseSections(0));

  it('starts sections at first-column ATX headings after a blank line, never inside front matter', () => {
    expect(sectionStarts(base).map((start) => start.line)).toEqual([1, 9, 14, 20, 26]);
    expect(sectionStarts('Text\n## Not after a blank line\n\n#hashtag\n\n ## indented\n\n####### seven\n\n#\n').map((start) => start.line)).toEqual([1, 10]);
    expect(sectionStarts('a\r\n\r\n# b\r\n\r\n# c\r\n').map((start) => [start.line, start.offset])).toEqual([
      [1, 0],
      [3, 5],
      [5, 12],
    ]);
  });

  it('parses a file whole when it has link or footnote definitions, which reach across sections', () => {
    expect(sectionStarts('# A\n\nSee [x].\n\n# B\n\n[x]: https://example.com\n')).toHaveLength(1);
    expect(sectionStarts('# A\n\nNote[^1].\n\n# B\n\n[^1]: A note.\n')).toHaveLength(1);
  });

  it('gives the tree of a whole parse, positions included, for every page of the Hexagon site', () => {
    const files = readdirSync(path.join(repo, 'content'), { recursive: true })
      .map(String)
      .filter((file) => /\.mdx?$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(path.join(repo, 'content', file), 'utf8');
      const edited = text.replace(/\n## /, '\nA new paragraph.\n\n## ');
      expect(again(text, edited, file).page, file).toBe(whole(edited, file));
    }
  });

  it('parses again only the section an edit changed', () => {
    const edited = base.replace('The end.', 'The very end.');
    const { page, parsed } = again(base, edited, 'docs/a.md');
    expect(page).toBe(whole(edited, 'docs/a.md'));
    expect(parsed).toBe(1);
  });

  it('moves the sections after an edit that adds lines, without parsing them again', () => {
    const edited = base.replace('Intro with', 'Intro\n\nover two paragraphs, with');
    const { page, parsed } = again(base, edited, 'docs/a.md');
    expect(page).toBe(whole(edited, 'docs/a.md'));
    expect(JSON.parse(page).headings.map((heading: { line: number }) => heading.line)).toEqual([11, 16, 22, 28]);
    expect(parsed).toBe(1);
  });

  for (const [what, opener] of Object.entries(openers)) {
    it(`parses the following sections together when an edit adds ${what}`, () => {
      const edited = base.replace('## Second', `${opener}## Second`);
      expect(again(base, edited, 'docs/a.md').page).toBe(whole(edited, 'docs/a.md'));
      // And back: the sections as they were parse alone again.
      expect(again(edited, base, 'docs/a.md').page).toBe(whole(base, 'docs/a.md'));
    });
  }

  it('gives the same tree when an edit adds a definition, or directives that change the parser', () => {
    for (const edited of [`${base.replace('- of two', '- of [two] and [^3]')}\n[two]: https://example.com\n\n[^3]: A note.\n`, base.replace('Intro', 'Intro :abbr[x]{title="y"} ::')]) {
      expect(again(base, edited, 'docs/a.md').page).toBe(whole(edited, 'docs/a.md'));
    }
  });

  it('keeps the sections of the last files it parsed only', () => {
    reuseSections(2);
    for (const file of ['a.md', 'b.md', 'c.md']) parseMarkdown(base, file);
    const parsed = sectionsParsed();
    parseMarkdown(base, 'c.md');
    expect(sectionsParsed()).toBe(parsed);
    parseMarkdown(base, 'a.md');
    expect(sectionsParsed()).toBe(parsed + sectionStarts(base).length);
  });

  it('reuses nothing when off', () => {
    reuseSections(0);
    parseMarkdown(base, 'a.md');
    parseMarkdown(base, 'a.md');
    expect(sectionsParsed()).toBe(0);
  });
});
