import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { configForLocale, type LocaleBuild } from '../config/localeBuilds.js';
import type { LoadedPlugin } from '../plugins/types.js';
import type { BuildThreads } from '../threads/threads.js';
import { isAlive } from '../util/isAlive.js';
import type { BuildOptions, WatchBuild } from './build.js';
import type { BuildResult } from './types.js';

/** What one locale's build is given. */
export interface LocaleContext {
  threads: BuildThreads;
  options: BuildOptions;
  watch: WatchBuild;
  config: SiteConfig;
  plugins: LoadedPlugin[];
  outDir: string;
  started: number;
  timeoutSeconds: number;
  write: boolean;
  log: (line: string) => void;
  /** Several locales are built: no output is reused from the previous one (see `buildLocales`). */
  fresh?: boolean;
  /** Runs on the complete new output before it replaces the old one. */
  beforeSwap?: (dir: string) => Promise<void>;
}

/**
 * Builds every locale of the site, one after the other, as Docusaurus does: each a whole build
 * with its own base URL, content and search index, so memory holds one locale at a time. The
 * other locales are written into a staging folder beside the output, and moved into the default
 * locale's new output before it is swapped in: the output changes at once, all locales or none.
 */
export async function buildLocales(context: LocaleContext, locales: LocaleBuild[], buildLocked: (context: LocaleContext) => Promise<BuildResult>): Promise<BuildResult> {
  const { config, outDir, write, log } = context;
  const [main, ...others] = locales;
  const staging = write ? await beginStaging(outDir) : undefined;
  try {
    const results: Array<{ result: KeptResult; subdir: string }> = [];
    for (const locale of others) {
      log(`building locale ${locale.locale} into ${path.posix.join(path.basename(outDir), locale.outSubdir)}/ (${locale.baseUrl})`);
      const result = await buildLocked({ ...context, config: await configForLocale(config, locale), outDir: path.join(staging ?? outDir, locale.outSubdir), fresh: true });
      // Its render threads end with it: the next locale's parse threads start afresh, and their heaps hold one locale's pages at a time.
      await context.threads.release();
      results.push({ result: keptOf(result), subdir: locale.outSubdir });
    }
    log(`building locale ${main.locale} into ${path.basename(outDir)}/ (${main.baseUrl})`);
    const moveIn = async (dir: string) => {
      for (const locale of others) await rename(path.join(staging!, locale.outSubdir), path.join(dir, locale.outSubdir));
    };
    const first = await buildLocked({ ...context, config: await configForLocale(config, main), fresh: true, beforeSwap: staging ? moveIn : undefined });
    return mergeResults(first, results);
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

/** What the build of every locale keeps of one locale's build while the next ones run: its pages' and files' lists, not its model. */
type KeptResult = Pick<BuildResult, 'pages' | 'files' | 'rendered' | 'changed' | 'warnings' | 'stats'>;

function keptOf(result: BuildResult): KeptResult {
  const { pages, files, rendered, changed, warnings, stats } = result;
  return { pages, files, rendered, changed, warnings, stats };
}

/**
 * The build of every locale as one: the default locale's, with the pages, files and warnings of
 * all, the other locales' files at their paths in the output folder (`fr/docs/intro/index.html`).
 */
function mergeResults(first: BuildResult, others: Array<{ result: KeptResult; subdir: string }>): BuildResult {
  const moved = others.map(({ result, subdir }) => ({
    ...result,
    pages: result.pages.map((page) => ({ ...page, file: path.posix.join(subdir, page.file) })),
    files: result.files.map((file) => ({ ...file, path: path.posix.join(subdir, file.path) })),
  }));
  const all = [first, ...moved];
  const seen = new Set<string>();
  // A problem of the config or of a file every locale reads is met once per locale: said once.
  const warnings = all.flatMap((result) => result.warnings).filter((warning) => {
    const key = `${warning.file ?? ''}:${warning.line ?? ''}:${warning.message}`;
    return !seen.has(key) && seen.add(key);
  });
  return {
    ...first,
    pages: all.flatMap((result) => result.pages),
    files: all.flatMap((result) => result.files),
    rendered: all.flatMap((result) => result.rendered),
    changed: all.flatMap((result) => result.changed),
    warnings,
    stats: {
      pages: all.reduce((sum, result) => sum + result.stats.pages, 0),
      bytes: all.reduce((sum, result) => sum + result.stats.bytes, 0),
      milliseconds: first.stats.milliseconds,
    },
    renderFrom: undefined,
  };
}

/** `.build.locales-`: the start of the staging folders of builds of several locales, beside `build/`. */
function stagingPrefix(outDir: string): string {
  return `.${path.basename(outDir)}.locales-`;
}

/** A new staging folder for the other locales' outputs, once those of builds that were killed are removed. */
async function beginStaging(outDir: string): Promise<string> {
  const parent = path.dirname(outDir);
  const prefix = stagingPrefix(outDir);
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const pid = name.startsWith(prefix) ? /^(\d+)-/.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid !== undefined && !isAlive(Number(pid))) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  const staging = path.join(parent, `${prefix}${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  return staging;
}

