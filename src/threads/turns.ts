/**
 * How long a stage of a build runs on this thread before it lets the event loop take a turn.
 * Under `serve --watch` a rebuild runs beside the server: an edit saved meanwhile is shown ahead
 * of the rebuild it queues (see `previewEdits`), which takes the event loop a few turns (the
 * watcher's event, the file's `stat`, a timer), and every request waits for a turn too. Work
 * between turns is what they wait for.
 */
export const TURN_AFTER_MS = 20;

let lastTurn = performance.now();

/** Whether this thread has worked for `TURN_AFTER_MS` since its last turn through `takeTurn`. */
export function turnDue(): boolean {
  return performance.now() - lastTurn >= TURN_AFTER_MS;
}

/**
 * Lets the event loop take a whole turn: timers that are due, and I/O that completed meanwhile
 * (a request, a watcher's event), run before it resolves. One immediate is not enough: resumed
 * from an I/O callback, it runs in the same turn's check phase, before any timer.
 */
export async function takeTurn(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
}

/** `takeTurn` once `turnDue`: for loops over every page. */
export async function turnWhenDue(): Promise<void> {
  if (turnDue()) await takeTurn();
}
