import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_DEBOUNCE_MS, BURST_SIZE, createRebuildQueue, DEBOUNCE_MS, MAX_WAIT_MS } from '../../../src/watch/rebuildQueue.js';

/** A rebuild the test finishes by hand, recording what each call got. */
function controlledRebuild() {
  const calls: string[][] = [];
  const finishers: Array<() => void> = [];
  let running = 0;
  let overlapped = false;
  const rebuild = (changes: string[]) => {
    calls.push(changes);
    running++;
    if (running > 1) overlapped = true;
    return new Promise<void>((resolve) =>
      finishers.push(() => {
        running--;
        resolve();
      }),
    );
  };
  return { rebuild, calls, finish: () => finishers.shift()?.(), overlapped: () => overlapped };
}

describe('watch/rebuildQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const make = (rebuild: (changes: string[]) => Promise<void>) =>
    createRebuildQueue<string>({ rebuild, timers: { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as never), now: () => Date.now() } });

  it('runs one rebuild for a burst of 100 changes, with all of them', async () => {
    const build = controlledRebuild();
    const queue = make(build.rebuild);
    for (let i = 0; i < 100; i++) {
      queue.add(`docs/page-${i}.md`);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(build.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(BURST_DEBOUNCE_MS);
    expect(build.calls).toHaveLength(1);
    expect(build.calls[0]).toHaveLength(100);
    build.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(build.calls).toHaveLength(1);
  });

  it('waits out a pause in a burst longer than a save takes, but starts a save\'s rebuild after the short quiet time', async () => {
    const build = controlledRebuild();
    const queue = make(build.rebuild);
    // A save: a few events, then the short quiet time.
    queue.add('docs/a.md');
    queue.add('docs/a.md');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(build.calls).toEqual([['docs/a.md', 'docs/a.md']]);
    build.finish();
    // A burst whose writes pause for three times the short quiet time, twice.
    for (const group of [0, 1, 2]) {
      for (let i = 0; i < BURST_SIZE; i++) queue.add(`docs/burst-${group}-${i}.md`);
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 3);
    }
    expect(build.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BURST_DEBOUNCE_MS);
    expect(build.calls).toHaveLength(2);
    expect(build.calls[1]).toHaveLength(BURST_SIZE * 3);
  });

  it('runs exactly one more rebuild for changes that came during a rebuild, never two at once', async () => {
    const build = controlledRebuild();
    const queue = make(build.rebuild);
    queue.add('docs/a.md');
    expect(queue.waiting()).toEqual(['docs/a.md']);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(build.calls).toEqual([['docs/a.md']]);
    expect(queue.waiting()).toEqual([]);
    // Three saves while the first rebuild runs, spread over longer than the debounce.
    queue.add('docs/b.md');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    queue.add('docs/c.md');
    queue.add('docs/b.md');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(build.calls).toHaveLength(1);
    expect(queue.waiting()).toEqual(['docs/b.md', 'docs/c.md', 'docs/b.md']);
    build.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(build.calls).toEqual([['docs/a.md'], ['docs/b.md', 'docs/c.md', 'docs/b.md']]);
    expect(queue.waiting()).toEqual([]);
    build.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(build.calls).toHaveLength(2);
    expect(build.overlapped()).toBe(false);
  });

  it('waits the longer quiet time after a file emptied, so that a file written in place is rebuilt once, filled', async () => {
    const build = controlledRebuild();
    const queue = make(build.rebuild);
    queue.add('docs/a.md', { halfDone: true });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(build.calls).toEqual([]);
    // Filled: the short quiet time again.
    queue.add('docs/a.md');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(build.calls).toEqual([['docs/a.md', 'docs/a.md']]);
    build.finish();
    // Emptied for good: rebuilt after the longer quiet time.
    queue.add('docs/b.md', { halfDone: true });
    await vi.advanceTimersByTimeAsync(BURST_DEBOUNCE_MS);
    expect(build.calls).toEqual([['docs/a.md', 'docs/a.md'], ['docs/b.md']]);
  });

  it('lets a change heard just before a rebuild ends wait out its quiet time, with the changes that waited longer', async () => {
    const build = controlledRebuild();
    const queue = make(build.rebuild);
    queue.add('docs/a.md');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    queue.add('docs/b.md');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    // A file emptied, to be filled: heard as the rebuild ends.
    queue.add('docs/c.md', { halfDone: true });
    build.finish();
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    queue.add('docs/c.md');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(build.calls).toEqual([['docs/a.md'], ['docs/b.md', 'docs/c.md', 'docs/c.md']]);
  });

  it('starts a rebuild within the longest wait while changes keep coming', async () => {
    const build = controlledRebuild();
    const queue = make(build.rebuild);
    for (let elapsed = 0; elapsed < MAX_WAIT_MS * 3 && !build.calls.length; elapsed += 20) {
      queue.add('static/big-file.bin');
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(build.calls).toHaveLength(1);
    expect(build.calls[0].length).toBeLessThanOrEqual(MAX_WAIT_MS / 20 + 1);
  });

  it('goes on after a rebuild that threw, and is idle once nothing waits', async () => {
    let calls = 0;
    const queue = make(async () => {
      calls++;
      if (calls === 1) throw new Error('broken');
    });
    queue.add('a');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    queue.add('b');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    await queue.idle();
    expect(calls).toBe(2);
    queue.close();
    queue.add('c');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(calls).toBe(2);
  });
});
