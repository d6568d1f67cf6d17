import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/types.js';
import type { ContentEntry } from '../../../src/content/types.js';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { createDocs } from '../../../src/site/docs.js';

const config = { baseUrl: '/base/', docs: { path: 'docs', routeBasePath: 'docs', editUrl: 'https://edit.example/' }, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } } as SiteConfig;

/** Docs from `[sourcePath, frontmatter, body]` tuples. */
function docs(...entries: Array<[string, Record<string, unknown>, string]>) {
  const content: ContentEntry[] = entries.map(([sourcePath, frontmatter, body]) => ({ kind: 'doc', file: `docs/${sourcePath}`, sourcePath, frontmatter, raw: body }));
  const parsed = new Map(content.map((entry) => [entry.file, parseMarkdown(entry.raw)]));
  return createDocs({ config, entries: content, parsed });
}

describe('site/docs', () => {
  it('takes ids from paths (number prefixes dropped) or the id front matter', () => {
    const { docs: result } = docs(['01-guides/02-setup.md', {}, 'x'], ['guides/other.md', { id: 'renamed' }, 'x']);
    expect(result.map((doc) => [doc.id, doc.permalink, doc.sidebarPosition])).toEqual([
      ['guides/setup', '/base/docs/guides/setup', 2],
      ['guides/renamed', '/base/docs/guides/other', undefined],
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

  it('builds edit URLs from the config or front matter', () => {
    const { docs: result } = docs(['g/a.md', {}, 'x'], ['b.md', { custom_edit_url: 'https://elsewhere/b' }, 'x'], ['c.md', { custom_edit_url: null }, 'x']);
    expect(result.map((doc) => doc.editUrl)).toEqual(['https://edit.example/docs/g/a.md', 'https://elsewhere/b', undefined]);
  });

  it('reports two docs with the same id, naming both files', () => {
    const { errors } = docs(['a.md', { id: 'same' }, 'x'], ['same.md', {}, 'x']);
    expect(errors.map((error) => [error.file, error.message])).toEqual([
      ['docs/same.md', 'Unexpected duplicate doc id `same`, also used by `docs/a.md`, expected unique ids'],
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
