/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//cdn…`), as Docusaurus tells them (`hasProtocol`). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** Options of `useBaseUrl`, as Docusaurus has them. */
export interface BaseUrlOptions {
  /** Prepend the base URL even when the URL already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Make the URL absolute with the site's `url`. */
  absolute?: boolean;
}

/**
 * A URL with the site's base URL, as Docusaurus's `useBaseUrl` gives it: anchors and URLs with a
 * protocol are left as they are, a URL that already starts with the base URL is not given it
 * twice, and `/base` becomes `/base/`.
 */
export function addBaseUrl(input: { url: string; baseUrl: string; siteUrl: string; options?: BaseUrlOptions }): string {
  const { url, baseUrl, siteUrl, options = {} } = input;
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl + path : path;
}
