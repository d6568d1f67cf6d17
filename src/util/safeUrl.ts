import * as z from 'zod';

/**
 * The one check of URLs that come from content and config (links and images in Markdown, edit
 * URLs, front matter, navbar and footer links, authors): only these schemes may be followed.
 * `javascript:`, `vbscript:`, `data:` (but for images), `file:` and any other scheme are not.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

// Pictures an <img> may show from a `data:` URL. Not SVG: its markup can carry script when opened on its own.
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i;

/** The schemes a link may use, in words, for messages. */
export const SAFE_URL_SCHEMES = 'a path, or an http:, https:, mailto: or tel: URL';

/**
 * Whether a URL is safe to put in a link (`image`: in an image's `src`). A browser drops
 * leading spaces and controls and every tab and line break before it reads the scheme
 * (`\tjava\nscript:` is `javascript:`), so this reads it the same way.
 */
export function isSafeUrl(url: string, options: { image?: boolean } = {}): boolean {
  const read = url.replace(/^[\u0000-\u0020]+/u, '').replace(/[\t\n\r]/gu, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1].toLowerCase();
  if (scheme === undefined) return true;
  if (SAFE_SCHEMES.has(scheme)) return true;
  return options.image === true && SAFE_DATA_IMAGE.test(read);
}

/** A string schema for a URL from config or front matter: one that `isSafeUrl` refuses is an error. */
export function safeUrlSchema(options: { image?: boolean } = {}) {
  return z.string().refine((url) => isSafeUrl(url, options), `expected ${options.image ? `${SAFE_URL_SCHEMES}, or a data: URL of a PNG, JPEG, GIF, WebP or AVIF picture` : SAFE_URL_SCHEMES}`);
}
