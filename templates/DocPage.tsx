import type { DocCategoryPage, DocPage as DocPageData } from '../src/site/types.js';
import { Admonition } from '../theme/components/Admonition.js';
import { Breadcrumbs } from '../theme/components/Breadcrumbs.js';
import { Content } from '../theme/components/Content.js';
import { DocCardList } from '../theme/components/DocCardList.js';
import { EditIcon } from '../theme/components/Icons.js';
import { Pagination } from '../theme/components/Pagination.js';
import { SidebarMenu } from '../theme/components/SidebarMenu.js';
import { useSite } from '../theme/components/SiteContext.js';
import { TagList } from '../theme/components/TagList.js';
import { Toc, TocMobile } from '../theme/components/Toc.js';

/** The docs frame: sidebar on the left, the page in the middle. */
export function DocsFrame({ page, children }: { page: DocPageData | DocCategoryPage; children: React.ReactNode }) {
  return (
    <div className="docs-layout">
      {page.sidebar && (
        <aside className="docs-sidebar">
          <nav aria-label="Docs sidebar" className="docs-sidebar__nav">
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
  const { chrome } = useSite();
  return (
    <DocsFrame page={page}>
      <div className="docs-row">
        <article className="doc">
          <Breadcrumbs crumbs={page.breadcrumbs} homeHref={chrome.baseUrl} />
          {page.unlisted && (
            <Admonition kind="warning" title="Unlisted page" className="unlisted-banner">
              <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
            </Admonition>
          )}
          <TocMobile items={page.toc} />
          {!page.hideTitle && (
            <header>
              <h1 className="doc__title">{page.title}</h1>
            </header>
          )}
          <Content html={page.contentHtml} />
          {(page.tags.length > 0 || page.editUrl) && (
            <footer className="doc__footer">
              <TagList tags={page.tags} />
              {page.editUrl && (
                <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                  <EditIcon />
                  Edit this page
                </a>
              )}
            </footer>
          )}
          <Pagination prev={page.prev} next={page.next} label="Docs pages" />
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

/** A generated index of a category: its title, description and a card per item. */
export function DocCategoryPageTemplate({ page }: { page: DocCategoryPage }) {
  const { chrome } = useSite();
  return (
    <DocsFrame page={page}>
      <div className="docs-row">
        <article className="doc">
          <Breadcrumbs crumbs={page.breadcrumbs} homeHref={chrome.baseUrl} />
          <header>
            <h1 className="doc__title">{page.title}</h1>
            {page.description && <p className="doc__lead">{page.description}</p>}
          </header>
          <DocCardList cards={page.cards} />
          <Pagination prev={page.prev} next={page.next} label="Docs pages" />
        </article>
      </div>
    </DocsFrame>
  );
}
