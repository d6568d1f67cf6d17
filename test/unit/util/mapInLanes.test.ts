import { describe, expect, it } from 'vitest';
import { mapInLanes } from '../../../src/util/mapInLanes.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapInLanes', () => {
  it("keeps the items' order whatever order they finish in", async () => {
    const results = await mapInLanes([30, 10, 20, 0], 3, async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 0]);
  });

  it('runs at most `lanes` items at a time', async () => {
    let running = 0;
    let most = 0;
    await mapInLanes(Array.from({ length: 40 }, (_, i) => i), 4, async () => {
      most = Math.max(most, ++running);
      await tick();
      running--;
    });
    expect(most).toBe(4);
  });

  it('rejects with the first failure and starts no item after it', async () => {
    const started: number[] = [];
    const mapping = mapInLanes([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error('item 1 failed');
    });
    await expect(mapping).rejects.toThrow('item 1 failed');
    await tick();
    expect(started).toEqual([0, 1, 2]);
  });

  it('maps no items to none', async () => {
    expect(await mapInLanes([], 4, async () => 1)).toEqual([]);
  });
});
