import { describe, expect, it } from 'vitest';
import { createProgressLine } from '../../../src/cli/progressLine.js';

describe('cli/progressLine', () => {
  it('redraws one line at most every 100 ms with pages per second, always at the end, and clears it', () => {
    const written: string[] = [];
    let time = 0;
    const line = createProgressLine({ write: (text) => written.push(text), columns: 80 }, () => time);
    line.update('rendering', 1, 400);
    time = 50;
    line.update('rendering', 2, 400);
    time = 1000;
    line.update('rendering', 200, 400);
    time = 1010;
    line.update('rendering', 400, 400);
    line.clear();
    expect(written).toEqual([
      '\r\x1b[2Krendering 1/400',
      '\r\x1b[2Krendering 200/400 · 200 pages/s',
      '\r\x1b[2Krendering 400/400 · 396 pages/s',
      '\r\x1b[2K',
    ]);
  });

  it('stays silent for stages of fewer than 100 items', () => {
    const written: string[] = [];
    const line = createProgressLine({ write: (text) => written.push(text) }, () => 0);
    line.update('parsing', 10, 26);
    line.clear();
    expect(written).toEqual([]);
  });
});
