/**
 * What a click on a link becomes: left to the browser, a page change in place, or a jump to an
 * anchor of the page being shown (left to the browser as well).
 */
export type LinkAction = { type: 'native' } | { type: 'page'; url: URL } | { type: 'anchor' };

/** What of a link decides how it is followed: its `href`, `target` and `download` attributes. */
export type LinkElement = Pick<Element, 'getAttribute' | 'hasAttribute'>;

/** What of a click decides it: the button (0 is the main one) and the keys held. */
export type ClickKeys = Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** File names the router never loads in place: anything with an extension but `.html`. */
const FILE = /\/[^/]*\.(?!html$)[a-z0-9]+$/i;

/**
 * Decides whether a click on a link (or, with no click, a link about to be prefetched) is
 * followed in place. The router takes only plain clicks on links to pages of this site: same
 * origin, below the base path, no file extension, no `target`, `download` or `hreflang`. A link to the page
 * being shown that differs only by its `#hash` is left to the browser too, which scrolls to the
 * anchor and updates `:target` by itself.
 */
export function classifyLink(link: LinkElement, click: ClickKeys | null, current: URL, baseUrl: string): LinkAction {
  const native = { type: 'native' } as const;
  const href = link.getAttribute('href');
  const target = link.getAttribute('target');
  // A link marked with the language of its page leads to another locale of the site: another
  // build, with chrome, code and routes of its own, loaded by the browser.
  if (href === null || link.hasAttribute('download') || link.hasAttribute('hreflang')) return native;
  if (click && (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey)) return native;
  if (target && target !== '_self') return native;
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return native;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return native;
  if (!isBelowBase(url.pathname, baseUrl) || FILE.test(url.pathname)) return native;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return { type: 'anchor' };
  return { type: 'page', url };
}

/** `/hexagon/docs` and `/hexagon` are below `/hexagon/`; `/other` is not. */
export function isBelowBase(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(baseUrl) || `${pathname}/` === baseUrl;
}
