import { candidateFiles } from '../serve/hostPaths.js';
import { safeDecode } from '../util/safeDecode.js';
import { decodeUrlPath } from '../util/url.js';

/** Where a site is published, to tell its own URLs from others. */
export interface SiteAddress {
  /** The base path (`/hexagon/`). */
  baseUrl: string;
  /** The site's host (`lt-mayonesa.github.io`) when known: absolute URLs to it are checked as internal. */
  host: string | null;
}

/** What a URL found in a page points at. */
export type LinkTarget =
  /** Not for checking: `mailto:`, `tel:`, `javascript:`, `data:`… */
  | { kind: 'skip' }
  /** A URL no browser could follow. */
  | { kind: 'invalid' }
  /** Another site (http or https). */
  | { kind: 'external'; url: string }
  /** A path of this site, decoded as a static host decodes it, and the fragment as written (no `#`). */
  | { kind: 'internal'; path: string; fragment: string | null };

// Stands in for the site's origin while resolving: relative URLs resolve as a browser would.
const LOCAL = 'http://hexsite.invalid';

/**
 * Resolves a URL found in a page against the page's URL path (or its `<base href>`), as a
 * browser does before requesting it.
 */
export function resolveLink(url: string, pageUrl: string, site: SiteAddress): LinkTarget {
  let resolved: URL;
  try {
    resolved = new URL(url, new URL(pageUrl, LOCAL));
  } catch {
    return { kind: 'invalid' };
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return { kind: 'skip' };
  if (resolved.origin !== LOCAL && resolved.host !== site.host) return { kind: 'external', url: resolved.href };
  const fragment = resolved.hash.length > 1 ? resolved.hash.slice(1) : null;
  return { kind: 'internal', path: decodeUrlPath(resolved.pathname), fragment };
}

/**
 * The output file (relative, posix) a static host answers a decoded URL path with, as `find`
 * (see `scanServedFiles`) finds it; null when it answers 404. Follows the same rules as
 * `hexsite serve`.
 */
export function findOutputFile(path: string, baseUrl: string, find: (file: string) => string | null): string | null {
  if (`${path}/` === baseUrl) return find('index.html');
  if (!path.startsWith(baseUrl)) return null;
  for (const candidate of candidateFiles(path.slice(baseUrl.length))) {
    const found = find(candidate);
    if (found) return found;
  }
  return null;
}

/**
 * Whether a fragment names an element of the page. Browsers look for the decoded fragment,
 * then for it as written; the empty fragment and `#top` always scroll to the top.
 */
export function hasFragment(ids: Set<string>, fragment: string): boolean {
  if (ids.has(fragment) || ids.has(safeDecode(fragment))) return true;
  if (fragment.toLowerCase() === 'top') return true;
  // A text fragment (`#:~:text=…`) names text, not an element.
  return fragment.startsWith(':~:');
}
