import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { KeptThread } from '../../../src/threads/threads.js';
import { terminateWorkers } from '../../../src/threads/workerPool.js';

// A worker that answers each task with its thread's id, or fails the task it is asked to.
const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-kept-'));
const workerFile = path.join(dir, 'worker.mjs');
writeFileSync(
  workerFile,
  `import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', (message) => {
  if (message.type !== 'task') return;
  parentPort.postMessage(message.task === 'fail' ? { id: message.id, error: 'asked to fail' } : { id: message.id, result: threadId });
});
`,
);

let kept: KeptThread | undefined;
afterEach(async () => {
  await kept?.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const onThisThread = () => -1;

describe('threads/threads KeptThread', () => {
  it('runs each task on the same thread, started with the first', async () => {
    kept = new KeptThread({ stage: 'search' }, workerFile);
    const first = await kept.run<number>('task', onThisThread);
    expect(first).toBeGreaterThan(0);
    expect(await kept.run<number>('task', onThisThread)).toBe(first);
    expect(await kept.run<number>('task', onThisThread)).toBe(first);
  });

  it('replaces a thread whose task failed, and one stopped between tasks (as Ctrl-C stops them)', async () => {
    kept = new KeptThread({ stage: 'search' }, workerFile);
    const first = await kept.run<number>('task', onThisThread);
    await expect(kept.run('fail', onThisThread)).rejects.toThrow('asked to fail');
    const second = await kept.run<number>('task', onThisThread);
    expect(second).not.toBe(first);
    await terminateWorkers();
    const third = await kept.run<number>('task', onThisThread);
    expect(third).not.toBe(second);
    expect(await kept.run<number>('task', onThisThread)).toBe(third);
  });

  it('starts another thread for a task after it was closed', async () => {
    kept = new KeptThread({ stage: 'search' }, workerFile);
    const first = await kept.run<number>('task', onThisThread);
    await kept.close();
    expect(await kept.run<number>('task', onThisThread)).not.toBe(first);
  });

  it('runs the task on this thread when there is no worker file (hexsite running from source)', async () => {
    kept = new KeptThread({ stage: 'search' }, path.join(dir, 'missing.mjs'));
    expect(await kept.run('task', onThisThread)).toBe(-1);
  });
});
