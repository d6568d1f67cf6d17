import type { HexsiteError } from '../errors/HexsiteError.js';
import { wasInterrupted } from '../threads/workerPool.js';
import { formatError } from '../errors/formatError.js';
import type { SiteChange } from './watchSite.js';

/** Where the watcher prints: the terminal (the CLI's printer), or a test. */
export interface Printer {
  out(line: string): void;
  err(line: string): void;
}

/** Warnings printed in full per rule; the rest of a group is counted. */
const SHOWN_PER_RULE = 3;

/** What one successful build did, for its summary line. */
export interface BuiltReport {
  changes: SiteChange[];
  /** Pages rendered again or added. */
  pages: number;
  /** Pages that are gone. */
  removed?: number;
  total: number;
  milliseconds: number;
  warnings: HexsiteError[];
}

/** How the watcher talks to the terminal. */
export interface RebuildReporter {
  built(report: BuiltReport): void;
  failed(error: unknown, changes: SiteChange[], milliseconds: number): void;
  /** A problem of the watcher itself (a folder it cannot read): it keeps running. */
  warn(text: string): void;
}

/**
 * One line per rebuild — what changed, how many pages it rendered, how long it took — then its
 * warnings grouped by rule and counted; warnings the previous build printed already are only
 * counted. A failed build prints its problems as `hexsite build` does. Colours only on a
 * terminal (and never with NO_COLOR); `quiet` keeps errors alone.
 */
export function createRebuildReporter(options: { print: Printer; color: boolean; quiet?: boolean; debug?: boolean }): RebuildReporter {
  const { print, quiet, debug } = options;
  const paint = (code: number) => (text: string) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const green = paint(32);
  const red = paint(31);
  const yellow = paint(33);
  const dim = paint(2);
  let lastWarnings = '';
  return {
    built({ changes, pages, removed = 0, total, milliseconds, warnings }) {
      if (quiet) return;
      const what = changes.length ? describeChanges(changes) : 'first build';
      const gone = removed ? `, ${removed} removed` : '';
      print.out(`${green('✓')} ${what} · ${pages} of ${total} ${total === 1 ? 'page' : 'pages'} re-rendered${gone} ${dim(`in ${Math.round(milliseconds)} ms`)}`);
      const text = warnings.map((warning) => formatError(warning, { debug })).join('\n');
      if (!warnings.length) lastWarnings = '';
      else if (text === lastWarnings) print.err(yellow(`! ${count(warnings.length, 'warning')}, as before`));
      else {
        lastWarnings = text;
        print.err(yellow(`! ${count(warnings.length, 'warning')}`));
        for (const [ruleId, group] of groupByRule(warnings)) {
          print.err(`  ${yellow(ruleId)} ×${group.length}`);
          for (const warning of group.slice(0, SHOWN_PER_RULE)) print.err(indent(formatError(warning, { debug })));
          if (group.length > SHOWN_PER_RULE) print.err(dim(`    … and ${group.length - SHOWN_PER_RULE} more`));
        }
      }
    },
    failed(error, changes, milliseconds) {
      lastWarnings = '';
      // A rebuild stopped by Ctrl-C or a kill, as the process ends: no failure to report.
      if (wasInterrupted()) return;
      print.err(formatError(error, { debug }));
      const what = changes.length ? `${describeChanges(changes)} · ` : '';
      print.err(`${red('✗')} ${what}build failed ${dim(`in ${Math.round(milliseconds)} ms`)}; still serving the last good build`);
    },
    warn(text) {
      print.err(yellow(`! ${text}`));
    },
  };
}

/** `docs/intro.md changed`, `docs/a.md added, docs/b.md removed`, `100 files changed`. */
export function describeChanges(changes: SiteChange[]): string {
  const latest = new Map<string, SiteChange['type']>();
  for (const change of changes) latest.set(change.file, change.type);
  if (latest.size > SHOWN_PER_RULE) return `${latest.size} files changed`;
  const verb = { add: 'added', addDir: 'added', change: 'changed', unlink: 'removed', unlinkDir: 'removed' } as const;
  return [...latest].map(([file, type]) => `${file}${type.endsWith('Dir') ? '/' : ''} ${verb[type]}`).join(', ');
}

function groupByRule(warnings: HexsiteError[]): Map<string, HexsiteError[]> {
  const groups = new Map<string, HexsiteError[]>();
  for (const warning of warnings) {
    const group = groups.get(warning.ruleId) ?? [];
    group.push(warning);
    groups.set(warning.ruleId, group);
  }
  return groups;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
