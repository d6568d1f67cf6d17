import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/** One change in the site folder, as the rebuild summary names it. */
export interface SiteChange {
  type: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  /** Relative to the site folder, posix separators. */
  file: string;
  /** An added or changed file found empty: most often one being written in place, emptied first. */
  empty?: true;
}

/** Folders that hold no sources: version control, dependencies, hexsite's caches, outputs. */
const IGNORED_FOLDERS = new Set(['.git', '.hg', '.svn', 'node_modules', '.hexsite']);

/**
 * Files editors write beside the one being saved, and remove again: vim's swap files and its
 * `4913` probe, Emacs's lock and autosave files, backups ending in `~`, JetBrains' and
 * others' `*.tmp` / `___jb_tmp___` files. The rename onto the real file is the change that counts.
 */
const EDITOR_TEMP = /(?:^\.#|^#.*#$|^4913$|\.sw[a-p]$|~$|\.tmp$|___jb_(?:tmp|old)___$|\.crswap$)/;

/** When a file heard added or changed is looked at again: after chokidar stops dropping what it hears of it (5 ms). */
export const LOOK_AGAIN_MS = 20;

/** Whether a path (relative to the site folder) is left out of watching. */
export function isIgnored(relative: string, outDirs: string[] = []): boolean {
  if (!relative || relative === '.') return false;
  const segments = relative.split(/[\\/]/);
  if (segments.some((segment) => IGNORED_FOLDERS.has(segment) || segment.startsWith('.build.tmp-'))) return true;
  const posix = segments.join('/');
  if (outDirs.some((out) => posix === out || posix.startsWith(`${out}/`))) return true;
  return EDITOR_TEMP.test(segments[segments.length - 1]);
}

/** A watch of a site folder: `watchFolders` adds the content folders the config names outside it. */
export interface SiteWatcher {
  ready: Promise<void>;
  /** Watches the folders (absolute) not yet watched; resolves once they are. */
  watchFolders: (folders: string[]) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Watches a site folder and reports every change of a source in it, by its path relative to
 * the site folder (`../docs/intro.md` for a docs folder beside it). The output folders given
 * (relative to the site folder: the writer's own `build/`) are not sources: a `hexsite build`
 * run beside the watcher must not make it rebuild.
 */
export function watchSite(options: { siteDir: string; outDirs?: string[]; onChange: (change: SiteChange) => void; onError: (error: Error) => void }): SiteWatcher {
  const siteDir = path.resolve(options.siteDir);
  const outDirs = (options.outDirs ?? []).map((dir) => dir.split(path.sep).join('/'));
  const report = (type: SiteChange['type'], file: string, stats?: Stats) =>
    options.onChange({ type, file: path.relative(siteDir, file).split(path.sep).join('/'), ...(stats?.size === 0 && { empty: true }) });
  /** Files heard added or changed, to be looked at again (see `LOOK_AGAIN_MS`). */
  const lookAgain = new Map<string, NodeJS.Timeout>();
  let closed = false;
  const watchers = new Map<string, FSWatcher>();
  const watchFolder = (folder: string, ignored: (file: string) => boolean): Promise<void> => {
    const watcher: FSWatcher = watch(folder, { ignoreInitial: true, ignored });
    watchers.set(folder, watcher);
    watcher.on('all', (type, file, stats) => {
      if (type !== 'add' && type !== 'change' && type !== 'unlink' && type !== 'addDir' && type !== 'unlinkDir') return;
      report(type, file, stats);
      clearTimeout(lookAgain.get(file));
      lookAgain.delete(file);
      if ((type !== 'add' && type !== 'change') || !stats) return;
      // chokidar drops what it hears of a file for 5 ms after each event it acts on: a file
      // written in place, heard emptied, may be filled in that time and never heard again.
      lookAgain.set(
        file,
        setTimeout(() => {
          lookAgain.delete(file);
          stat(file).then(
            (now) => (now.mtimeMs !== stats.mtimeMs || now.size !== stats.size) && !closed && report('change', file, now),
            () => {
              // Gone: chokidar reports that.
            },
          );
        }, LOOK_AGAIN_MS),
      );
    });
    watcher.on('error', (error) => options.onError(error as Error));
    return new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  };
  const ready = watchFolder(siteDir, (file) => isIgnored(path.relative(siteDir, file), outDirs));
  const watchFolders = async (folders: string[]) => {
    const added = folders.filter((folder) => !closed && !watchers.has(folder));
    await Promise.all(added.map((folder) => watchFolder(folder, (file) => isIgnored(path.relative(folder, file)))));
  };
  const close = async () => {
    closed = true;
    for (const timer of lookAgain.values()) clearTimeout(timer);
    await Promise.all([...watchers.values()].map((watcher) => watcher.close()));
  };
  return { ready, watchFolders, close };
}
