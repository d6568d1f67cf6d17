import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from '../util/isAlive.js';
import { CACHE_ROOT } from '../cache/pageStore.js';

/** How often a build waiting for another one looks at the lock again. */
const POLL_MS = 100;

/** The end of the build that holds a site's lock in this process, by lock file: the next one waits for it. */
const held = new Map<string, Promise<void>>();

/**
 * Takes the lock of a site's builds, `.hexsite/build.lock`, holding the pid of the build that
 * writes: two builds of one site at once would share its cache and swap their outputs over
 * each other. A second build waits for the first to end, as cargo waits for its build folder,
 * saying so once; a lock whose process is gone (a build killed with SIGKILL) is taken over.
 * Returns the function that releases it. A site folder that cannot be written has no lock:
 * the build goes on, and fails where it must write, if it must.
 */
export async function acquireBuildLock(options: { siteDir: string; log: (line: string) => void }): Promise<() => void> {
  const lock = path.join(options.siteDir, CACHE_ROOT, 'build.lock');
  // Builds of one process (serve --watch, the API) wait in line here, not on the file.
  const before = held.get(lock);
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  held.set(lock, mine);
  await before;
  let owned = false;
  try {
    owned = await takeLock(lock, options.log);
  } catch (error) {
    done();
    throw error;
  }
  if (owned) process.once('exit', release);
  let released = false;
  function release() {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (owned) removeIfOwner(lock, process.pid);
    if (held.get(lock) === mine) held.delete(lock);
    done();
  }
  return release;
}

/** Waits until the lock file is this process's; false when the folder cannot hold one. */
async function takeLock(lock: string, log: (line: string) => void): Promise<boolean> {
  try {
    mkdirSync(path.dirname(lock), { recursive: true });
    // Written whole under a name of its own, then linked: a lock file is never seen half-written.
    const temporary = `${lock}.${process.pid}.tmp`;
    writeFileSync(temporary, `${process.pid}\n`);
    try {
      let told = false;
      for (;;) {
        try {
          linkSync(temporary, lock);
          return true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        const owner = ownerOf(lock);
        if (owner !== undefined && !isAlive(owner)) {
          // Left by a build that was killed: taken over.
          removeIfOwner(lock, owner);
          continue;
        }
        if (!told) {
          log(`… waiting for another build of this site (process ${owner ?? 'unknown'}) to end`);
          told = true;
        }
        await sleep(POLL_MS);
      }
    } finally {
      unlinkSync(temporary);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return false;
    throw error;
  }
}

function ownerOf(lock: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function removeIfOwner(lock: string, pid: number): void {
  if (ownerOf(lock) !== pid) return;
  try {
    unlinkSync(lock);
  } catch {
    // Removed by another build taking it over meanwhile.
  }
}
