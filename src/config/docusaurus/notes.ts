import { positionOf } from '../../util/findInSource.js';

/**
 * What reading a Docusaurus config found that hexsite does not do as Docusaurus does: each
 * option once, with its line in the config and what hexsite does instead.
 */
export interface MigrationNote {
  /**
   * `approximated`: hexsite does something close (its own search for a search plugin);
   * `unsupported`: left out, and the site differs; `unused`: an option that no build reads
   * (`projectName`, used by `docusaurus deploy`).
   */
  group: 'approximated' | 'unsupported' | 'unused';
  /** The option, from the top of the Docusaurus config (`themeConfig.prism.theme`). */
  option: string;
  /** Its line in the config file, when found there. */
  line?: number;
  /** What hexsite does instead. */
  instead: string;
  /** The pages it affects (site-relative files), when not the whole site. */
  pages?: string[];
}

/** The notes of one reading, each located in the config's source. */
export class Notes {
  readonly list: MigrationNote[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly source: string) {}

  /**
   * Notes `option` (once: a second note of the same option is dropped), at its line in the
   * source (see `lineOf`).
   */
  add(group: MigrationNote['group'], option: string, instead: string, more: { locateBy?: string; pages?: string[] } = {}): void {
    if (this.seen.has(option)) return;
    this.seen.add(option);
    const line = this.lineOf(option, more.locateBy);
    this.list.push({ group, option, instead, ...(line !== undefined && { line }), ...(more.pages && { pages: more.pages }) });
  }

  /** Whether a note of `option` was added. */
  has(option: string): boolean {
    return this.seen.has(option);
  }

  /**
   * The line of an option: each key of its path found within the value of the one before it
   * (`customFields`, then `users` inside its braces), a key not found skipped; then `locateBy`,
   * when given, within the value of the last key found (or anywhere, when no key was found).
   * A key of the same name elsewhere in the file (a `docs` of `themeConfig`, a package named in
   * an import at the top) is never taken for it.
   */
  private lineOf(option: string, locateBy: string | undefined): number | undefined {
    // A path of keys (`themeConfig.navbar.items[2]`), or a name found as it is (`data/sponsors.json`).
    const keys = /^[\w$]+(\[\d+\]|\.[\w$]+)*$/.test(option) ? option.split(/[.[\]]/).filter((key) => key !== '' && !/^\d+$/.test(key)) : [option];
    let from = 0;
    let to = this.source.length;
    let found: number | undefined;
    for (const key of keys) {
      const at = this.find(key, from, to);
      if (at === undefined) continue;
      found = at;
      from = at + 1;
      to = valueEnd(this.source, at + key.length, to);
    }
    if (locateBy !== undefined) found = (found === undefined ? this.find(locateBy, 0, to) : this.find(locateBy, from, to)) ?? found;
    return found === undefined ? undefined : positionOf(this.source, found).line;
  }

  /** Where `needle` is between `from` and `to`: as a key or a whole string (`'users'`), else anywhere (`'pkg/sub'` for `pkg`). */
  private find(needle: string, from: number, to: number): number | undefined {
    const rest = this.source.slice(from, to);
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A key (`users:`, or the shorthand `users,`) or a whole string.
    const match = new RegExp(`(^|[\\s{,])(${escaped}\\s*[:,}]|['"\`]${escaped}['"\`])`, 'm').exec(rest);
    if (match) return from + match.index + match[1].length;
    const at = rest.indexOf(needle);
    return at === -1 ? undefined : from + at;
  }
}

/**
 * Where the value of a key ending at `after` ends: its closing bracket when it opens one
 * (`{`, `[`, strings and comments skipped), else the end of its line; never after `limit`.
 */
export function valueEnd(source: string, after: number, limit: number): number {
  const open = /^\s*:\s*([{[])/.exec(source.slice(after, limit));
  if (!open) {
    const line = source.indexOf('\n', after);
    return Math.min(line === -1 ? limit : line, limit);
  }
  let depth = 0;
  for (let at = after + open[0].length - 1; at < limit; at++) {
    const char = source[at];
    if (char === '/' && source[at + 1] === '/') at = endOf(source.indexOf('\n', at), limit);
    else if (char === '/' && source[at + 1] === '*') at = endOf(source.indexOf('*/', at + 2) + 1, limit);
    else if (char === "'" || char === '"' || char === '`') at = stringEnd(source, at, limit);
    else if (char === '{' || char === '[') depth++;
    else if ((char === '}' || char === ']') && --depth === 0) return at + 1;
  }
  return limit;
}

function endOf(at: number, limit: number): number {
  return at < 0 ? limit : Math.min(at, limit);
}

/** Where the string opening at `open` closes (backslash escapes skipped). */
function stringEnd(source: string, open: number, limit: number): number {
  for (let at = open + 1; at < limit; at++) {
    if (source[at] === '\\') at++;
    else if (source[at] === source[open]) return at;
  }
  return limit;
}
