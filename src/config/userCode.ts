import vm from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import { HexsiteError } from '../errors/HexsiteError.js';

/** How long the site's own code (config, sidebars, React pages) may run at one time, by default. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/** Where user code runs and what it is doing, for messages. */
export interface UserCodeContext {
  /** Site-relative file of the code. */
  file: string;
  /** "loading the config", "rendering the page"… */
  doing: string;
  /** Seconds the call may take. */
  timeoutSeconds: number;
  /** Where to look when it runs too long, when not in `file` alone. */
  hint?: string;
}

const SLOT = '__hexsiteUserCall';
let trampoline: vm.Script | undefined;

/**
 * Runs a synchronous call into the site's own code with a time limit and without letting it
 * end the process. A vm script's timeout stops everything that runs inside it, functions it
 * calls included, so an endless loop in a config or a page becomes an error instead of a hang.
 * A call of `process.exit` would end the build silently with its code: it is caught and
 * reported instead.
 */
export function runUserCode<T>(call: () => T, context: UserCodeContext): T {
  trampoline ??= new vm.Script(`globalThis.${SLOT}()`, { filename: 'hexsite:user-code' });
  const exit = process.exit;
  let exitCode: string | number | null | undefined;
  let exited = false;
  process.exit = ((code?: string | number | null) => {
    exited = true;
    exitCode = code;
    throw new Error(`process.exit(${code ?? ''}) called`);
  }) as typeof process.exit;
  (globalThis as Record<string, unknown>)[SLOT] = call;
  const released = isMainThread ? releaseSignals() : undefined;
  try {
    // Not `breakOnSigint`: Node's watchdog drops a Ctrl-C that comes as a call ends, and a build
    // makes many short calls (a React page each), so that Ctrl-C would go unheard. A Ctrl-C
    // during a loop is handled once the time limit has stopped the code.
    const result = trampoline.runInThisContext({ timeout: Math.max(1, Math.round(context.timeoutSeconds * 1000)) }) as T;
    if (exited) throw exitError(context, exitCode);
    return result;
  } catch (error) {
    if (exited) throw exitError(context, exitCode);
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw timeoutError(context);
    throw error;
  } finally {
    process.exit = exit;
    delete (globalThis as Record<string, unknown>)[SLOT];
    released?.();
  }
}

/**
 * While the site's code holds the main thread, no handler of hexsite's can run: a kill
 * (SIGTERM, SIGHUP) takes its default action instead, ending the process at once rather than
 * when the code is done. The next build removes what this one left (see `recoverInterrupted`,
 * `removeStaleStores`). Returns the function that puts the handlers back.
 */
function releaseSignals(): () => void {
  const kept = (['SIGTERM', 'SIGHUP'] as const).map((signal) => {
    const listeners = process.rawListeners(signal) as Array<(...args: unknown[]) => void>;
    process.removeAllListeners(signal);
    return { signal, listeners };
  });
  return () => {
    for (const { signal, listeners } of kept) for (const listener of listeners) process.on(signal, listener);
  };
}

/**
 * An exported value as the site means it, as Docusaurus reads a config: a function is called
 * (within the time limit) and a promise awaited, for no longer than the time limit either.
 */
export async function settleUserValue(value: unknown, context: UserCodeContext): Promise<unknown> {
  const called = typeof value === 'function' ? runUserCode(() => (value as () => unknown)(), context) : value;
  if (!isThenable(called)) return called;
  return settleInTime(called, context);
}

/**
 * Awaits a promise of the site's code for no longer than the time limit. One that nothing is
 * left to settle (no timer, no request, no file read under way) would end the process silently
 * with exit code 13 once the event loop is empty: that moment (`beforeExit`) fails it at once,
 * naming the code, which is why the timer does not hold the process alive itself.
 */
async function settleInTime(promise: PromiseLike<unknown>, context: UserCodeContext): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  let onEmpty: (() => void) | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(context)), Math.max(1, Math.round(context.timeoutSeconds * 1000))).unref();
    onEmpty = () => reject(unsettledError(context));
    process.once('beforeExit', onEmpty);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
    if (onEmpty) process.off('beforeExit', onEmpty);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function timeoutError(context: UserCodeContext): HexsiteError {
  return new HexsiteError(`Unexpected code still running after ${context.timeoutSeconds} s while ${context.doing}, expected it to finish`, {
    file: context.file,
    ruleId: 'user-code-timeout',
    hint: `${context.hint ?? 'Look for an endless loop in this file.'} If it is only slow, allow more time with \`--timeout <seconds>\`.`,
    environment: true,
  });
}

function unsettledError(context: UserCodeContext): HexsiteError {
  return new HexsiteError(`Unexpected promise that never settles while ${context.doing}, expected it to resolve or reject`, {
    file: context.file,
    ruleId: 'user-code-unsettled',
    hint: 'Nothing is left that could settle it (no timer, request or file read under way): make the code resolve its promise, or reject it on failure.',
  });
}

function exitError(context: UserCodeContext, code: unknown): HexsiteError {
  return new HexsiteError(`Unexpected call of process.exit(${code ?? ''}) while ${context.doing}, expected the code to return`, {
    file: context.file,
    ruleId: 'user-code-exit',
    hint: 'Remove the process.exit call: hexsite ends the process itself when the build is done.',
  });
}
