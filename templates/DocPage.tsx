import type { DocCategoryPage, DocPage as DocPageData } from '../src/site/types.js';
import { Breadcrumbs } from '../theme/components/Breadcrumbs.js';
import { Content } from '../theme/components/Content.js';
import { PageFooter, UnlistedBanner } from '../theme/components/PageMeta.js';
import { Pagination } from '../theme/components/Pagination.js';
import { SidebarMenu } from '../theme/components/SidebarMenu.js';
import { Toc, TocMobile } from '../theme/components/Toc.js';
import { VersionBadge, VersionBanner } from '../theme/components/Versions.js';
import { useTranslate } from '../theme/components/SiteContext.js';

/** The docs frame: sidebar on the left, the page in the middle. */
export function DocsFrame({ page, children }: { page: DocPageData | DocCategoryPage; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <div className="docs-layout">
      {page.sidebar && (
        <aside className="docs-sidebar">
          <nav aria-label={translate('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} className="docs-sidebar__nav">
            <SidebarMenu items={page.sidebar} sidebarId={page.sidebarId} />
          </nav>
        </aside>
      )}
      <main className="docs-main">{children}</main>
    </div>
  );
}

/** A doc: breadcrumbs, title, content, tags, edit link, previous/next, table of contents. */
export function DocPage({ page }: { page: DocPageData }) {
  const translate = useTranslate();
  return (
    <DocsFrame page={page}>
      <div className="docs-row">
        <article className="doc">
          <VersionBanner version={page.version} />
          <Breadcrumbs crumbs={page.breadcrumbs} />
          {page.unlisted && <UnlistedBanner />}
          <VersionBadge version={page.version} />
          <TocMobile items={page.toc} />
          {!page.hideTitle && (
            <header>
              <h1 className="doc__title">{page.title}</h1>
            </header>
          )}
          <Content html={page.contentHtml} />
          <PageFooter tags={page.tags} editUrl={page.editUrl} lastUpdate={page.lastUpdate} className="doc__footer" />
          <Pagination prev={page.prev} next={page.next} label={translate('theme.docs.paginator.navAriaLabel', 'Docs pages')} prevLabel={translate('theme.docs.paginator.previous', 'Previous')} nextLabel={translate('theme.docs.paginator.next', 'Next')} />
        </article>
        {page.toc.length > 0 && (
          <div className="docs-toc">
            <Toc items={page.toc} />
          </div>
        )}
      </div>
    </DocsFrame>
  );
}
