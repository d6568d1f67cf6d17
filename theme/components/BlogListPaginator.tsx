import type { BlogListPaginator as BlogListPaginatorData } from '../../src/site/types.js';

/** "Newer entries" / "Older entries" between the pages of a post list. */
export function BlogListPaginator({ paginator }: { paginator: BlogListPaginatorData }) {
  if (!paginator.newerHref && !paginator.olderHref) return null;
  return (
    <nav className="pagination blog-list-paginator" aria-label="Blog list page navigation">
      {paginator.newerHref ? (
        <a className="pagination__link pagination__link--prev" href={paginator.newerHref} rel="prev">
          <span className="pagination__label">« Newer entries</span>
        </a>
      ) : (
        <span />
      )}
      {paginator.olderHref && (
        <a className="pagination__link pagination__link--next" href={paginator.olderHref} rel="next">
          <span className="pagination__label">Older entries »</span>
        </a>
      )}
    </nav>
  );
}
