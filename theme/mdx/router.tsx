import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { MdxContext } from './MdxContext.js';

/** Where the reader is, as React Router's `location` has it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What `history.push(path, state)` gave the entry. */
  state: unknown;
}

/** A place to go: a path (`/help?q=1#top`) or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** What `useHistory()` gives, as React Router 5 (which Docusaurus uses). */
export interface History {
  location: Location;
  length: number;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  /** Calls `listener` with the new location at each change; returns what stops it. */
  listen(listener: (location: Location) => void): () => void;
}

/** Sent on `window` when `push` or `replace` changed the URL in place (History API calls send no event). */
const CHANGED = 'hexsite:location';

function subscribe(onChange: () => void): () => void {
  for (const type of ['popstate', 'hashchange', CHANGED]) window.addEventListener(type, onChange);
  return () => {
    for (const type of ['popstate', 'hashchange', CHANGED]) window.removeEventListener(type, onChange);
  };
}

let cached: Location | undefined;

/** The browser's location, the same object while it does not change (as `useSyncExternalStore` needs). */
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  if (!cached || cached.pathname !== pathname || cached.search !== search || cached.hash !== hash || cached.state !== state) cached = { pathname, search, hash, state };
  return cached;
}

let hydrating: Location | undefined;

/** While hydrating, the location the server rendered: the page's path, without query or hash. */
function hydrationLocation(): Location {
  if (hydrating?.pathname !== window.location.pathname) hydrating = { pathname: window.location.pathname, search: '', hash: '', state: undefined };
  return hydrating;
}

/** `@docusaurus/router`'s `useLocation`: on the server, the page's path; in the browser, where the reader is. */
export function useLocation(): Location {
  const { permalink, siteConfig } = useContext(MdxContext);
  const server = useMemo(() => ({ pathname: permalink ?? String(siteConfig.baseUrl ?? '/'), search: '', hash: '', state: undefined }), [permalink, siteConfig.baseUrl]);
  return useSyncExternalStore(subscribe, browserLocation, typeof window === 'undefined' ? () => server : hydrationLocation);
}

/** `/a` + `{ search: '?q' }` → `/a?q`. */
export function createPath(to: To): string {
  if (typeof to === 'string') return to;
  const { pathname = '', search = '', hash = '' } = to;
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}${hash && !hash.startsWith('#') ? `#${hash}` : hash}`;
}

/**
 * Goes to `to`: in place when only the query or hash changes (the page stays, `useLocation`
 * updates); to another page of the site through the site's navigation (as a click on a link to
 * it); anywhere else by loading it.
 */
function navigate(to: To, state: unknown, replace: boolean): void {
  const url = new URL(createPath(to), window.location.href);
  if (url.origin !== window.location.origin) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
  } else if (url.pathname === window.location.pathname) {
    if (replace) window.history.replaceState({ ...(window.history.state as object | null), usr: state }, '', url.href);
    else window.history.pushState({ usr: state }, '', url.href);
    window.dispatchEvent(new Event(CHANGED));
  } else if (replace) {
    window.location.replace(url.href);
  } else {
    // The site's navigation follows clicks on links to its pages, without a full load. The link
    // stays in the document: a click that comes before the navigation's code has loaded is
    // given to it again once it has.
    const link = (document.querySelector<HTMLAnchorElement>(`a[${LINK_MARK}]`) ?? document.body.appendChild(Object.assign(document.createElement('a'), { hidden: true })));
    link.setAttribute(LINK_MARK, '');
    link.href = url.href;
    link.click();
  }
}

/** Marks the link `push` follows. */
const LINK_MARK = 'data-hexsite-history';

/** `@docusaurus/router`'s `useHistory`: `push` and `replace` go to a path; on the server they do nothing. */
export function useHistory(): History {
  const location = useLocation();
  return useMemo(() => {
    const browser = typeof window !== 'undefined';
    return {
      location,
      length: browser ? window.history.length : 1,
      push: (to, state) => browser && navigate(to, state, false),
      replace: (to, state) => browser && navigate(to, state, true),
      go: (delta) => browser && window.history.go(delta),
      goBack: () => browser && window.history.back(),
      goForward: () => browser && window.history.forward(),
      listen(listener) {
        if (!browser) return () => {};
        return subscribe(() => listener(browserLocation()));
      },
    };
  }, [location]);
}

/**
 * `@docusaurus/router`'s `Redirect`: goes to `to` once the page is shown (replacing this page in
 * the history, unless `push`). Without JavaScript, the page's head sends the reader there too.
 */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const { addHead, resolveUrl } = useContext(MdxContext);
  const target = createPath(to);
  addHead?.(`<meta http-equiv="refresh" content="0; url=${resolveUrl(target).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`);
  useEffect(() => navigate(target, undefined, !push), [target, push]);
  return null;
}

/** What `matchPath` found: the part of the path that matched, and its parameters. */
export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** Options of `matchPath`, as React Router 5 takes them. */
export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/**
 * `@docusaurus/router`'s `matchPath`: whether `pathname` matches a route path with `:name`
 * parameters (`/blog/:slug`), and what it matched; null when it does not.
 */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const { path, exact = false, strict = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as string[]).concat(path ?? '/')) {
    const names: string[] = [];
    const source = pattern
      .replace(/[.+*?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:([A-Za-z_]\w*)/g, (_, name: string) => {
        names.push(name);
        return '/([^/]+)';
      });
    const trailing = strict ? '' : '\\/?';
    const found = new RegExp(`^${source.replace(/\/$/, '')}${trailing}${exact ? '$' : '(?=\\/|$)'}`, sensitive ? '' : 'i').exec(pathname);
    if (!found) continue;
    const url = pattern === '/' && found[0] === '' ? '/' : found[0];
    const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
    return { path: pattern, url, isExact: pathname === url, params };
  }
  return null;
}
