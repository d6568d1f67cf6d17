/** Quiet time after the last change before a rebuild starts: an editor's save is over by then. */
export const DEBOUNCE_MS = 50;
/**
 * From this many waiting changes, a burst is under way (a `git checkout`, a folder copied in):
 * its writes can pause longer than an editor's save, on a busy machine, so the quiet time grows.
 */
export const BURST_SIZE = 10;
/** Quiet time after the last change of a burst. */
export const BURST_DEBOUNCE_MS = 200;
/** The longest a rebuild waits while changes keep coming (a long `git checkout`, a file being copied). */
export const MAX_WAIT_MS = 500;

/** The timers a queue uses: the real ones, or a test's. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => performance.now(),
};

/** A queue that turns a stream of changes into rebuilds. */
export interface RebuildQueue<Change> {
  /**
   * Notes a change; a rebuild follows once changes stop (see `createRebuildQueue`). A change
   * that looks half done (a file emptied, most often to be written again at once) waits the
   * longer quiet time of a burst.
   */
  add(change: Change, options?: { halfDone?: boolean }): void;
  /** The changes that wait for the next rebuild, in the order heard. */
  waiting(): readonly Change[];
  /** Resolves once no rebuild runs or waits. */
  idle(): Promise<void>;
  /** Drops waiting changes; a rebuild under way finishes. */
  close(): void;
}

/**
 * Collects changes and runs one rebuild for each burst of them. An editor's save is several
 * events (a temporary file written, renamed over the old one, its mode set) and a `git
 * checkout` is hundreds: the rebuild starts once no change came for `DEBOUNCE_MS` (for
 * `BURST_DEBOUNCE_MS` once `BURST_SIZE` changes wait), or at the latest `MAX_WAIT_MS` after the
 * first, and gets them all. Rebuilds never overlap: changes that come during one are kept, and
 * exactly one more rebuild runs for them when it ends and their quiet time is over.
 */
export function createRebuildQueue<Change>(options: {
  rebuild: (changes: Change[]) => Promise<void>;
  timers?: Timers;
}): RebuildQueue<Change> {
  const { rebuild, timers = realTimers } = options;
  let pending: Change[] = [];
  let firstAt = 0;
  let timer: unknown = null;
  /** Whether the quiet time ended while a rebuild ran: the next one starts as soon as it ends. */
  let due = false;
  let running: Promise<void> | null = null;
  let closed = false;
  const waiters: Array<() => void> = [];

  const settle = () => {
    if (running || timer !== null || due || pending.length) return;
    for (const resolve of waiters.splice(0)) resolve();
  };

  const start = () => {
    timer = null;
    if (closed || !pending.length) return settle();
    if (running) {
      due = true;
      return;
    }
    due = false;
    const changes = pending;
    pending = [];
    running = rebuild(changes)
      .catch(() => {
        // The rebuild reports its own failures; the queue only keeps going.
      })
      .finally(() => {
        running = null;
        if (due) start();
        else settle();
      });
  };

  return {
    add(change, options) {
      if (closed) return;
      const now = timers.now();
      if (!pending.length) firstAt = now;
      pending.push(change);
      // Its quiet time starts now, also for the changes that came before it during a rebuild.
      due = false;
      if (timer !== null) timers.clearTimeout(timer);
      const quiet = pending.length >= BURST_SIZE || options?.halfDone ? BURST_DEBOUNCE_MS : DEBOUNCE_MS;
      timer = timers.setTimeout(start, Math.max(0, Math.min(quiet, firstAt + MAX_WAIT_MS - now)));
    },
    waiting() {
      return pending;
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    close() {
      closed = true;
      pending = [];
      due = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      settle();
    },
  };
}
