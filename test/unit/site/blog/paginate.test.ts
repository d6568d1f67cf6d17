import { describe, expect, it } from 'vitest';
import { countPosts, paginate } from '../../../../src/site/blog/paginate.js';
import { translateMessage } from '../../../../theme/i18n/translate.js';

/** The theme's `translate` of an English site. */
const english = (id: string, text: string, values?: Record<string, string | number>) => translateMessage(undefined, 'en', id, text, values);


const pagePath = (n: number) => `/blog/page/${n}`;

describe('site/blog/paginate', () => {
  it('puts the first page at the base path and links newer and older pages', () => {
    const pages = paginate(Array.from({ length: 12 }, (_, index) => index), { perPage: 10, basePath: '/blog', pagePath });
    expect(pages.map((page) => [page.permalink, page.items.length, page.paginator])).toEqual([
      ['/blog', 10, { page: 1, totalPages: 2, newerHref: undefined, olderHref: '/blog/page/2' }],
      ['/blog/page/2', 2, { page: 2, totalPages: 2, newerHref: '/blog', olderHref: undefined }],
    ]);
  });

  it('keeps one empty page for an empty list', () => {
    expect(paginate([], { perPage: 10, basePath: '/blog', pagePath })).toEqual([
      { permalink: '/blog', items: [], paginator: { page: 1, totalPages: 1, newerHref: undefined, olderHref: undefined } },
    ]);
  });

  it('says "One post" or "{n} posts"', () => {
    expect([countPosts(0, english), countPosts(1, english), countPosts(6, english)]).toEqual(['0 posts', 'One post', '6 posts']);
  });
});
