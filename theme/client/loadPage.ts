import type { PageData, SiteChrome } from '../../src/site/types.js';
import { CONTENT_ID } from '../components/Content.js';

/** The id of the JSON script holding a page's data (src/render/document.ts writes it). */
export const DATA_ID = '__hexsite_data';

/**
 * The window event by which `serve --watch` hands the page on screen its new data and content
 * (`detail`: `{ chrome, page }`, as `readPageData` reads them), when an edit changed more than
 * its content: a new heading in its table of contents. The page takes it by cancelling the
 * event; one that cannot (another kind of page) leaves it, and is reloaded.
 */
export const PAGE_DATA_EVENT = 'hexsite:page-data';

/** A page ready to render: its data with its content, and the document it came in. */
export interface LoadedPage {
  chrome: SiteChrome;
  page: PageData;
  /** The fetched document, for its head tags. */
  document: Document;
}

/** The page at `href`, parsed from its HTML. The fetching code loads with the navigation code. */
export async function loadPage(href: string): Promise<LoadedPage> {
  const { fetchPage, NotAPageError } = await import('./fetchPage.js');
  const html = await fetchPage(href);
  const document = new DOMParser().parseFromString(html, 'text/html');
  const data = readPageData(document);
  if (!data) throw new NotAPageError(`${new URL(href).pathname} has no page data`);
  return { ...data, document };
}

/**
 * The data of a page and its content, from its document: the JSON script leaves the content
 * out because the body already holds it.
 */
export function readPageData(document: Document): { chrome: SiteChrome; page: PageData } | null {
  // Selected as a JSON script: raw HTML in content may carry any id, but never a script.
  const script = document.querySelector(`script#${DATA_ID}[type="application/json"]`);
  if (!script) return null;
  const data = JSON.parse(script.textContent ?? '{}') as { chrome: SiteChrome; page: PageData };
  const content = document.getElementById(CONTENT_ID);
  return { chrome: data.chrome, page: { ...data.page, contentHtml: content ? content.innerHTML : undefined } as PageData };
}

/** The module script of a document: another one means the site was deployed again since this page loaded. */
export function scriptOf(document: Document): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}
