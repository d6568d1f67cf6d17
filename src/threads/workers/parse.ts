import { parsePage, type ParseRequest } from '../../stages/parseOne.js';
import { serveTasks, type WorkerSetup } from '../worker.js';

/** A thread of the parse stage: parses Markdown files into the page store. */
serveTasks((task: ParseRequest, setup: Extract<WorkerSetup, { stage: 'parse' }>) => parsePage(task, setup.storeDir));
