import { describe, expect, it } from 'vitest';
import type { Route } from '../../../src/site/modelTypes.js';
import type { PageData } from '../../../src/site/types.js';
import { validateRoutes } from '../../../src/site/validateRoutes.js';
import { siteError, writeSite } from '../helpers.js';

const route = (permalink: string, kind: PageData['kind'], file?: string): Route =>
  ({ page: { kind, permalink } as PageData, ...(file ? { file } : {}) }) as Route;

describe('site/validateRoutes', () => {
  it('reports two pages at one URL, naming the source file and what is there already', () => {
    const errors = validateRoutes([route('/docs/tags', 'docsTags'), route('/docs/tags/', 'mdPage', 'docs/tags.md')]);
    expect(errors.map((error) => [error.file, error.message])).toEqual([
      ['docs/tags.md', 'Unexpected second page at `/docs/tags/`, expected one page per URL; the generated docsTags page is there already'],
    ]);
  });

  it('reports two pages whose output paths differ only in letter case, naming both files', () => {
    const errors = validateRoutes([route('/b/docs/foo', 'doc', 'docs/foo.md'), route('/b/docs/Foo', 'doc', 'docs/Foo.md'), route('/b/blog/TAGS', 'mdPage', 'pages/blog/TAGS.md'), route('/b/blog/tags', 'blogTags')]);
    expect(errors.map((error) => [error.file, error.ruleId, error.message])).toEqual([
      ['docs/Foo.md', 'case-collision', 'Unexpected page at `/b/docs/Foo`, expected a URL that differs from `/b/docs/foo` of docs/foo.md in more than letter case'],
      ['pages/blog/TAGS.md', 'case-collision', 'Unexpected page at `/b/blog/tags`, expected a URL that differs from `/b/blog/TAGS` of pages/blog/TAGS.md in more than letter case'],
    ]);
  });

  it('reports pages whose folders differ only in letter case, and compares decoded paths', () => {
    const errors = validateRoutes([route('/b/docs/Guides/a', 'doc', 'docs/Guides/a.md'), route('/b/docs/guides/b', 'doc', 'docs/guides/b.md'), route('/b/docs/%C3%89t%C3%A9', 'doc', 'docs/Été.md'), route('/b/docs/%C3%A9t%C3%A9', 'doc', 'docs/été.md')]);
    expect(errors.map((error) => [error.file, error.message])).toEqual([
      ['docs/guides/b.md', 'Unexpected `guides` in `/b/docs/guides/b`, expected the same letter case as `Guides` in `/b/docs/Guides/a` of docs/Guides/a.md'],
      ['docs/été.md', 'Unexpected page at `/b/docs/%C3%A9t%C3%A9`, expected a URL that differs from `/b/docs/%C3%89t%C3%A9` of docs/Été.md in more than letter case'],
    ]);
    expect(errors[0].hint).toContain('case-insensitive file systems (macOS, Windows)');
  });

  it('accepts pages that share folders spelt alike', () => {
    expect(validateRoutes([route('/b/docs', 'redirect'), route('/b/docs/guides', 'doc', 'docs/guides/index.md'), route('/b/docs/guides/a', 'doc', 'docs/guides/a.md'), route('/b/404.html', 'notFound')])).toEqual([]);
  });

  it('rejects URLs that climb out of the site', () => {
    const errors = validateRoutes([route('/docs/../../escaped.html', 'mdPage', 'docs/a.md'), route('/ok/..', 'mdPage', 'docs/b.md'), route('/docs/a%5Cb', 'mdPage', 'docs/c.md'), route('/docs/a%0Ab', 'mdPage', 'docs/d.md')]);
    expect(errors.map((error) => error.ruleId)).toEqual(['unsafe-url', 'unsafe-url', 'unsafe-url', 'unsafe-url']);
  });
});

describe('site/validateRoutes in a build', () => {
  it('rejects `Foo.md` beside `foo.md`, naming both files', async () => {
    const site = await writeSite({ 'docs/foo.md': '# Lower\n', 'docs/Foo.md': '# Upper\n' });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "docs/foo.md  Unexpected page at \`/b/docs/foo\`, expected a URL that differs from \`/b/docs/Foo\` of docs/Foo.md in more than letter case
        hint: On case-insensitive file systems (macOS, Windows) both pages are written to one file. Rename one of the files, or change its \`slug\` front matter.   [case-collision]

      ✗ 1 problem found"
    `);
  });
});
