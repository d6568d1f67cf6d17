import { existsSync, lstatSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from '../util/isAlive.js';
import { isInside } from '../util/isInside.js';
import { holdsHomeFolder, realPathOf } from '../util/realPathOf.js';
import { mapInLanes } from '../util/mapInLanes.js';
import type { OutputReuse } from './reuseOutput.js';
import type { OutputFile } from './outputFile.js';
import { assertWriting, insideFolder, stopWriting, writeOutputFile } from './outputFiles.js';

/** Files written at once: enough to keep the disk busy, few enough to stay under open-file limits. */
const CONCURRENCY = 64;

/**
 * A file every hexsite output holds (the route manifest, written since the first release):
 * a non-empty folder without it was not written by hexsite, and is never replaced.
 */
export const OUTPUT_MARKER = '__hexsite/routes.json';

/**
 * Writes the output atomically: `files`, and meanwhile whatever `fill` writes straight into the
 * folder (the pages, as they are rendered; it returns their bytes), go into a fresh sibling folder,
 * which then takes the place of the old output in two renames (put back if the second fails).
 * A build that fails before this point leaves the previous output as it was. Returns the
 * bytes written. With `reuse`, files the previous output holds already are linked from it.
 * Files made meanwhile elsewhere come as `later`, and are written once they are there; when
 * they fail instead, so does the output, and the previous one stays. With `removeOldLater`, it
 * returns once the new output is in place, and the old one is removed meanwhile (see `swapIn`).
 * `beforeSwap` (plugins' `postBuild`) runs on the complete new folder; when it fails, the
 * previous output stays.
 */
export async function writeOutput(
  outDir: string,
  files: OutputFile[],
  options: { fill?: (dir: string) => Promise<number>; reuse?: OutputReuse; later?: Promise<OutputFile[]>; removeOldLater?: boolean; beforeSwap?: (dir: string) => Promise<void> } = {},
): Promise<number> {
  // Awaited below, unless the other files fail first.
  options.later?.catch(() => {});
  const output = await beginOutput(outDir, options.reuse);
  const addAll = (some: OutputFile[]) => mapInLanes(some, CONCURRENCY, (file) => output.add(file));
  // Node's I/O threads write the files while `fill` renders the pages: one after the other, this
  // thread waited for the disk. A failure of either waits for the other before the folder goes.
  const [added, filled] = await Promise.allSettled([
    addAll(files).then(async () => options.later && addAll(await options.later)),
    options.fill ? options.fill(output.dir) : Promise.resolve(0),
  ]);
  const failed = [added, filled].find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await output.abort();
    throw failed.reason;
  }
  if (filled.status === 'fulfilled') output.count(filled.value);
  if (options.beforeSwap) {
    await options.beforeSwap(output.dir).catch(async (error: unknown) => {
      await output.abort();
      throw error;
    });
  }
  await output.commit({ removeOldLater: options.removeOldLater });
  return output.bytes;
}

/** An output being written: files go into a temporary folder until `commit` swaps it in. */
export interface PendingOutput {
  /** The temporary folder; pages may be written into it directly (by worker threads). */
  readonly dir: string;
  /** Bytes written through `add`, plus those reported with `count`. */
  readonly bytes: number;
  add(file: OutputFile): Promise<void>;
  /** Counts bytes written into `dir` by others. */
  count(bytes: number): void;
  /** Swaps the new output in for the old one; with `removeOldLater`, returns before the old one is removed. */
  commit(options?: { removeOldLater?: boolean }): Promise<void>;
  /** Removes the temporary folder, leaving the previous output as it was. */
  abort(): Promise<void>;
}

/** Outputs this process began writing. */
let outputsBegun = 0;

