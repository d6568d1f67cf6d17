import { parsePage, type ParseRequest } from '../parseOne.js';
import { serveTasks, type WorkerSetup } from '../../threads/worker.js';

/** A thread of the parse stage: parses Markdown files into the page store. */
serveTasks((task: ParseRequest, setup: WorkerSetup & { storeDir: string }) => parsePage(task, setup.storeDir));
