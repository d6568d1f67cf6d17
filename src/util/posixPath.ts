import path from 'node:path';

/** `path.relative` with forward slashes, for messages and ids that must not depend on the OS. */
export function relativePosix(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/');
}

/** The folder of a relative POSIX path: `a/b/c.md` → `a/b`; `c.md` → `''`, the folder it is relative to. */
export function folderOf(file: string): string {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : dir;
}

/** Joins URL path segments with single slashes, keeping a leading slash if the first has one. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((part) => part !== '').join('/');
  return joined.replace(/\/{2,}/g, '/');
}

/** Drops a trailing slash except on the root path. */
export function withoutTrailingSlash(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * The URL path of a plugin's pages: `/hexagon/` + `docs` → `/hexagon/docs`. Without a route
 * path it is the base path without its final slash (`''` at the root), so that
 * `${routeBase}/page` is always a single-slash path.
 */
export function routeBase(baseUrl: string, routeBasePath: string): string {
  return `${baseUrl}${routeBasePath.replace(/^\/+|\/+$/g, '')}`.replace(/\/+$/, '');
}
