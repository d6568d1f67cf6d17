import type { ReactElement } from 'react';
import type { PageData, SiteChrome } from '../src/site/types.js';
import { BlogArchiveTemplate, BlogAuthorsTemplate, BlogTagsTemplate } from './BlogIndexes.js';
import { BlogAuthorTemplate, BlogListTemplate, BlogTagTemplate } from './BlogList.js';
import { BlogPostTemplate } from './BlogPost.js';
import { DocCategoryPageTemplate } from './DocCategoryPage.js';
import { DocPage } from './DocPage.js';
import { Page } from './Page.js';
import { DocsTagTemplate, DocsTagsTemplate, MdPageTemplate, NotFoundTemplate, ReactPageTemplate, RedirectTemplate } from './OtherPages.js';
import { SearchPageTemplate } from './SearchPage.js';

/**
 * The template of a page kind. The browser loads this module lazily for every kind but the
 * docs' own (see theme/client/templateOf.tsx), so a new kind added here works in both.
 */
export function renderTemplate(page: PageData): ReactElement {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} />;
    case 'docCategory':
      return <DocCategoryPageTemplate page={page} />;
    case 'docsTags':
      return <DocsTagsTemplate page={page} />;
    case 'docsTag':
      return <DocsTagTemplate page={page} />;
    case 'mdPage':
      return <MdPageTemplate page={page} />;
    case 'reactPage':
      return <ReactPageTemplate page={page} />;
    case 'redirect':
      return <RedirectTemplate page={page} />;
    case 'notFound':
      return <NotFoundTemplate page={page} />;
    case 'search':
      return <SearchPageTemplate page={page} />;
    case 'blogList':
      return <BlogListTemplate page={page} />;
    case 'blogPost':
      return <BlogPostTemplate page={page} />;
    case 'blogArchive':
      return <BlogArchiveTemplate page={page} />;
    case 'blogTags':
      return <BlogTagsTemplate page={page} />;
    case 'blogTag':
      return <BlogTagTemplate page={page} />;
    case 'blogAuthors':
      return <BlogAuthorsTemplate page={page} />;
    case 'blogAuthor':
      return <BlogAuthorTemplate page={page} />;
  }
}

/** A whole page: the same tree on the server and, hydrated, in the browser. */
export function App({ chrome, page }: { chrome: SiteChrome; page: PageData }) {
  return (
    <Page chrome={chrome} page={page}>
      {renderTemplate(page)}
    </Page>
  );
}
