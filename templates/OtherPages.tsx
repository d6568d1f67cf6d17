import type { DocsTagPage, DocsTagsPage, MdPage, NotFoundPage, ReactPage, RedirectPage } from '../src/site/types.js';
import { Content } from '../theme/components/Content.js';
import { TagsIndex } from '../theme/components/TagsIndex.js';
import { Toc } from '../theme/components/Toc.js';
import { useTranslate } from '../theme/components/SiteContext.js';

/** `/docs/tags`: every docs tag with its count. */
export function DocsTagsTemplate({ page }: { page: DocsTagsPage }) {
  return (
    <main className="container container--narrow page">
      <h1>{page.title}</h1>
      <TagsIndex tags={page.tags} />
    </main>
  );
}

/** `/docs/tags/<tag>`: the docs with one tag. */
export function DocsTagTemplate({ page }: { page: DocsTagPage }) {
  const translate = useTranslate();
  return (
    <main className="container container--narrow page">
      <header className="page__header">
        <h1>{page.title}</h1>
        {page.tag.description && <p>{page.tag.description}</p>}
        <a href={page.allTagsHref}>{translate('theme.docs.tagDocListPage.viewAllTags', 'View all tags')}</a>
      </header>
      <section>
        {page.docs.map((doc) => (
          <article key={doc.href} className="tagged-doc">
            <a href={doc.href}>
              <h2>{doc.title}</h2>
            </a>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </main>
  );
}

/** A standalone Markdown page. */
export function MdPageTemplate({ page }: { page: MdPage }) {
  return (
    <div className="container page md-page">
      <main className="md-page__main">
        <article>
          {page.title && <h1>{page.title}</h1>}
          <Content html={page.contentHtml} />
        </article>
      </main>
      {page.toc.length > 0 && (
        <div className="docs-toc">
          <Toc items={page.toc} />
        </div>
      )}
    </div>
  );
}

/**
 * A React page: its HTML was rendered at build time, into `<main>`, the skip link's target.
 * A page that renders its own `<main>` is put in a `<div>` instead, as a page holds one `main`.
 */
export function ReactPageTemplate({ page }: { page: ReactPage }) {
  const Landmark = /<main[\s>]/i.test(page.contentHtml ?? '') ? 'div' : 'main';
  return (
    <Landmark>
      <Content html={page.contentHtml} className="react-page" />
    </Landmark>
  );
}

/** The not-found page. */
export function NotFoundTemplate(_props: { page: NotFoundPage }) {
  const translate = useTranslate();
  return (
    <main className="container container--narrow page not-found">
      <h1>{translate('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{translate('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>{translate('theme.NotFound.p2', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.')}</p>
    </main>
  );
}

/** A page that forwards to another (readers without JavaScript follow the meta refresh). */
export function RedirectTemplate({ page }: { page: RedirectPage }) {
  return (
    <main className="container container--narrow page">
      <p>
        This page has moved to <a href={page.to}>{page.to}</a>.
      </p>
    </main>
  );
}
