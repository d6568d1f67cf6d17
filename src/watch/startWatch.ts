import type { Migration } from '../config/docusaurus/readDocusaurusConfig.js';
import { formatMigration } from '../config/docusaurus/report.js';
import path from 'node:path';
import { outputFileOf } from '../pipeline/build.js';
import { Rebuild } from '../pipeline/rebuild.js';
import type { BuildResult } from '../pipeline/types.js';
import { replaceServedFile } from '../output/outputFiles.js';
import { oldOutputsRemoved } from '../output/writeOutput.js';
import { fromSystemError } from '../errors/systemError.js';
import { reuseSections } from '../markdown/sectionReuse.js';
import type { StreamEvent } from '../serve/eventStream.js';
import { describeFailure, type Failure } from './describeFailure.js';
import { startDevServer } from './devServer.js';
import { claimDevFolder, devOutDir } from './devOutDir.js';
import { holdsText, previewEach, unchangedSinceBuilt } from './previewEdits.js';
import { BURST_SIZE, createRebuildQueue } from './rebuildQueue.js';
import { createRebuildReporter, type Printer } from './rebuildReport.js';
import { warmUp } from './warmUp.js';
import { watchSite, type SiteChange } from './watchSite.js';

/** What `serve --watch` was asked. */
export interface WatchOptions {
  siteDir: string;
  port: number;
  host: string;
  nextFreePort?: boolean;
  /** Default: see `devOutDir`. */
  outDir?: string;
  includeDrafts?: boolean;
  timeoutSeconds?: number;
  /** The locale served, on a site of several: the default one unless given. */
  locale?: string;
  quiet?: boolean;
  debug?: boolean;
  color?: boolean;
  print: Printer;
}

/** A running `serve --watch`. */
export interface Watching {
  port: number;
  /** The address the server is bound to (see `isEveryInterface`). */
  address: string;
  /** The base path of the last good build ('/' before one). */
  readonly baseUrl: string;
  /** Whether the last build succeeded. */
  readonly ok: boolean;
  outDir: string;
  /** Resolves once no rebuild runs or waits. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Quiet time after a change before an edited page is shown ahead of the rebuild: the writes of
 * one save. The rebuild waits longer (see `DEBOUNCE_MS`), for a whole burst of files to end.
 */
const PREVIEW_AFTER_MS = 5;
/** How long a rebuild waits after a page was shown ahead of it: the reader's browser fetches that page meanwhile, undelayed by the build. */
const FETCH_BEFORE_REBUILD_MS = 100;

/** From this many changed files a rebuild uses worker threads: below it, starting them costs more than they save. */
const THREADS_FROM = 64;
/**
 * From this many pages a rebuild makes the search index on a thread, so this one can show edits
 * saved meanwhile (the index of corpus 1000 takes 4 s); below it, the index takes less time than
 * starting a thread.
 */
const SEARCH_THREAD_FROM = 300;
/**
 * How many of the files parsed last on this thread keep their sections, so that an edit parses
 * again only the sections it changed (see `reuseSections`): those the writer edits, and those
 * the warm-up parsed. They take about ten times their text in heap: 12 MB for 64 pages of corpus 1000.
 */
const SECTION_FILES = 64;

/**
 * Builds the site, serves it, and rebuilds it in this process whenever a source changes:
 * through the cache, so a warm build parses only the changed files and hard-links every page
 * whose inputs are unchanged. Each build writes a complete output and swaps it in (or, when
 * nothing changed, leaves the output as it is), so an added, renamed or deleted file never
 * leaves a stale page behind. After a good build, open pages hear which pages changed; after
 * a failed one, what failed, while the last good build stays served. Nothing a build throws
 * stops the server.
 */
export async function startWatch(options: WatchOptions): Promise<Watching> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = options.outDir ?? devOutDir(siteDir);
  if (!options.outDir) claimDevFolder(outDir);
  reuseSections(SECTION_FILES);
  const report = createRebuildReporter({ print: options.print, color: options.color ?? false, quiet: options.quiet, debug: options.debug });
  let failure: Failure | null = null;
  let baseUrl = '/';
  /** The pages of the last good build. */
  let shown: Set<string> | null = null;
  let buildId = 0;
  /** The last good build, while no failure is shown: what an edit's page is rendered again from. */
  let last: BuildResult | null = null;
  let building = false;
  /** The pipeline, as every rebuild runs it. */
  // A Docusaurus folder: what of its config is not honoured, printed once, not at every rebuild.
  let migrationShown = false;
  const onMigration = (migration: Migration) => {
    if (migrationShown) return;
    migrationShown = true;
    for (const line of formatMigration(migration)) options.print.err(line);
  };
  const pipeline = new Rebuild({ siteDir, outDir, cache: true, includeDrafts: options.includeDrafts, timeoutSeconds: options.timeoutSeconds, locale: options.locale, onMigration });
  /** Pages shown ahead of the coming rebuild, by permalink: its event leaves out those it writes the same. */
  let previewed = new Map<string, string>();
  let previewedAt = -Infinity;
  /** Pages shown ahead of rebuilds that failed: the next good build brings them up to date. */
  let unsettled = new Map<string, string>();
  /**
   * An edit of a page's text shows at once (see `previewEach`), also while a rebuild runs; the
   * rebuild follows and brings the rest up to date.
   */
  const preview = (changes: SiteChange[]) => {
    const pages = last && !failure ? previewEach({ siteDir, last, changes }) : [];
    if (!pages.length) return;
    for (const page of pages) previewed.set(page.permalink, page.html);
    previewedAt = performance.now();
    // Each page's new content travels in the event: a browser showing it needs no fetch.
    const contents = Object.fromEntries(pages.map((page) => [page.permalink, { content: page.contentHtml, data: page.dataHash, ...(page.dataText !== undefined && { dataText: page.dataText }) }]));
    server.events.send({ type: 'built', data: { id: ++buildId, baseUrl, all: false, changed: pages.map((page) => page.permalink), pages: contents } });
  };
  const current = (): StreamEvent | null => (failure ? { type: 'failed', data: failure } : null);
  const server = await startDevServer({ port: options.port, host: options.host, nextFreePort: options.nextFreePort, current, buildId: () => buildId });

