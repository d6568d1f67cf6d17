import type { SearchContext } from '../../src/site/types.js';
import type { Translate } from '../components/SiteContext.js';

/** The URL parameter, one per term, that asks the opened page to mark the searched terms. */
export const HIGHLIGHT_PARAM = '_highlight';

/** The search context a page is in: the first whose path is the page's path or above it. */
export function contextOf(permalink: string, baseUrl: string, contexts: SearchContext[]): SearchContext | undefined {
  const path = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink;
  return contexts.find((context) => path === context.path || path.startsWith(`${context.path}/`));
}

/** `/hexagon/search?q=env+var&ctx=docs`: the search page for a query, in a context or everywhere, and in a docs version. */
export function searchPageUrl(pageUrl: string, query: string, context?: SearchContext, version?: string): string {
  const params = new URLSearchParams({ q: query });
  if (context) params.set('ctx', context.path);
  if (version !== undefined) params.set('version', version);
  return `${pageUrl}?${params}`;
}

/**
 * The links under the suggestions (SPEC §8): 'See all results' outside any context; inside one,
 * 'See all results within "{context}"' when it has hits, and 'See all results outside "{context}"'
 * when only the rest of the site has. None when nothing was found.
 */
export function footerLinks(options: { query: string; pageUrl: string; context?: SearchContext; version?: string; inside: number; outside: number; translate: Translate }): Array<{ label: string; href: string }> {
  const { query, pageUrl, context, version, inside, outside, translate } = options;
  if (!context) return inside ? [{ label: translate('theme.SearchBar.seeAll', 'See all results'), href: searchPageUrl(pageUrl, query, undefined, version) }] : [];
  const links: Array<{ label: string; href: string }> = [];
  if (inside) links.push({ label: translate('theme.SearchBar.searchInContext', 'See all results within "{context}"', { context: context.label }), href: searchPageUrl(pageUrl, query, context, version) });
  else if (outside) links.push({ label: translate('theme.SearchBar.seeAllOutsideContext', 'See all results outside "{context}"', { context: context.label }), href: searchPageUrl(pageUrl, query, undefined, version) });
  return links;
}

/** The URL of a hit: the page, the terms to mark there, the heading. */
export function hitUrl(hit: { url: string; hash: string; terms: string[] }, highlight: boolean): string {
  const query = highlight && hit.terms.length ? `?${hit.terms.map((term) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(term)}`).join('&')}` : '';
  return `${hit.url}${query}${hit.hash}`;
}