/** Starts writing an output: the only way files reach the output folder. */
export async function beginOutput(outDir: string, reuse?: OutputReuse): Promise<PendingOutput> {
  // Old outputs still there go while this one is written (see `removals`).
  removals.get(outDir)?.start();
  await recoverInterrupted(outDir);
  // Numbered too: two builds in the same millisecond (a clock held still in tests) must not share one.
  const temp = path.join(path.dirname(outDir), `${tempPrefix(outDir)}${process.pid}-${Date.now()}-${++outputsBegun}`);
  const write: Write = { outDir, temp, old: `${temp}-old`, adding: new Set() };
  inFlight.add(write);
  await mkdir(temp, { recursive: true });
  let bytes = 0;
  const made = new Set<string>();
  return {
    dir: temp,
    get bytes() {
      return bytes;
    },
    add(file) {
      assertWriting();
      const adding = (async () => {
        const target = insideFolder(temp, file.path);
        const dir = path.dirname(target);
        if (!made.has(dir)) {
          await mkdir(dir, { recursive: true });
          made.add(dir);
        }
        // Read `bytes` only after the write: `bytes += await …` would lose concurrent additions.
        const size = await (reuse ? reuse.writeFile(file, target, () => writeOutputFile(file, target)) : writeOutputFile(file, target));
        bytes += size;
      })();
      const settled = () => write.adding.delete(adding);
      write.adding.add(adding);
      adding.then(settled, settled);
      return adding;
    },
    count(more) {
      bytes += more;
    },
    async commit(options = {}) {
      try {
        // At most two old outputs at a time: the one before the latest goes first.
        await removeNow(removals.get(outDir)?.before);
        await swapIn(write, options.removeOldLater ?? false);
      } finally {
        inFlight.delete(write);
      }
    },
    async abort() {
      await Promise.allSettled([...write.adding]);
      // Render threads being stopped may still add a file while the folder goes: retried, and
      // never in the way of the build's own error. A folder left behind is removed by the next
      // build (`recoverInterrupted`), as after a killed one.
      await rm(temp, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => {});
      inFlight.delete(write);
    },
  };
}

/** A write under way: the output folder, the temporary folder, and where the old output goes meanwhile. */
interface Write {
  outDir: string;
  temp: string;
  old: string;
  /** Files being added: each is a few steps, and a folder it makes could bring back a removed `temp`. */
  adding: Set<Promise<void>>;
}

const inFlight = new Set<Write>();

/**
 * Undoes the writes under way, for a signal handler (once the worker threads have stopped):
 * stops new files, lets the files being added finish, then removes the temporary folders and
 * puts the previous output back where it was moved aside. A file being added would otherwise
 * land during the removal and fail it (ENOTEMPTY), or make a folder after it and bring the
 * temporary folder back. Each folder is still checked again after its removal. Old outputs
 * being removed after their swap are removed to the end.
 */
export async function abortWrites(): Promise<void> {
  stopWriting();
  await Promise.allSettled([...inFlight].flatMap((write) => [...write.adding]));
  for (const { outDir, old } of inFlight) if (!existsSync(outDir) && existsSync(old)) renameSync(old, outDir);
  const folders = [...inFlight].flatMap(({ temp, old }) => [temp, old]);
  for (let round = 0; round < 10 && folders.some((dir) => existsSync(dir)); round++) {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  inFlight.clear();
  await oldOutputsRemoved();
}

/**
 * Old outputs left to remove after their swap, by output folder: the latest, which waits for the
 * one before it, if any. A build begins their removal, and swaps in once the one before the
 * latest is gone, so at most two are left at a time: a rebuild of corpus 1000 begun within
 * `REMOVE_AFTER_MS` of the last waited 0.4-0.5 s for the old output's removal, which now goes
 * on while the next one is written and after it is swapped in.
 */
const removals = new Map<string, OldOutput>();

/** An old output's removal: begun after a pause, or at once by `start`, and once the removal of the one before it has ended. */
interface OldOutput {
  start(): void;
  removed: Promise<void>;
  /** The old output removed before this one, until this one's removal ends. */
  before?: OldOutput;
}

/**
 * How long after a rebuild the old output's removal begins, unless the next build needs it gone
 * sooner: a writer's next save often comes within it, and the removal's work on the disk and
 * this thread's would slow down the edit's preview and the browser showing it.
 */
const REMOVE_AFTER_MS = 1000;

/** Resolves once the old outputs swapped out so far are removed, beginning their removal now. */
export async function oldOutputsRemoved(): Promise<void> {
  await Promise.all([...removals.values()].map(removeNow));
}

async function removeNow(old: OldOutput | undefined): Promise<void> {
  old?.start();
  await old?.removed;
}

/**
 * Puts the new output in place of the old one, in two renames, then removes the old one. That
 * removal took most of the swap of corpus 1000 (2,759 files in 1,275 folders): with `later`, it
 * is left to after this returns, for `serve --watch`, which serves the new output meanwhile (see
 * `REMOVE_AFTER_MS`). A process that ends first leaves the folder to `recoverInterrupted`.
 */
async function swapIn({ outDir, temp, old }: Write, later: boolean): Promise<void> {
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, old);
  try {
    await rename(temp, outDir);
  } catch (error) {
    if (hadOutput) await rename(old, outDir);
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  if (!later) return rm(old, { recursive: true, force: true });
  let start = () => {};
  const begun = new Promise<void>((resolve) => (start = resolve));
  const timer = setTimeout(start, REMOVE_AFTER_MS);
  const before = removals.get(outDir);
  // Left behind when it fails: the next build of this folder removes it (`recoverInterrupted`, once this process has ended).
  const removed = Promise.all([begun, before?.removed])
    .then(() => removeOneByOne(old))
    .catch(() => {})
    .finally(() => {
      clearTimeout(timer);
      delete entry.before;
      if (removals.get(outDir) === entry) removals.delete(outDir);
    });
  const entry: OldOutput = {
    start: () => {
      entry.before?.start();
      start();
    },
    removed,
    before,
  };
  removals.set(outDir, entry);
}

/**
 * Removes a folder one file-system call at a time: `rm` keeps every thread of Node's I/O pool
 * busy, and on two cores an edit saved meanwhile took a third longer to show. Between the calls,
 * this thread shows the edit.
 */
async function removeOneByOne(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const inside = path.join(dir, entry.name);
    await (entry.isDirectory() ? removeOneByOne(inside) : unlink(inside));
  }
  await rmdir(dir);
}

