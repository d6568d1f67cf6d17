import type { BlogListPaginator } from './pageTypes.js';
import type { Translate } from '../../../theme/components/SiteContext.js';

/** One page of a paginated list. */
export interface ListPage<T> {
  permalink: string;
  items: T[];
  paginator: BlogListPaginator;
}

/**
 * Splits a list into pages of `perPage`: the first at `basePath`, the others at
 * `pagePath(n)`. An empty list still has one (empty) page.
 */
export function paginate<T>(items: T[], options: { perPage: number; basePath: string; pagePath: (n: number) => string }): Array<ListPage<T>> {
  const { perPage, basePath, pagePath } = options;
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const href = (n: number) => (n === 1 ? basePath : pagePath(n));
  return Array.from({ length: totalPages }, (_, index) => {
    const page = index + 1;
    return {
      permalink: href(page),
      items: items.slice(index * perPage, page * perPage),
      paginator: {
        page,
        totalPages,
        newerHref: page > 1 ? href(page - 1) : undefined,
        olderHref: page < totalPages ? href(page + 1) : undefined,
      },
    };
  });
}

/** `One post` / `3 posts`. */
export function countPosts(count: number, translate: Translate): string {
  return translate('theme.blog.post.plurals', 'One post|{count} posts', { count });
}
