import { parentPort } from 'node:worker_threads';
import { parsePage, type ParseRequest } from './parseOne.js';
import { renderRoute, type RenderSetup, type RenderTask } from './renderRoute.js';
import type { WorkerMessage, WorkerReply } from './workerPool.js';

/** What a worker is set up for: parsing into the page store, or rendering pages. */
export type WorkerSetup = { stage: 'parse'; storeDir: string } | ({ stage: 'render' } & RenderSetup);

/** A worker thread of the build: parses Markdown files, then renders pages, one task at a time. */
let setup: WorkerSetup | undefined;

parentPort?.on('message', (message: WorkerMessage) => {
  if (message.type === 'init') {
    setup = message.data as WorkerSetup;
    return;
  }
  const reply: WorkerReply = { id: message.id };
  try {
    if (!setup) throw new Error('no set-up data before the first task');
    reply.result = setup.stage === 'parse' ? parsePage(message.task as ParseRequest, setup.storeDir) : renderRoute(message.task as RenderTask, setup);
  } catch (error) {
    reply.error = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
  }
  parentPort?.postMessage(reply);
});
