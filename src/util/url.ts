import { safeDecode } from './safeDecode.js';

/** Whether a URL names its scheme (`https:`, `mailto:`…): it points outside the site's paths. */
export function hasScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** Whether a URL leaves the site: a scheme, or protocol-relative `//host/…`. */
export function isExternalUrl(url: string): boolean {
  return hasScheme(url) || url.startsWith('//');
}

// What a path segment may hold as it is (RFC 3986 `pchar`), less `+`, which some static hosts
// (Amazon S3) read as a space, and less `%`, which always starts an escape in a URL.
const NOT_PATH_SAFE = /[^A-Za-z0-9\-._~!$&'()*,;=:@]/gu;
// What a whole URL may hold as it is: the above, `+`, the delimiters `/?#`, and `%` when it
// starts a valid escape.
const NOT_URL_SAFE = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*,;=:@+/?#%]/gu;

const utf8 = new TextEncoder();

/** `é` → `%C3%A9`. A lone surrogate, which has no UTF-8 form, becomes U+FFFD. */
function percentEncode(character: string): string {
  return Array.from(utf8.encode(character), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/**
 * A path written as text (a file name, a `slug`, a tag) → the URL path that names it:
 * `/docs/my doc` → `/docs/my%20doc`, `/docs/c#` → `/docs/c%23`, `/docs/100%` → `/docs/100%25`.
 * Permalinks are held in this form; `decodeUrlPath` turns one back into the output path.
 */
export function encodeUrlPath(text: string): string {
  return text
    .split('/')
    .map((segment) => segment.replace(NOT_PATH_SAFE, percentEncode))
    .join('/');
}

/**
 * A URL path → the path as text, as a static host decodes a request before looking for the
 * file: `/docs/c%23` → `/docs/c#`. Segment by segment, so that one malformed escape leaves
 * only its own segment as written.
 */
export function decodeUrlPath(url: string): string {
  // Most paths hold no escape: nothing to split.
  return url.includes('%') ? url.split('/').map(safeDecode).join('/') : url;
}

/**
 * A URL as a valid one, for XML and `<link>`/`<meta>` values: characters a URL cannot hold
 * (spaces, non-ASCII, a `%` that starts no escape) are percent-encoded; valid escapes and
 * everything else stay, so an already valid URL is returned unchanged.
 */
export function toValidUrl(url: string): string {
  return url.replace(NOT_URL_SAFE, percentEncode);
}

/** A path from the root in plain characters (`/docs/intro#setup`), as most of a site's links are; `//host/…` names another site. */
const PLAIN_PATH = /^\/(?!\/)[\w/-]*(?:#[\w-]*)?$/;

/**
 * The path and fragment (null when none or empty) of a plain path from the root, split as it is
 * written: resolved against any page of the same site, the URL parser would return it unchanged,
 * with nothing to decode. Null for any other URL, which needs the parser.
 */
export function splitPlainPath(url: string): { path: string; fragment: string | null } | null {
  if (!PLAIN_PATH.test(url)) return null;
  const hash = url.indexOf('#');
  return hash < 0 ? { path: url, fragment: null } : { path: url.slice(0, hash), fragment: url.slice(hash + 1) || null };
}

/**
 * HTML written with site paths (`/docs/intro`), by a React page or the config's announcement:
 * the site lives under its base path, so every `href`/`src` that starts with a single `/` gets
 * it, as Markdown links do.
 */
export function prefixBasePath(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  return html.replace(/ (href|src)=(["'])\/(?!\/)(.*?)\2/g, (match, attribute: string, quote: string, rest: string) =>
    `/${rest}`.startsWith(baseUrl) ? match : ` ${attribute}=${quote}${baseUrl}${rest}${quote}`,
  );
}
