import path from 'node:path';
import { build } from '../pipeline/build.js';
import { wasInterrupted } from '../threads/workerPool.js';
import { isUserError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { EXIT, type ExitCode } from './exitCodes.js';
import { createProgressLine } from './progressLine.js';
import { warningLabel } from '../errors/policy.js';
import { formatMigration } from '../config/docusaurus/report.js';

/** What `hexsite build` was asked. */
export interface BuildCommand {
  siteDir: string;
  outDir?: string;
  includeDrafts?: boolean;
  debug?: boolean;
  cache?: boolean;
  timeoutSeconds?: number;
  /** Build only this locale. */
  locale?: string;
  /** `--untrusted-markdown`: see `BuildOptions.untrustedMarkdown`. */
  untrustedMarkdown?: boolean;
}

/** Where a command prints: the terminal, or a test that reads what a user would see. */
export interface Printer {
  out(line: string): void;
  err(line: string): void;
}

/** Prints to the terminal. */
export const terminal: Printer = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** `hexsite build`: builds, prints warnings and a one-line summary; returns the exit code. */
export async function runBuild(options: BuildCommand, print: Printer = terminal): Promise<ExitCode> {
  const progress = process.stdout.isTTY && print === terminal ? createProgressLine(process.stdout) : undefined;
  const out = (line: string) => {
    progress?.clear();
    print.out(line);
  };
  try {
    const result = await build({
      siteDir: options.siteDir,
      outDir: options.outDir,
      includeDrafts: options.includeDrafts,
      cache: options.cache,
      timeoutSeconds: options.timeoutSeconds,
      locale: options.locale,
      untrustedMarkdown: options.untrustedMarkdown,
      log: out,
      progress: progress ? (stage, done, total) => progress.update(stage, done, total) : undefined,
      // A Docusaurus folder: what of its config is not honoured, once, before the build's own lines.
      onMigration: (migration) => {
        progress?.clear();
        for (const line of formatMigration(migration)) print.err(line);
      },
    });
    for (const warning of result.warnings) print.err(`${warningLabel(warning)}: ${formatError(warning, { debug: options.debug })}`);
    const seconds = (result.stats.milliseconds / 1000).toFixed(2);
    const where = path.relative(process.cwd(), result.outDir ?? '') || '.';
    out(`✓ built ${result.stats.pages} pages in ${seconds} s → ${where}/ (${formatBytes(result.stats.bytes)})`);
    return EXIT.ok;
  } catch (caught) {
    progress?.clear();
    // Ctrl-C or a kill: the build failed because its threads and writes were stopped, and the
    // process is ending with the signal's code, the previous output untouched. Nothing to say.
    if (wasInterrupted()) return EXIT.content;
    const error = fromSystemError(caught, path.resolve(options.siteDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    if (!isUserError(error)) return EXIT.content;
    print.err('✗ build failed; the previous output was left untouched');
    const errors = 'errors' in error ? error.errors : [error];
    return errors.some((one) => one.environment) ? EXIT.environment : EXIT.content;
  }
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
