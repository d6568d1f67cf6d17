import { decodeUrlPath } from './url.js';

// Any origin serves: only whether a URL keeps it matters. A base path below the root, so that
// a target read relative to the page (`evil.com`, `../x`) is told apart from one from the root.
const SITE_ORIGIN = 'https://site.example';
const SITE_PAGE = `${SITE_ORIGIN}/base/page`;

// An absolute URL written out in full: `http(s)://`, then a host. What a URL parser would drop
// or turn into another character (spaces, tabs, line breaks, controls, backslashes) must not be
// in it, so that the URL a reader sees in the config is the one the browser goes to.
const EXPLICIT_EXTERNAL = /^https?:\/\/[^/?#]/i;
const REWRITTEN_BY_PARSER = /[\u0000-\u0020\u007f\\]/u;

/** The words for what a redirect's `to` may be, for messages. */
export const REDIRECT_TARGETS = 'a path of the site from its root (`/docs/intro`) or an absolute URL written in full (`https://other.example/page`)';

/** The words for what a redirect's `from` may be, for messages. */
export const REDIRECT_SOURCES = 'a path of the site from its root (`/docs/old`), read by a browser as it is written';

/**
 * How a browser reads a redirect's target, as the redirect page's meta refresh and
 * `location.replace` hand it to the URL parser: a path of the site, an absolute URL written in
 * full, or neither. A browser reads `/\evil.com`, `//evil.com`, `/<tab>/evil.com` and
 * `https:evil.com` as another site's address; these are none of the first two, and so are
 * `javascript:` and `data:` URLs. Escapes are not decoded (`/%5Cevil.com` stays on the site).
 */
export function readRedirectTarget(to: string): 'path' | 'external' | 'offSite' {
  if (EXPLICIT_EXTERNAL.test(to) && !REWRITTEN_BY_PARSER.test(to) && parse(to) !== null) return 'external';
  if (!to.startsWith('/')) return 'offSite';
  return parse(to)?.origin === SITE_ORIGIN ? 'path' : 'offSite';
}

/**
 * Whether a redirect's source is a path of the site that a browser requests as it is written:
 * the URL parser keeps it on the site and leaves it as it is, so no `..` or `.` segment,
 * backslash, tab, query or fragment (the page written there would not be the one requested).
 */
export function isRedirectSource(from: string): boolean {
  if (!from.startsWith('/')) return false;
  const parsed = parse(from);
  return parsed !== null && parsed.origin === SITE_ORIGIN && parsed.search === '' && parsed.hash === '' && decodeUrlPath(parsed.pathname) === decodeUrlPath(from);
}

function parse(url: string): URL | null {
  try {
    return new URL(url, SITE_PAGE);
  } catch {
    return null;
  }
}