  const rebuild = async (changes: SiteChange[]): Promise<void> => {
    // Nothing to build, and nothing shown ahead to take back: the pages stand as the last build wrote them.
    if (last && !failure && !previewed.size && !unsettled.size && unchangedSinceBuilt({ siteDir, last, changes })) return;
    const started = performance.now();
    building = true;
    // Edits saved while the last rebuild ran were shown then when they could be; the others are shown now.
    if (!previewed.size) preview(changes);
    const shownAhead = new Map([...unsettled, ...previewed]);
    previewed = new Map();
    unsettled = new Map();
    const fetching = previewedAt + FETCH_BEFORE_REBUILD_MS - performance.now();
    if (fetching > 0) await new Promise((resolve) => setTimeout(resolve, fetching));
    const threads = changes.length === 0 || changes.length >= THREADS_FROM || changes.some((change) => isSiteWide(change.file));
    try {
      // The served build's pages stay in the store while this one runs: edits are shown from them.
      const result = await pipeline.build({ workers: threads ? undefined : 0, searchThread: (shown?.size ?? 0) >= SEARCH_THREAD_FROM, serving: last });
      const nextBase = result.model.config.baseUrl;
      const permalinks = new Set(result.model.routes.map((route) => route.page.permalink));
      // Pages the build wrote anew (new ones among them) changed; the others stood as they were.
      const before = shown && nextBase === baseUrl ? shown : null;
      // Pages already shown as the rebuild wrote them again need no second update.
      const shownAlready = new Set([...shownAhead].filter(([permalink, html]) => holdsText(path.join(outDir, outputFileOf(permalink, nextBase)), html)).map(([permalink]) => permalink));
      // Pages shown while this build ran are newer than what it wrote: they stay as shown, until the rebuild their edit queued.
      const newer = nextBase === baseUrl ? showOver(outDir, nextBase, previewed, permalinks) : new Set<string>();
      // A page shown ahead that the build wrote as it was before (an edit undone) is shown as written.
      const changed = before ? [...new Set([...result.changed, ...[...shownAhead.keys()].filter((permalink) => permalinks.has(permalink))])] : [...permalinks];
      const removed = before ? [...before].filter((permalink) => !permalinks.has(permalink)) : [];
      server.serveOutput(outDir, nextBase);
      // The docs or blog folder the config names outside the site folder, new with this build's config.
      void watcher.watchFolders(contentFoldersOf(result));
      shown = permalinks;
      baseUrl = nextBase;
      failure = null;
      last = result;
      server.events.send({ type: 'built', data: { id: ++buildId, baseUrl, all: !before, changed: [...changed.filter((permalink) => !shownAlready.has(permalink) && !newer.has(permalink)), ...removed] } });
      report.built({ changes, pages: before ? result.rendered.length : permalinks.size, removed: removed.length, total: permalinks.size, milliseconds: performance.now() - started, warnings: result.warnings });
    } catch (caught) {
      unsettled = shownAhead;
      const error = fromSystemError(caught, siteDir) ?? caught;
      failure = describeFailure(error);
      last = null;
      server.events.send({ type: 'failed', data: failure });
      report.failed(error, changes, performance.now() - started);
    } finally {
      building = false;
    }
  };

