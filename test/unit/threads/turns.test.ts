import { readFile } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeTurn, TURN_AFTER_MS, turnDue, turnWhenDue } from '../../../src/threads/turns.js';

describe('util/turns', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Whether an immediate queued now runs before `step` resolves: `step` let the event loop turn. */
  const turns = async (step: () => Promise<void>) => {
    let ran = false;
    setImmediate(() => (ran = true));
    await step();
    const turned = ran;
    await new Promise((resolve) => setImmediate(resolve));
    return turned;
  };

  it('turns the event loop once a stage has worked for TURN_AFTER_MS, and not before', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    await takeTurn();
    expect(turnDue()).toBe(false);
    expect(await turns(turnWhenDue)).toBe(false);
    now += TURN_AFTER_MS - 1;
    expect(await turns(turnWhenDue)).toBe(false);
    now += 1;
    expect(turnDue()).toBe(true);
    expect(await turns(turnWhenDue)).toBe(true);
    // The turn starts the next slice.
    expect(turnDue()).toBe(false);
  });

  it('lets a timer that fell due while the thread was busy run within one turn, also one resumed from I/O', async () => {
    for (const resumedFrom of ['an immediate', 'I/O'] as const) {
      await new Promise<void>((done, fail) => {
        const run = async () => {
          let fired = false;
          setTimeout(() => (fired = true), 1);
          const started = performance.now();
          while (performance.now() - started < 5) {
            // Busy, as a stage is: the timer falls due but cannot run.
          }
          await takeTurn();
          if (fired) done();
          else fail(new Error(`the timer had not run after a turn resumed from ${resumedFrom}`));
        };
        if (resumedFrom === 'I/O') readFile(import.meta.filename, () => void run());
        else setImmediate(() => void run());
      });
    }
  });
});
