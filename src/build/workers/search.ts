import { indexFiles, type SearchIndexInput } from '../../search/createSearchIndex.js';
import { serveTasks } from '../worker.js';

/** A thread of the search stage: builds the index's files. */
serveTasks((task: SearchIndexInput) => indexFiles(task));
