import { BUILTIN_SPECIFIERS, builtinModules } from '../../../../theme/mdx/builtins.js';

/**
 * Docusaurus's module specifiers, matched here and nowhere else: `@theme/…`, `@theme-original/…`,
 * `@docusaurus/…` and `@generated/…` name hexsite's own modules. The map of those modules (name →
 * file for the browser, name → module for the server) is theme/mdx/builtins.ts: a module added
 * there is found by every bundle (pages, MDX modules, islands, theme overrides).
 */
export const DOCUSAURUS_MODULE = /^@(?:theme|theme-original|docusaurus|generated)\//;

/** The same, as esbuild's `external` patterns: left out of a server bundle, given by `builtinModuleOf`. */
export const DOCUSAURUS_EXTERNAL = ['@theme/*', '@theme-original/*', '@docusaurus/*', '@generated/*'];

/**
 * What hexsite resolves itself whether the site installed it or not: React, its modules under
 * Docusaurus's names, `@site/…`, `clsx`/`classnames`, and webpack's inline loaders
 * (`!!raw-loader!./x`), which name a file, not a package.
 */
const HEXSITE_RESOLVES = /^(?:react|react-dom|@theme|@theme-original|@docusaurus|@generated|@site)(?:\/|$)|^(?:clsx|classnames)$|^!/;

/** Whether hexsite resolves a specifier itself, so that no package of that name need be installed. */
export function isResolvedByHexsite(specifier: string): boolean {
  return HEXSITE_RESOLVES.test(specifier);
}

/** Whether compiled code imports one of hexsite's Docusaurus modules (which read the site's config). */
export const IMPORTS_DOCUSAURUS_MODULE = /["']@(?:docusaurus|theme)\//;

/** `@theme-original/X` is hexsite's own X, which a site's `src/theme/X` (or `MDXComponents`) builds on. */
function asTheme(specifier: string): string {
  return specifier.replace(/^@theme-original\//, '@theme/');
}

/** The file of hexsite's module for a specifier (relative to hexsite's root), for a browser bundle; undefined when hexsite has none. */
export function builtinFileOf(specifier: string): string | undefined {
  return BUILTIN_SPECIFIERS[specifier] ?? BUILTIN_SPECIFIERS[asTheme(specifier)];
}

/** hexsite's module for a specifier, for code run on the server; undefined when hexsite has none. */
export function builtinModuleOf(specifier: string): Record<string, unknown> | undefined {
  return builtinModules[specifier] ?? builtinModules[asTheme(specifier)];
}

/** Every specifier hexsite provides, for messages that list them or suggest the closest. */
export function builtinSpecifiers(prefix = ''): string[] {
  return Object.keys(BUILTIN_SPECIFIERS).filter((name) => name.startsWith(prefix));
}
