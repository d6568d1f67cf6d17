/** What a click on a link becomes: left to the browser, or a page change in place. */
export type LinkAction = { type: 'native' } | { type: 'page'; url: URL };

/** The parts of a click that decide whether the router may take it. */
export interface LinkClick {
  /** The link's `href` attribute as written (null when it has none). */
  href: string | null;
  /** The link's `target` attribute. */
  target: string | null;
  /** Whether the link has a `download` attribute. */
  download: boolean;
  /** `MouseEvent.button`: 0 is the main button. */
  button: number;
  /** Ctrl, Cmd, Shift or Alt held. */
  modified: boolean;
}

/** File names the router never loads in place: anything with an extension but `.html`. */
const FILE = /\/[^/]*\.(?!html$)[a-z0-9]+$/i;

/**
 * Decides whether a click on a link is followed in place. The router takes only plain clicks
 * on links to pages of this site: same origin, below the base path, no file extension, no
 * `target` or `download`. A link to the page being shown that differs only by its `#hash` is
 * left to the browser too, which scrolls to the anchor and updates `:target` by itself.
 */
export function classifyLink(click: LinkClick, current: URL, baseUrl: string): LinkAction {
  const native = { type: 'native' } as const;
  if (click.href === null || click.button !== 0 || click.modified || click.download) return native;
  if (click.target && click.target !== '_self') return native;
  let url: URL;
  try {
    url = new URL(click.href, current);
  } catch {
    return native;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return native;
  if (!isBelowBase(url.pathname, baseUrl) || FILE.test(url.pathname)) return native;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return native;
  return { type: 'page', url };
}

/** `/hexagon/docs` and `/hexagon` are below `/hexagon/`; `/other` is not. */
export function isBelowBase(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(baseUrl) || `${pathname}/` === baseUrl;
}
