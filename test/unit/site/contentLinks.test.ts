import { describe, expect, it } from 'vitest';
import type { LinkRef } from '../../../src/markdown/types.js';
import { resolveContentLinks, type LinkContext } from '../../../src/site/contentLinks.js';

const context: LinkContext = {
  baseUrl: '/base/',
  permalinkByFile: new Map([
    ['docs/guides/a.md', '/base/docs/guides/a'],
    ['docs/guides/setup.md', '/base/docs/guides/setup'],
    ['docs/api/b.md', '/base/docs/api/b'],
    ['versioned_docs/version-1.0/api/b.md', '/base/docs/1.0/api/b'],
    ['blog/2024-01-01-hello.md', '/base/blog/hello'],
    ['README.md', '/base/readme'],
  ]),
  assetUrls: new Map(),
  draftFiles: new Set(),
  siteDir: '/site',
  contentFolders: ['docs', 'versioned_docs/version-1.0', 'pages', 'blog'],
};
const link = (url: string): LinkRef => ({ url, kind: 'link', line: 3, column: 1 }) as LinkRef;
const rewrite = (file: string, url: string) => resolveContentLinks({ file, permalink: '/base/docs/x' }, [link(url)], context);

describe('site/contentLinks: .md links, as Docusaurus resolves them', () => {
  it('looks beside the file first, then from the root of its content folder, then from the site folder', () => {
    expect(rewrite('docs/guides/a.md', 'setup.md#install').rewrites).toEqual({ 'setup.md#install': '/base/docs/guides/setup#install' });
    expect(rewrite('docs/guides/a.md', 'api/b.md').rewrites).toEqual({ 'api/b.md': '/base/docs/api/b' });
    expect(rewrite('versioned_docs/version-1.0/guide.md', 'api/b.md').rewrites).toEqual({ 'api/b.md': '/base/docs/1.0/api/b' });
    expect(rewrite('docs/guides/a.md', 'README.md').rewrites).toEqual({ 'README.md': '/base/readme' });
  });

  it('reads a `.md` link starting with / from the roots, and leaves one it does not find to the link check as a path', () => {
    expect(rewrite('docs/guides/a.md', '/api/b.md#top').rewrites).toEqual({ '/api/b.md#top': '/base/docs/api/b#top' });
    expect(rewrite('docs/guides/a.md', '/docs/api/b.md').rewrites).toEqual({ '/docs/api/b.md': '/base/docs/api/b' });
    expect(rewrite('docs/guides/a.md', '/api/none.md')).toEqual({ rewrites: { '/api/none.md': '/base/api/none.md' }, warnings: [] });
  });

  it('reports a link found nowhere at the path beside the file', () => {
    const { warnings } = rewrite('docs/guides/a.md', 'nowhere.md');
    expect(warnings.map((warning) => [warning.message, warning.line])).toEqual([['Unexpected link to `nowhere.md`, expected a Markdown file of the site (no file `docs/guides/nowhere.md`)', 3]]);
  });
});
