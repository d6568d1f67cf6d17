import { isExternalUrl } from '../util/url.js';

/** What a request path names in an output folder served under a base path. */
export type HostTarget =
  /** The site root outside the base path (`/`, or the base without its final slash): go to the base. */
  | { kind: 'redirect'; location: string }
  /** A path that could name no file: a bad escape, a NUL, a backslash, an encoded `/`, a `.`/`..` segment. */
  | { kind: 'invalid' }
  /** A path outside the base path: the 404 page. */
  | { kind: 'outside' }
  /** Output files that would answer, in the order a static host tries them (posix, relative). */
  | { kind: 'files'; candidates: string[] };

/**
 * Maps a request path (as sent, percent-encoded, without query) to the files a static host
 * would answer it with: the file itself, the folder's `index.html`, then `<path>.html`. Each
 * segment is decoded on its own, and a segment that decodes to something no file name can
 * hold is refused outright rather than normalised, so no spelling of `..` ever reaches the
 * file system.
 */
export function resolveHostPath(rawPath: string, baseUrl: string): HostTarget {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    const segment = decodeSegment(raw);
    if (segment === null) return { kind: 'invalid' };
    segments.push(segment);
  }
  const decoded = segments.join('/');
  if (!decoded.startsWith('/')) return { kind: 'invalid' };
  if (decoded !== baseUrl && (decoded === '/' || `${decoded}/` === baseUrl)) return { kind: 'redirect', location: baseUrl };
  if (!decoded.startsWith(baseUrl)) return { kind: 'outside' };
  return { kind: 'files', candidates: candidateFiles(decoded.slice(baseUrl.length)) };
}

/** `docs/intro` → `docs/intro`, `docs/intro/index.html`, `docs/intro.html`; `docs/` → `docs/index.html`. */
export function candidateFiles(relative: string): string[] {
  if (relative === '' || relative.endsWith('/')) return [`${relative}index.html`];
  return [relative, `${relative}/index.html`, `${relative}.html`];
}

function decodeSegment(raw: string): string | null {
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
  return segment;
}

// esbuild names chunks `<name>.<8 upper-case base32>` and content assets are named
// `<name>-<8 lower-case hex>`: only such names may be cached for good.
const HASHED_NAME = /[.-](?:[A-Z2-7]{8}|[0-9a-f]{8})(?:\.[A-Za-z0-9]+)+$/;

/**
 * Whether an output file is named after its content (`assets/js/main.U2JLXUMA.js`,
 * `assets/images/diagram-3f2a9c1b.png`): a new version gets a new name, so browsers may keep
 * it for a year without asking again. Everything else must be revalidated.
 */
export function isHashedAsset(relative: string): boolean {
  return relative.startsWith('assets/') && HASHED_NAME.test(relative);
}

/** The path of a request target (`/a/b?x#y` → `/a/b`); null for an absolute-form or empty target. */
export function requestPath(target: string | undefined): string | null {
  if (!target || isExternalUrl(target)) return null;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}
