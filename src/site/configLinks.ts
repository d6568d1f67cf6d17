import { hasScheme, isExternalUrl, toValidUrl } from '../util/url.js';

/**
 * A link from the config: `to` is a path inside the site, `href` a URL (external when it has a
 * scheme). Either may be written as text (`/docs/café`); it becomes a valid URL, spelt like the
 * pages' own percent-encoded URLs, so that it matches them (active items).
 */
export function resolveLink(baseUrl: string, to: string | undefined, href: string | undefined, prependBaseUrlToHref = false): { href: string; external: boolean } {
  if (href !== undefined) {
    // `prependBaseUrlToHref` puts the base path in front of any `href`, as `to` has it.
    if (prependBaseUrlToHref) return { href: toValidUrl(withBase(baseUrl, fromSiteRoot(href))), external: false };
    const external = hasScheme(href);
    return { href: toValidUrl(external ? href : withBase(baseUrl, href)), external };
  }
  return { href: toValidUrl(withBase(baseUrl, fromSiteRoot(to ?? '/'))), external: false };
}

/**
 * A path of the config read from the site's root: `img/logo.svg` and `docs/intro` are
 * `/img/logo.svg` and `/docs/intro`, as `favicon` is, never relative to the page showing them.
 */
export function fromSiteRoot(path: string): string {
  return path.startsWith('/') || path.startsWith('#') || path.startsWith('.') || isExternalUrl(path) ? path : `/${path}`;
}

/** Prefixes an absolute site path with the base URL (once). */
export function withBase(baseUrl: string, path: string): string {
  if (isExternalUrl(path) || path.startsWith('#')) return path;
  if (!path.startsWith('/')) return path;
  if (path === baseUrl || path.startsWith(baseUrl)) return path;
  return `${baseUrl}${path.slice(1)}`;
}
