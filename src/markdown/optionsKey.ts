import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hasPlugins, LIST_NAMES, type MarkdownSetup, type SitePlugins } from './options.js';

/**
 * Names what the site's Markdown options make of a page, for the page cache: a page is parsed
 * again when this changes. It hashes
 * - the options that are plain data (admonition keywords, magic comments, npm2yarn, grammars);
 * - each plugin by its place in the lists, its source text and its options serialised with
 *   sorted keys (a function in the options by its source text);
 * - the text of every file the config module is made of: the installed code of each package
 *   it imports (the plugins and what they import in turn, at the version installed, whatever
 *   lock file or package manager put it there) and the site's own modules, which a lock file
 *   would not name (nor a package edited in place or linked);
 * - the config file itself when the options hold code (a plugin, a function): code written in
 *   it may read any of its values (`fn: () => LABEL`), which its source text does not show.
 *   Options of plain data are named by their values: an edit of the site's title then keeps
 *   the cache.
 * Undefined for a site that sets no Markdown option: its cache keeps the name it had.
 */
export function markdownOptionsKey(options: { setup: MarkdownSetup; plugins: SitePlugins; configured: boolean; configPath?: string; moduleFiles?: string[] }): string | undefined {
  if (!options.configured) return undefined;
  const hash = createHash('sha1');
  const { plugins: _where, ...setup } = options.setup;
  hash.update(stableStringify(setup)).update('\0');
  const code = hasPlugins(options.plugins) || holdsFunction(setup);
  for (const [kind, lists] of Object.entries(options.plugins)) {
    for (const name of LIST_NAMES) {
      for (const entry of lists[name]) {
        hash.update(`${kind}\0${entry.key}\0${Function.prototype.toString.call(entry.plugin)}\0${entry.withOptions ? stableStringify(entry.options) : ''}\0`);
      }
    }
  }
  for (const file of [...(options.moduleFiles ?? [])].sort()) {
    if (file === options.configPath && !code) continue;
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** Whether a function lies anywhere in `value`. */
function holdsFunction(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  const entries = value instanceof Map ? [...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  return entries.some((entry) => holdsFunction(entry, seen));
}

/** JSON with object keys sorted, functions as their source text, and values JSON has no form for named by their kind. */
export function stableStringify(value: unknown): string {
  const seen = new Set<object>();
  const walk = (item: unknown): unknown => {
    if (typeof item === 'function') return { function: Function.prototype.toString.call(item) };
    if (typeof item === 'bigint') return { bigint: String(item) };
    if (typeof item === 'symbol') return { symbol: String(item) };
    if (item === undefined) return { undefined: true };
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item)) return { cycle: true };
    seen.add(item);
    try {
      if (item instanceof RegExp) return { regexp: String(item) };
      if (item instanceof Date) return { date: item.toISOString() };
      if (item instanceof Map) return { map: [...item].map(([key, entry]) => [walk(key), walk(entry)]) };
      if (item instanceof Set) return { set: [...item].map(walk) };
      if (Array.isArray(item)) return item.map(walk);
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, walk((item as Record<string, unknown>)[key])]),
      );
    } finally {
      seen.delete(item);
    }
  };
  return JSON.stringify(walk(value));
}
