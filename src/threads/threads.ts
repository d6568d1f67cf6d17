import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { writeHeldEntries } from '../cache/pageStore.js';
import { takeTurn } from './turns.js';
import type { ThreadStage, WorkerSetup } from './worker.js';
import { WorkerPool } from './workerPool.js';

/**
 * From this many tasks in a stage (files to parse, pages to render), every core gets a thread
 * and this one coordinates. Below, this thread does them all: a thread costs 0.2 s to start,
 * and on the Hexagon site (26 files) a second one sharing the parse saved nothing, since
 * most of a small parse is V8 compiling the parser, which each thread does again.
 */
export const THREADS_FROM = 64;

/** The most threads a build uses: past this, writing and coordinating are the limit, not cores. */
const MAX_THREADS = 8;

/** How a stage runs its tasks: on these threads, or on this one when there are none. */
export interface StageThreads {
  pool?: WorkerPool;
}

/**
 * The worker threads of one build: a stage with enough tasks for them (see `THREADS_FROM`)
 * starts its own, from its stage's worker file, and releases them before the next stage. An
 * explicit number of threads (`workers`, `HEXSITE_WORKERS`) is obeyed as it is. Threads run only
 * when hexsite runs compiled (the worker files exist).
 */
export class BuildThreads {
  /** The threads running, and the stage they run for. */
  private running: { pool: WorkerPool; stage: ThreadStage } | undefined;
  private readonly requested: number | undefined;
  private readonly cores = Math.min(os.availableParallelism(), MAX_THREADS);

  /** Whether `runAlone` takes a thread even when no threads were asked for. */
  private readonly alone: boolean;

  constructor(requested?: number, options: { alone?: boolean } = {}) {
    const fromEnvironment = process.env.HEXSITE_WORKERS ? Number(process.env.HEXSITE_WORKERS) : undefined;
    this.requested = requested ?? fromEnvironment;
    this.alone = options.alone ?? false;
  }

  /**
   * The threads for a stage of this many tasks, from `from` tasks (`THREADS_FROM` by default)
   * unless a number was asked for. The threads of the stage before must have been released.
   */
  forStage(stage: ThreadStage, tasks: number, options: { from?: number } = {}): StageThreads {
    if (this.running && this.running.stage !== stage) throw new Error(`Internal error: the threads of the ${this.running.stage} stage still run`);
    if (!this.running && tasks > 0 && (this.requested !== undefined || tasks >= (options.from ?? THREADS_FROM))) {
      const pool = startPool(stage, this.requested ?? this.cores);
      if (pool) this.running = { pool, stage };
    }
    return { pool: this.running?.pool };
  }

  /**
   * Stops the threads until a later stage needs them again. Between parsing and rendering, this
   * thread works alone (the site model, the search index, the link check), and threads that
   * wait keep the heaps the parser grew: on corpus 1000, 280 MB.
   */
  async release(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await running?.pool.close();
  }

  async close(): Promise<void> {
    await this.release();
  }

  /**
   * Runs one task of a stage on a thread of its own that ends with it, or on this thread when
   * hexsite does not run compiled or is asked for no threads: for a task whose memory would
   * otherwise stay in this thread's heap for the rest of the build. With `alone`, it takes a
   * thread even in a build asked for none, so that this thread stays free meanwhile.
   */
  async runAlone<Result>(setup: WorkerSetup, task: unknown, onThisThread: () => Result): Promise<Result> {
    const pool = this.requested === 0 && !this.alone ? undefined : startPool(setup.stage, 1);
    if (!pool) return onThisThread();
    try {
      pool.init(setup);
      return await pool.run<Result>(task);
    } finally {
      await pool.close();
    }
  }
}

/**
 * A thread kept from one build to the next for a task of one stage: `serve --watch` keeps the
 * search stage's, whose code V8 has optimised by the second rebuild, where a new thread would
 * compile it again (on corpus 1000, the index of a one-page edit took 2.1-2.6 s on a new thread).
 * It starts with its first task; one that fails is stopped, and the next task starts another.
 */
export class KeptThread {
  private pool: WorkerPool | undefined;

  /** `file`: the thread's entry file, by default the stage's worker file. */
  constructor(
    private readonly setup: WorkerSetup,
    private readonly file?: string,
  ) {}

  /** Runs the task on the kept thread, or on this one when hexsite does not run compiled. */
  async run<Result>(task: unknown, onThisThread: () => Result): Promise<Result> {
    // A thread that failed or stopped between builds (Ctrl-C stops every thread) is replaced.
    if (this.pool && !this.pool.alive) await this.close();
    if (!this.pool) {
      this.pool = startPool(this.setup.stage, 1, this.file);
      if (!this.pool) return onThisThread();
      this.pool.init(this.setup);
    }
    // The thread reads parsed pages from files only.
    writeHeldEntries();
    const pool = this.pool;
    try {
      return await pool.run<Result>(task);
    } catch (error) {
      if (this.pool === pool) this.pool = undefined;
      await pool.close();
      throw error;
    }
  }

  /** Stops the thread. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}

/** Threads of a stage, or none when hexsite does not run compiled. */
function startPool(stage: ThreadStage, size: number, entry?: string): WorkerPool | undefined {
  // Each stage's worker file holds only that stage's code (see `serveTasks`).
  const file = entry ?? fileURLToPath(new URL(`./${stage}Worker.js`, import.meta.url));
  if (!(size > 0) || !existsSync(file)) return undefined;
  // Threads read parsed pages from files only.
  writeHeldEntries();
  // A young generation of 64 MB per thread: with V8's default, scavenges of the parser's short-lived
  // objects took most of the time; 192 MB was no faster on corpus 1000 and cost 130 MB more.
  return new WorkerPool(file, size, { youngGenerationMb: Number(process.env.HEXSITE_YOUNG_MB ?? 64) });
}

/**
 * Runs every task on the stage's threads, each taking the next task as it becomes free (a slow
 * page never holds up the others), or on this thread when the stage has none, one at a time,
 * letting the I/O under way (the output's other files) go on between them. Results keep the
 * tasks' order.
 */
export async function runTasks<Task, Result>(tasks: Task[], threads: StageThreads, onThisThread: (task: Task) => Result | Promise<Result>, onDone?: () => void): Promise<Result[]> {
  const done = <T,>(value: T): T => {
    onDone?.();
    return value;
  };
  const { pool } = threads;
  if (!pool) {
    const results: Result[] = [];
    for (const task of tasks) {
      results.push(done(await onThisThread(task)));
      await takeTurn();
    }
    return results;
  }
  return Promise.all(tasks.map((task) => pool.run<Result>(task).then(done)));
}
