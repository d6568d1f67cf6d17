import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createIndexMemory, indexFiles, type SearchIndexInput } from '../../search/createSearchIndex.js';
import { serveTasks, type WorkerSetup } from '../../threads/worker.js';

/** What the last index was made of, on a thread kept from one build to the next. */
const memory = createIndexMemory();

/** A thread of the search stage: builds the index's files. */
serveTasks((task: SearchIndexInput, setup: WorkerSetup & { kept?: boolean }) => indexFiles(task, setup.kept ? memory : undefined), {
  afterTask: (setup: WorkerSetup & { kept?: boolean }) => {
    if (setup.kept) collectGarbage();
  },
});

let collect: (() => void) | undefined;

/**
 * Frees the index just made, on a thread that waits for the next build (see `KeptThread`):
 * otherwise the next index is made beside it, and the rebuilds of corpus 1000 peaked 60-140 MB
 * higher than with a new thread each time. What the heap then holds unused, V8 returns within
 * about 30 s of the last build.
 */
function collectGarbage(): void {
  if (!collect) {
    // V8's own `gc`, in a context of its own. The flag is the whole process's, and applies to
    // contexts made while it is set: it is set for this one only.
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    setFlagsFromString('--no-expose-gc');
    collect = typeof gc === 'function' ? (gc as () => void) : () => {};
  }
  collect();
}
