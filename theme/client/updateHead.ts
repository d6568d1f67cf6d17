import type { PageData } from '../../src/site/types.js';

/** Head tags that differ from page to page: description, social and canonical tags, structured data. */
const PER_PAGE = [
  'meta[name]:not([name="viewport"]):not([name="generator"])',
  'meta[property]',
  'meta[http-equiv="refresh"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(',');

/** Makes the document's head and `<html>` those of the page now shown, as a full load would have. */
export function updateHead(page: PageData, from: Document): void {
  // The fetched document's own title: an MDX page's `<Head>` may have set it.
  document.title = from.title || page.documentTitle;
  document.documentElement.className = page.htmlClassName;
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  for (const element of document.head.querySelectorAll(PER_PAGE)) element.remove();
  for (const element of from.head.querySelectorAll(PER_PAGE)) {
    // A meta refresh would reload: a redirect page is followed by the router instead.
    if (element.matches('meta[http-equiv="refresh"]')) continue;
    document.head.insertBefore(document.importNode(element, true), anchor);
  }
  // A React page's own stylesheet comes after the theme's, as in the page's own HTML.
  for (const element of document.head.querySelectorAll('link[data-page-style]')) element.remove();
  const styles = [...from.head.querySelectorAll('link[data-page-style]')].map((element) => document.importNode(element, true));
  if (anchor) anchor.after(...styles);
}
