import type { DocCategoryPage } from '../src/site/types.js';
import { Breadcrumbs } from '../theme/components/Breadcrumbs.js';
import { DocCardList } from '../theme/components/DocCardList.js';
import { Pagination } from '../theme/components/Pagination.js';
import { DocsFrame } from './DocPage.js';
import { VersionBadge, VersionBanner } from '../theme/components/Versions.js';
import { useTranslate } from '../theme/components/SiteContext.js';

/** A generated index of a category: its title, description and a card per item. */
export function DocCategoryPageTemplate({ page }: { page: DocCategoryPage }) {
  const translate = useTranslate();
  return (
    <DocsFrame page={page}>
      <div className="docs-row">
        <article className="doc">
          <VersionBanner version={page.version} />
          <Breadcrumbs crumbs={page.breadcrumbs} />
          <VersionBadge version={page.version} />
          <header>
            <h1 className="doc__title">{page.title}</h1>
            {page.description && <p className="doc__lead">{page.description}</p>}
          </header>
          <DocCardList cards={page.cards} />
          <Pagination prev={page.prev} next={page.next} label={translate('theme.docs.paginator.navAriaLabel', 'Docs pages')} prevLabel={translate('theme.docs.paginator.previous', 'Previous')} nextLabel={translate('theme.docs.paginator.next', 'Next')} />
        </article>
      </div>
    </DocsFrame>
  );
}
