import type { BlogListPaginator as BlogListPaginatorData } from '../../src/site/types.js';
import { useTranslate } from './SiteContext.js';

/** "Newer entries" / "Older entries" between the pages of a post list. */
export function BlogListPaginator({ paginator }: { paginator: BlogListPaginatorData }) {
  const translate = useTranslate();
  if (!paginator.newerHref && !paginator.olderHref) return null;
  return (
    <nav className="pagination blog-list-paginator" aria-label={translate('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}>
      {paginator.newerHref ? (
        <a className="pagination__link pagination__link--prev" href={paginator.newerHref} rel="prev">
          <span className="pagination__label">{`« ${translate('theme.blog.paginator.newerEntries', 'Newer entries')}`}</span>
        </a>
      ) : (
        <span />
      )}
      {paginator.olderHref && (
        <a className="pagination__link pagination__link--next" href={paginator.olderHref} rel="next">
          <span className="pagination__label">{`${translate('theme.blog.paginator.olderEntries', 'Older entries')} »`}</span>
        </a>
      )}
    </nav>
  );
}