  let previewWindow: SiteChange[] = [];
  let previewTimer: NodeJS.Timeout | undefined;
  /** Until the first change (or the end), the main thread readies its parser for it: see `warmUp`. */
  let untouched = true;
  const first = rebuild([]);
  const queue = createRebuildQueue<SiteChange>({ rebuild: (changes) => first.then(() => rebuild(changes)) });
  const watcher = watchSite({
    siteDir,
    // The writer's own output, when it lies inside the site folder, is no source.
    outDirs: ['build', path.relative(siteDir, outDir)].filter((dir) => dir && !dir.startsWith('..') && !path.isAbsolute(dir)),
    onChange: (change) => {
      untouched = false;
      queue.add(change, { halfDone: change.empty });
      // The files of a save are shown without waiting for the rebuild, also one that runs for
      // seconds: one file, or a few saved together. A burst (a `git checkout`) is the rebuild's.
      previewWindow.push(change);
      clearTimeout(previewTimer);
      previewTimer = setTimeout(() => {
        const waiting = new Set(queue.waiting().map((each) => each.file));
        // A rebuild that took them already (its longest wait ended first) shows them itself.
        const changes = previewWindow.filter((each) => waiting.has(each.file));
        previewWindow = [];
        if (changes.length && waiting.size < BURST_SIZE) preview(changes);
      }, PREVIEW_AFTER_MS);
    },
    onError: (error) => report.warn(`watching ${path.relative(process.cwd(), siteDir) || '.'}: ${error.message}`),
  });
  await Promise.all([first, watcher.ready]);
  // Watched once the first build has read the config that names them.
  await watcher.watchFolders(contentFoldersOf(last));
  if (last) void warmUp({ siteDir, last, stopped: () => !untouched || building });
  return {
    port: server.port,
    address: server.address,
    get baseUrl() {
      return baseUrl;
    },
    get ok() {
      return failure === null;
    },
    outDir,
    idle: () => queue.idle(),
    async close() {
      untouched = false;
      queue.close();
      clearTimeout(previewTimer);
      await watcher.close();
      await queue.idle();
      await oldOutputsRemoved();
      await pipeline.close();
      await server.close();
      reuseSections(0);
    },
  };
}

/** The content folders a build's config names outside the site folder (none without a build). */
function contentFoldersOf(result: BuildResult | null): string[] {
  return result?.model.config.site.contentFolders ?? [];
}

/** Files whose change touches every page: the config, the sidebars (`sidebars.js`, a docs set's `sidebarsApi.json`). */
function isSiteWide(file: string): boolean {
  return /(?:^|\/)(?:hexsite|docusaurus)\.config\.[a-z]+$/.test(file) || /(?:^|\/)sidebars?[\w-]*\.[a-z]+$/i.test(file);
}

/** Writes pages over their files in a new output, when the page is still there; returns the permalinks written. */
function showOver(outDir: string, baseUrl: string, pages: Map<string, string>, permalinks: Set<string>): Set<string> {
  const written = new Set<string>();
  for (const [permalink, html] of pages) {
    if (!permalinks.has(permalink)) continue;
    try {
      replaceServedFile(path.join(outDir, outputFileOf(permalink, baseUrl)), html);
      written.add(permalink);
    } catch {
      // The page as the build wrote it stays; the rebuild the edit queued brings it up to date.
    }
  }
  return written;
}

