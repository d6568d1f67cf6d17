import vm from 'node:vm';
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
  try {
    const result = trampoline.runInThisContext({ timeout: Math.max(1, Math.round(context.timeoutSeconds * 1000)) }) as T;
    if (exited) throw exitError(context, exitCode);
    return result;
  } catch (error) {
    if (exited) throw exitError(context, exitCode);
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw timeoutError(context);
    throw error;
  } finally {
    process.exit = exit;
    delete (globalThis as Record<string, unknown>)[SLOT];
  }
}

/**
 * An exported value as the site means it, as Docusaurus reads a config: a function is called
 * (within the time limit) and a promise awaited, for no longer than the time limit either.
 */
export async function settleUserValue(value: unknown, context: UserCodeContext): Promise<unknown> {
  const called = typeof value === 'function' ? runUserCode(() => (value as () => unknown)(), context) : value;
  if (!isThenable(called)) return called;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(context)), Math.max(1, Math.round(context.timeoutSeconds * 1000)));
  });
  try {
    return await Promise.race([called, late]);
  } finally {
    clearTimeout(timer);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function timeoutError(context: UserCodeContext): HexsiteError {
  return new HexsiteError(`Unexpected code still running after ${context.timeoutSeconds} s while ${context.doing}, expected it to finish`, {
    file: context.file,
    ruleId: 'user-code-timeout',
    hint: 'Look for an endless loop in this file. If it is only slow, allow more time with `--timeout <seconds>`.',
    environment: true,
  });
}

function exitError(context: UserCodeContext, code: unknown): HexsiteError {
  return new HexsiteError(`Unexpected call of process.exit(${code ?? ''}) while ${context.doing}, expected the code to return`, {
    file: context.file,
    ruleId: 'user-code-exit',
    hint: 'Remove the process.exit call: hexsite ends the process itself when the build is done.',
  });
}
