import { serveTasks } from '../threads/worker.js';
import { scanOutputPages, type ScanTask } from './scanPages.js';

/** A thread of `hexsite check-links`: reads and scans pages of a built output. */
serveTasks((task: ScanTask) => scanOutputPages(task));
