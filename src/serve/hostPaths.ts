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

/**
 * The path and query of a request target (`/a/b?x#y` → `/a/b`, `?x`); null for an empty
 * target or one of another form (`*`, `host:port`). An absolute-form target
 * (`http://host/a/b?x`), which HTTP/1.1 servers must accept (RFC 9112 §3.2.2), gives its path as
 * sent, still percent-encoded, so it is checked as strictly as the usual `/a/b`; the host in it
 * names the origin, which for a static server changes nothing.
 */
export function splitRequestTarget(target: string | undefined): { path: string; query: string } | null {
  if (!target) return null;
  let rest = target;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) rest = target.slice(absolute[0].length);
  // `http://host` and `http://host?x` name the root (RFC 9112 §3.2.2: an empty path is `/`).
  if (absolute && !rest.startsWith('/')) rest = `/${rest}`;
  if (!rest.startsWith('/')) return null;
  const end = rest.search(/[?#]/);
  if (end === -1) return { path: rest, query: '' };
  const hash = rest.indexOf('#');
  return { path: rest.slice(0, end), query: rest.slice(end, hash === -1 ? undefined : hash) };
}

/** The path of a request target (`/a/b?x#y` → `/a/b`, `http://host/a/b` → `/a/b`); null when it names no path (see `splitRequestTarget`). */
export function requestPath(target: string | undefined): string | null {
  return splitRequestTarget(target)?.path ?? null;
}
