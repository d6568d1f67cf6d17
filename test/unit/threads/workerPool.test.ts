import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../../src/threads/workerPool.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker that takes tasks and never answers: a task in the middle of its work. */
function busyWorker(): string {
  const file = path.join(dir, 'busy.mjs');
  writeFileSync(file, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => {});\n");
  return file;
}

describe('threads/workerPool', () => {
  it('ends the tasks of threads stopped on purpose (Ctrl-C) without an internal error', async () => {
    const pool = new WorkerPool(busyWorker(), 1);
    const task = pool.run({});
    const ended = task.catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.close();
    const message = await ended;
    expect(message).toBe('Interrupted: the worker threads were stopped');
  });
});
