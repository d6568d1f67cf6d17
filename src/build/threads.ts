import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { WorkerPool } from './workerPool.js';

/** From this many tasks in a stage (files to parse, pages to render), every core gets a thread and this one only coordinates. */
const ALL_THREADS_FROM = 64;

/** The most threads a build uses: past this, writing and coordinating are the limit, not cores. */
const MAX_THREADS = 8;

/** How a stage runs its tasks: on these threads, and on this one too when it helps. */
export interface StageThreads {
  pool?: WorkerPool;
  /** This thread takes tasks too: a small stage, where a free core would be wasted otherwise. */
  mainHelps: boolean;
}

/**
 * The worker threads of one build. Starting a thread costs about 0.2 s, a large part of a small
 * site's build, so on a machine with more than one core the threads for all cores but this one
 * start with the build, while the config loads and the content is read; a stage with many tasks
 * adds a thread for the last core and leaves this one to coordinate, a small stage shares its
 * tasks with this thread. An explicit number of threads (`workers`, `HEXSITE_WORKERS`) is
 * obeyed as it is, from the first stage that has tasks. Threads run only when hexsite runs
 * compiled (its worker file exists).
 */
export class BuildThreads {
  private pool: WorkerPool | undefined;
  private readonly requested: number | undefined;
  private readonly cores = Math.min(os.availableParallelism(), MAX_THREADS);
  private readonly file = fileURLToPath(new URL('./worker.js', import.meta.url));

  constructor(requested?: number) {
    const fromEnvironment = process.env.HEXSITE_WORKERS === undefined ? undefined : Number(process.env.HEXSITE_WORKERS);
    this.requested = requested ?? fromEnvironment;
    if (this.requested === undefined && this.cores > 1) this.pool = this.start(this.cores - 1);
  }

  /** The threads for a stage of this many tasks. */
  forStage(tasks: number): StageThreads {
    if (tasks === 0) return { mainHelps: true };
    if (this.requested !== undefined) {
      this.pool ??= this.start(this.requested);
      return { pool: this.pool, mainHelps: !this.pool };
    }
    if (tasks < ALL_THREADS_FROM) return { pool: this.pool, mainHelps: true };
    if (this.pool) this.pool.grow(this.cores);
    else this.pool = this.start(this.cores);
    return { pool: this.pool, mainHelps: !this.pool };
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  private start(size: number): WorkerPool | undefined {
    if (!(size > 0) || !existsSync(this.file)) return undefined;
    // A young generation of 64 MB per thread: with V8's default, scavenges of the parser's short-lived
    // objects took most of the time; 192 MB was no faster on corpus 1000 and cost 130 MB more.
    return new WorkerPool(this.file, size, { youngGenerationMb: Number(process.env.HEXSITE_YOUNG_MB ?? 64), oldGenerationMb: process.env.HEXSITE_OLD_MB ? Number(process.env.HEXSITE_OLD_MB) : undefined });
  }
}

/**
 * Runs every task on the stage's threads, and on this thread too when it helps, each taking the
 * next task as it becomes free: a slow page never holds up the others. Results keep the tasks'
 * order. This thread yields between its tasks, so the threads' answers are taken in meanwhile.
 */
export async function runTasks<Task, Result>(tasks: Task[], threads: StageThreads, onThisThread: (task: Task) => Result, onDone?: () => void): Promise<Result[]> {
  const results = new Array<Result>(tasks.length);
  let next = 0;
  const take = () => (next < tasks.length ? next++ : -1);
  const { pool } = threads;
  const feeders = pool
    ? Array.from({ length: pool.size }, async () => {
        for (let index = take(); index >= 0; index = take()) {
          results[index] = await pool.run<Result>(tasks[index]);
          onDone?.();
        }
      })
    : [];
  const here = async () => {
    if (!threads.mainHelps) return;
    for (let index = take(); index >= 0; index = take()) {
      results[index] = onThisThread(tasks[index]);
      onDone?.();
      if (pool) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all([...feeders, here()]);
  return results;
}
