import type { ReactElement } from 'react';
import type { DocCategoryPage, PageData } from '../../src/site/types.js';
import { DocCategoryPageTemplate, DocPage } from '../../templates/DocPage.js';

/** Renders a page of one kind. */
export type Template = (page: PageData) => ReactElement;

/** The docs' templates come with the first load: docs pages are most of any docs site. */
const docsTemplate: Template = (page) => (page.kind === 'doc' ? <DocPage page={page} /> : <DocCategoryPageTemplate page={page as DocCategoryPage} />);

let others: Promise<Template> | null = null;

/**
 * The template of a page kind. Every kind but the docs' lives in a chunk that loads the first
 * time such a page is shown (blog, tags, standalone pages, search, not-found), so a docs
 * reader never downloads the blog's code.
 */
export function templateOf(kind: PageData['kind']): Promise<Template> {
  if (kind === 'doc' || kind === 'docCategory') return Promise.resolve(docsTemplate);
  others ??= import('../../templates/index.js').then(
    (module) => module.renderTemplate,
    (error: unknown) => {
      others = null;
      throw error;
    },
  );
  return others;
}
