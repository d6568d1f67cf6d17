import { scanOutputPages, type ScanTask } from '../../checkOutput/scanPages.js';
import { serveTasks } from '../worker.js';

/** A thread of `hexsite check-links`: reads and scans pages of a built output. */
serveTasks((task: ScanTask) => scanOutputPages(task));
