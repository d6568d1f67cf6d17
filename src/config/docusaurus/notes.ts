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
   * The line of an option: each key of its path found after the one before it (`customFields`,
   * then `users` below it), a key not found skipped; then `locateBy`, when given, after them
   * (or anywhere, when not after them).
   */
  private lineOf(option: string, locateBy: string | undefined): number | undefined {
    const keys = option.split(/[.[\]]/).filter((key) => key !== '' && !/^\d+$/.test(key));
    let from = 0;
    let found: number | undefined;
    for (const key of keys) {
      const at = this.find(key, from);
      if (at === undefined) continue;
      found = at;
      from = at + 1;
    }
    if (locateBy !== undefined) found = this.find(locateBy, from) ?? this.find(locateBy, 0) ?? found;
    return found === undefined ? undefined : positionOf(this.source, found).line;
  }

  /** Where `needle` is after `from`: as a key or a whole string (`'users'`), else anywhere (`'pkg/sub'` for `pkg`). */
  private find(needle: string, from: number): number | undefined {
    const rest = this.source.slice(from);
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A key (`users:`, or the shorthand `users,`) or a whole string.
    const match = new RegExp(`(^|[\\s{,])(${escaped}\\s*[:,}]|['"\`]${escaped}['"\`])`, 'm').exec(rest);
    if (match) return from + match.index + match[1].length;
    const at = rest.indexOf(needle);
    return at === -1 ? undefined : from + at;
  }
}
