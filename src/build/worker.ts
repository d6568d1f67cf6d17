import { parentPort } from 'node:worker_threads';
import { indexFiles, type SearchIndexInput } from '../search/createSearchIndex.js';
import { parsePage, type ParseRequest } from './parseOne.js';
import { renderRoute, type RenderSetup, type RenderTask } from './renderRoute.js';
import type { WorkerMessage, WorkerReply } from './workerPool.js';

/** What a worker is set up for: parsing into the page store, building the search index, or rendering pages. */
export type WorkerSetup = { stage: 'parse'; storeDir: string } | { stage: 'search' } | ({ stage: 'render' } & RenderSetup);

/** A worker thread of the build: parses Markdown files, builds the search index or renders pages, one task at a time. */
let setup: WorkerSetup | undefined;

parentPort?.on('message', (message: WorkerMessage) => {
  if (message.type === 'init') {
    setup = message.data as WorkerSetup;
    return;
  }
  const reply: WorkerReply = { id: message.id };
  try {
    if (!setup) throw new Error('no set-up data before the first task');
    if (setup.stage === 'parse') reply.result = parsePage(message.task as ParseRequest, setup.storeDir);
    else if (setup.stage === 'search') reply.result = indexFiles(message.task as SearchIndexInput);
    else reply.result = renderRoute(message.task as RenderTask, setup);
  } catch (error) {
    reply.error = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
  }
  parentPort?.postMessage(reply);
});
