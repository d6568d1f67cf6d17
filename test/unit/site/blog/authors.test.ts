import { describe, expect, it } from 'vitest';
import { createAuthorsMap, resolvePostAuthors } from '../../../../src/site/blog/authors.js';
import type { DataFile } from '../../../../src/site/blog/dataFile.js';

const text = `ada:
  name: Ada Lovelace
  title: Analyst
  image_url: /img/ada.png
  page: true
  socials:
    github: ada
    x: https://x.com/ada_l
bob:
  name: Bob
  page:
    permalink: /robert
broken:
  name: 42
`;
const data: DataFile = {
  file: 'blog/authors.yml',
  text,
  entries: {
    ada: { name: 'Ada Lovelace', title: 'Analyst', image_url: '/img/ada.png', page: true, socials: { github: 'ada', x: 'https://x.com/ada_l' } },
    bob: { name: 'Bob', page: { permalink: '/robert' } },
    broken: { name: 42 },
  },
};

describe('site/blog/authors', () => {
  const { authors, errors } = createAuthorsMap({ data, baseUrl: '/site/', blogBase: '/site/blog' });

  it('reads authors.yml: page URLs, pictures under the base path, social profile URLs', () => {
    expect(authors.get('ada')).toEqual({
      key: 'ada',
      name: 'Ada Lovelace',
      title: 'Analyst',
      url: undefined,
      imageUrl: '/site/img/ada.png',
      permalink: '/site/blog/authors/ada',
      socials: [
        { platform: 'github', label: 'GitHub', url: 'https://github.com/ada' },
        { platform: 'x', label: 'X', url: 'https://x.com/ada_l' },
      ],
    });
    expect(authors.get('bob')?.permalink).toBe('/site/blog/authors/robert');
  });

  it('reports an invalid entry with the file, the line of the field and the field', () => {
    expect(errors.map((error) => [error.file, error.line, error.message])).toEqual([['blog/authors.yml', 14, 'Unexpected 42 for `broken.name`, expected string']]);
  });

  const base = { authors, authorsFile: 'blog/authors.yml', baseUrl: '/site/', file: 'blog/post.md', line: 3 } as const;

  it('resolves keys and inline authors; inline ones are warnings by default', () => {
    const result = resolvePostAuthors({ ...base, value: ['ada', { name: 'Guest', url: 'https://guest.example.com' }], onInlineAuthors: 'warn' });
    expect(result.authors.map((author) => author.name)).toEqual(['Ada Lovelace', 'Guest']);
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((warning) => [warning.file, warning.line, warning.ruleId])).toEqual([['blog/post.md', 3, 'blog-inline-author']]);
    expect(resolvePostAuthors({ ...base, value: { name: 'Guest' }, onInlineAuthors: 'throw' }).errors).toHaveLength(1);
    expect(resolvePostAuthors({ ...base, value: { name: 'Guest' }, onInlineAuthors: 'ignore' }).warnings).toEqual([]);
  });

  it('does not report inline authors of a blog without authors file', () => {
    const result = resolvePostAuthors({ ...base, authors: new Map(), authorsFile: null, value: [{ name: 'Guest' }], onInlineAuthors: 'throw' });
    expect(result.errors).toEqual([]);
  });

  it('rejects an unknown key, listing the known keys and the closest one', () => {
    const [error] = resolvePostAuthors({ ...base, value: 'adaa', onInlineAuthors: 'warn' }).errors;
    expect(error.message).toBe('Unexpected unknown author key `adaa`, expected a key of `blog/authors.yml`: `ada`, `bob`');
    expect(error.hint).toContain('Did you mean `ada`?');
    expect([error.file, error.line]).toEqual(['blog/post.md', 3]);
  });
});
