import { Worker } from 'node:worker_threads';
import { COMPILE_PORT, serveCompilations } from '../config/compileSync.js';
import { counted } from '../config/loadModule.js';
import { HexsiteError, type HexsiteErrorOptions } from '../errors/HexsiteError.js';

/** A message to a worker: set-up data for every later task, or one task. */
export type WorkerMessage = { type: 'init'; data: unknown } | { type: 'task'; id: number; task: unknown };
/** A worker's answer to one task. */
export type WorkerReply = { id: number; result?: unknown; error?: string; problem?: { reason: string; ruleId: string } & HexsiteErrorOptions };

/** Pools with threads running: stopped first when the process is interrupted. */
const live = new Set<WorkerPool>();

/** Set by `terminateWorkers`: the process is ending on a signal. */
let interrupted = false;

/** Stops the threads of every pool, so that nothing writes while an interrupted build cleans up. */
export async function terminateWorkers(): Promise<void> {
  interrupted = true;
  await Promise.all([...live].map((pool) => pool.close()));
}

/**
 * Whether the process is ending on Ctrl-C or a kill. A build that fails meanwhile (its threads
 * stopped under it, its writes aborted) fails because of it, and is not to be reported: the
 * signal's exit is under way.
 */
export function wasInterrupted(): boolean {
  return interrupted;
}

/**
 * A fixed set of worker threads that take tasks one at a time from a shared queue, so that a
 * slow page never holds up the others. Set-up data (the site's chrome, sidebars…) is sent to
 * each worker once with `init`, not with every task.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private readonly idle: Worker[] = [];
  private readonly queue: Array<{ id: number; task: unknown }> = [];
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly running = new Map<Worker, number>();
  private nextId = 0;
  private failure: Error | undefined;
  /** Set once a thread has stopped, by `close` or otherwise. */
  private stopped = false;
  /** Set by `close`: threads that stop from now on were stopped on purpose. */
  private closing = false;

  constructor(file: string, size: number, options: { youngGenerationMb?: number } = {}) {
    this.workers = Array.from({ length: size }, () => {
      // The thread's esbuild compilations run here: see `compileSync`.
      const compilations = serveCompilations(counted);
      // The parent's flags (--input-type, --eval) would stop a worker from starting.
      const worker = new Worker(file, {
        execArgv: [],
        resourceLimits: options.youngGenerationMb ? { maxYoungGenerationSizeMb: options.youngGenerationMb } : undefined,
        workerData: { [COMPILE_PORT]: compilations.port },
        transferList: [compilations.port],
      });
      worker.on('message', (reply: WorkerReply) => this.settle(worker, reply));
      worker.on('error', (error) => this.fail(new Error(`Internal error: a worker thread failed: ${error.message}`, { cause: error })));
      worker.on('exit', (code) => {
        compilations.close();
        this.stopped = true;
        if (!this.running.has(worker)) return;
        // Threads stopped on purpose (Ctrl-C, a kill) end their tasks, and that is no bug.
        this.fail(this.closing ? new Error('Interrupted: the worker threads were stopped') : new Error(`Internal error: a worker thread stopped (exit code ${code}) in the middle of a task`));
      });
      this.idle.push(worker);
      return worker;
    });
    live.add(this);
  }

  /** The number of threads. */
  get size(): number {
    return this.workers.length;
  }

  /** Sends the same set-up data to every worker; tasks sent after it see it. */
  init(data: unknown): void {
    for (const worker of this.workers) worker.postMessage({ type: 'init', data } satisfies WorkerMessage);
  }

  /** Whether every thread can still take tasks: none failed or stopped. */
  get alive(): boolean {
    return !this.failure && !this.stopped;
  }

  /** Runs one task on the next free worker. */
  run<T>(task: unknown): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.stopped) return Promise.reject(new Error('Internal error: a task for worker threads that have stopped'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.queue.push({ id, task });
      this.dispatch();
    });
  }

  /** Stops every thread. */
  async close(): Promise<void> {
    live.delete(this);
    this.stopped = true;
    this.closing = true;
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const { id, task } = this.queue.shift()!;
      this.running.set(worker, id);
      worker.postMessage({ type: 'task', id, task } satisfies WorkerMessage);
    }
  }

  private settle(worker: Worker, reply: WorkerReply): void {
    this.running.delete(worker);
    this.idle.push(worker);
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.problem) waiting?.reject(new HexsiteError(reply.problem.reason, reply.problem));
    else if (reply.error !== undefined) waiting?.reject(new Error(`Internal error in a worker thread: ${reply.error}`));
    else waiting?.resolve(reply.result);
    this.dispatch();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    this.queue.length = 0;
  }
}
