import { parentPort } from 'node:worker_threads';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { WorkerMessage, WorkerReply } from './workerPool.js';

/** The stages that run on threads: parsing into the page store, building the search index, rendering pages, or scanning an output's pages for links. */
export type ThreadStage = 'parse' | 'search' | 'render' | 'scan';

/** What a worker is set up for: its stage, and the set-up data that stage's entry file defines (`pipeline/workers/`). */
export interface WorkerSetup {
  stage: ThreadStage;
  [data: string]: unknown;
}

/**
 * Makes this thread a worker of one stage: it keeps the set-up data of `init` and runs each task
 * with it, one at a time (a task may return a promise: the parse stage's first loads the site's
 * plugins), then `afterTask` once its answer is sent. Each stage has an entry file
 * of its own (`src/pipeline/workers/`, `src/checkOutput/scanWorker.ts`), so that a thread loads only its stage's code: the parser threads do
 * not load the page templates, the render threads not the Markdown pipeline.
 */
export function serveTasks<Task, Setup extends WorkerSetup = WorkerSetup>(run: (task: Task, setup: Setup) => unknown, options: { afterTask?: (setup: Setup) => void } = {}): void {
  let setup: Setup | undefined;
  parentPort?.on('message', async (message: WorkerMessage) => {
    if (message.type === 'init') {
      setup = message.data as Setup;
      return;
    }
    const reply: WorkerReply = { id: message.id };
    try {
      if (!setup) throw new Error('no set-up data before the first task');
      reply.result = await run(message.task as Task, setup);
    } catch (error) {
      // A problem of the site (a theme override that throws) reaches the user as it was thrown.
      if (error instanceof HexsiteError) reply.problem = { reason: error.message, file: error.file, line: error.line, column: error.column, hint: error.hint, ruleId: error.ruleId };
      reply.error = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
    }
    parentPort?.postMessage(reply);
    if (setup) options.afterTask?.(setup);
  });
}
