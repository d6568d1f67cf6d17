import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/types.js';
import type { ContentEntry } from '../../../src/content/types.js';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { createDocs } from '../../../src/site/docs.js';

const config = { baseUrl: '/base/', docs: { path: 'docs', routeBasePath: 'docs', editUrl: 'https://edit.example/' }, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } } as SiteConfig;

/** The front matter block of a doc, one key a line, for the lines messages give. */
function headOf(frontmatter: Record<string, unknown>): string {
  const keys = Object.entries(frontmatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}\n`);
  return keys.length ? `---\n${keys.join('')}---\n` : '';
}

/** Docs from `[sourcePath, frontmatter, body]` tuples. */
function docs(...entries: Array<[string, Record<string, unknown>, string]>) {
  const content: ContentEntry[] = entries.map(([sourcePath, frontmatter]) => ({ kind: 'doc', file: `docs/${sourcePath}`, sourcePath, head: headOf(frontmatter), key: sourcePath, real: sourcePath }));
  const parsed = new Map(content.map((entry, index) => [entry.file, { ...parseMarkdown(entries[index][2]), frontmatter: entries[index][1] }]));
  return createDocs({ config, entries: content, parsed, version: { name: 'current', path: '/base/docs', folder: 'docs' } });
}

describe('site/docs', () => {
  it('takes ids from paths (number prefixes dropped) or the id front matter', () => {
    const { docs: result } = docs(['01-guides/02-setup.md', {}, 'x'], ['guides/other.md', { id: 'renamed' }, 'x']);
    expect(result.map((doc) => [doc.id, doc.permalink, doc.sidebarPosition])).toEqual([
      ['guides/setup', '/base/docs/guides/setup', 2],
      // As in Docusaurus, the id front matter names the doc in its URL too.
      ['guides/renamed', '/base/docs/guides/renamed', undefined],
    ]);
  });

  it('resolves absolute and relative slugs, and index files to their folder', () => {
    const { docs: result } = docs(['a/b.md', { slug: '/top' }, 'x'], ['a/c.md', { slug: 'sea' }, 'x'], ['a/index.md', {}, 'x'], ['start.md', { slug: '/' }, 'x']);
    expect(result.map((doc) => doc.permalink)).toEqual(['/base/docs/top', '/base/docs/a/sea', '/base/docs/a', '/base/docs']);
  });

  it('titles a doc by front matter, else its first heading, else its file name', () => {
    const { docs: result } = docs(['one.md', { title: 'Given' }, '# Heading'], ['two.md', {}, '# Heading two\n\nText'], ['three-words.md', {}, 'Text']);
    expect(result.map((doc) => doc.title)).toEqual(['Given', 'Heading two', 'Three words']);
  });

  it('describes a doc by front matter, else its first paragraph', () => {
    const { docs: result } = docs(['a.md', { description: 'Given.' }, 'Para.'], ['b.md', {}, '# T\n\nFirst **para**.\n\nSecond.']);
    expect(result.map((doc) => doc.description)).toEqual(['Given.', 'First para.']);
  });

  it('rejects a table of contents minimum above its maximum, at the line of the key, from front matter or against the config', () => {
    const frontmatterOf = new Map<string, Record<string, number>>();
    const entry = (sourcePath: string, frontmatter: Record<string, number>): ContentEntry => (frontmatterOf.set(`docs/${sourcePath}`, frontmatter), {
      kind: 'doc',
      file: `docs/${sourcePath}`,
      sourcePath,
      head: `---\ntitle: T\n${Object.entries(frontmatter).map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\n`,
      key: sourcePath,
      real: sourcePath,
    });
    const entries = [entry('both.md', { toc_max_heading_level: 3, toc_min_heading_level: 4 }), entry('min.md', { toc_min_heading_level: 5 }), entry('max.md', { toc_max_heading_level: 2 }), entry('fine.md', { toc_min_heading_level: 3, toc_max_heading_level: 3 })];
    const parsed = new Map(entries.map((one) => [one.file, { ...parseMarkdown(`${one.head}\nText.\n`), frontmatter: frontmatterOf.get(one.file)! }]));
    const { errors } = createDocs({ config: { ...config, tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 } }, entries, parsed, version: { name: 'current', path: '/base/docs', folder: 'docs' } });
    expect(errors.map((error) => [`${error.file}:${error.line}`, error.ruleId, error.message])).toEqual([
      ['docs/both.md:4', 'toc-heading-levels', 'Unexpected `toc_min_heading_level: 4` above `toc_max_heading_level: 3`, expected a minimum level at or below the maximum'],
      ['docs/min.md:3', 'toc-heading-levels', "Unexpected `toc_min_heading_level: 5` above the config's `tableOfContents.maxHeadingLevel` (4), expected a minimum level at or below the maximum"],
      ['docs/max.md:3', 'toc-heading-levels', "Unexpected `toc_max_heading_level: 2` below the config's `tableOfContents.minHeadingLevel` (3), expected a maximum level at or above the minimum"],
    ]);
  });

  it('shortens a description taken from a long first paragraph, and keeps one written in front matter', () => {
    const paragraph = 'word '.repeat(20_000).trim();
    const { docs: result } = docs(['long.md', {}, `# Long\n\n${paragraph}\n`], ['given.md', { description: paragraph }, 'Text.']);
    expect(result[0].description.length).toBeLessThanOrEqual(300);
    expect(result[0].description).toMatch(/^word( word)+…$/);
    expect(result[1].description).toBe(paragraph);
  });

  it('builds edit URLs from the config or front matter', () => {
    const { docs: result } = docs(['g/a.md', {}, 'x'], ['b.md', { custom_edit_url: 'https://elsewhere/b' }, 'x'], ['c.md', { custom_edit_url: null }, 'x']);
    expect(result.map((doc) => doc.editUrl)).toEqual(['https://edit.example/docs/g/a.md', 'https://elsewhere/b', undefined]);
  });

  it('percent-encodes file names in URLs: the permalink and the edit URL', () => {
    const { docs: result } = docs(['my doc.md', {}, 'x'], ['c#.md', {}, 'x'], ['100%.md', {}, 'x'], ['café/why?.md', {}, 'x'], ['a.md', { slug: '/à la carte' }, 'x']);
    expect(result.map((doc) => [doc.id, doc.permalink, doc.editUrl])).toEqual([
      ['my doc', '/base/docs/my%20doc', 'https://edit.example/docs/my%20doc.md'],
      ['c#', '/base/docs/c%23', 'https://edit.example/docs/c%23.md'],
      ['100%', '/base/docs/100%25', 'https://edit.example/docs/100%25.md'],
      ['café/why?', '/base/docs/caf%C3%A9/why%3F', 'https://edit.example/docs/caf%C3%A9/why%3F.md'],
      ['a', '/base/docs/%C3%A0%20la%20carte', 'https://edit.example/docs/a.md'],
    ]);
  });

  it('reports two docs with the same id at the file that set it, naming both files', () => {
    const { errors } = docs(['a.md', { title: 'A', id: 'same' }, 'x'], ['same.md', {}, 'x']);
    expect(errors.map((error) => [error.file, error.line, error.message])).toEqual([
      ['docs/a.md', 3, 'Unexpected duplicate doc id `same`, also used by `docs/same.md`, expected unique ids; this file sets it in its `id` front matter, that one takes it from its path'],
    ]);
  });

  it('reports two docs whose paths differ only by number prefixes, saying why they share an id', () => {
    const { errors } = docs(['guides/a.md', {}, 'x'], ['02-guides/a.md', {}, 'x']);
    expect(errors.map((error) => [error.file, error.line, error.message])).toEqual([
      ['docs/02-guides/a.md', undefined, 'Unexpected duplicate doc id `guides/a`, also used by `docs/guides/a.md`, expected unique ids; this file takes it from its path (number prefixes left out), that one takes it from its path'],
    ]);
  });

  it('links doc tags to the docs tag pages', () => {
    const { docs: result } = docs(['a.md', { tags: ['Getting Started', { label: 'CLI', permalink: '/command-line' }] }, 'x']);
    expect(result[0].tags).toEqual([
      { label: 'Getting Started', permalink: '/base/docs/tags/getting-started' },
      { label: 'CLI', permalink: '/base/docs/tags/command-line', description: undefined },
    ]);
  });
});