/** `.build.tmp-`: the start of the names of a build's temporary folders beside `build/`. */
function tempPrefix(outDir: string): string {
  return `.${path.basename(outDir)}.tmp-`;
}

/**
 * Cleans up after builds that were killed while writing (Ctrl-C, kill, power loss): their
 * temporary folders are removed, and when one died between its two renames, the previous
 * output is put back. Folders of builds still running (their process is alive) are left alone.
 */
export async function recoverInterrupted(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = tempPrefix(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    const match = name.startsWith(prefix) ? /^(\d+)-\d+(?:-\d+)?(-old)?$/.exec(name.slice(prefix.length)) : null;
    return match !== null && !isAlive(Number(match[1]));
  });
  // The previous output, moved aside by a build that died before moving the new one in.
  const orphan = stale.find((name) => name.endsWith('-old'));
  if (orphan && !existsSync(outDir)) await rename(path.join(parent, orphan), outDir);
  for (const name of stale) await rm(path.join(parent, name), { recursive: true, force: true });
}

/** What the output folder must keep clear of. */
export interface OutDirRules {
  outDir: string;
  siteDir: string;
  /** Folders of sources, relative to the site folder (docs, blog, static…). */
  contentDirs: string[];
  /** Folder of hexsite's caches, relative to the site folder. */
  cacheDir: string;
}

/**
 * Refuses an output folder whose replacement would lose files: every build deletes the whole
 * folder. Paths are compared by their real paths, so a symbolic link cannot disguise one of
 * them. Returns why the folder is refused, or null.
 */
export function checkOutDir(rules: OutDirRules): string | null {
  const out = realPathOf(rules.outDir);
  const shown = `\`${rules.outDir}\``;
  const site = realPathOf(rules.siteDir);
  if (isInside(out, site)) return `the output folder ${shown} holds the site itself`;
  if (holdsHomeFolder(out)) return `the output folder ${shown} holds the home folder`;
  const cache = realPathOf(path.resolve(rules.siteDir, rules.cacheDir));
  if (isInside(out, cache) || isInside(cache, out)) return `the output folder ${shown} is hexsite's cache folder`;
  for (const dir of rules.contentDirs) {
    const content = realPathOf(path.resolve(rules.siteDir, dir));
    if (isInside(content, out) || isInside(out, content)) return `the output folder ${shown} overlaps the content folder \`${dir}\``;
  }
  if (!existsSync(out)) return null;
  if (!lstatSync(out).isDirectory()) return `the output folder ${shown} is an existing file`;
  if (readdirSync(out).length && !existsSync(path.join(out, OUTPUT_MARKER))) return `the output folder ${shown} holds files that hexsite did not write`;
  return null;
}
