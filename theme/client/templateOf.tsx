import type { ReactElement } from 'react';
import type { DocPage as DocPageData, PageData } from '../../src/site/types.js';
import { DocPage } from '../../templates/DocPage.js';

/** Renders a page of one kind. */
export type Template = (page: PageData) => ReactElement;

/** The doc template comes with the first load: docs pages are most of any docs site. */
const docTemplate: Template = (page) => <DocPage page={page as DocPageData} />;

let others: Promise<Template> | null = null;

/**
 * The template of a page kind. Every kind but the doc lives in a chunk that loads the first
 * time such a page is shown (category indexes, blog, tags, standalone pages, search,
 * not-found), so a docs reader never downloads the blog's code. The category index is there
 * too: in a chunk of its own it would split the code it shares with the doc template out of
 * the first load into more, smaller files.
 */
export function templateOf(kind: PageData['kind']): Promise<Template> {
  if (kind === 'doc') return Promise.resolve(docTemplate);
  others ??= import('../../templates/index.js').then(
    (module) => module.renderTemplate,
    (error: unknown) => {
      others = null;
      throw error;
    },
  );
  return others;
}
