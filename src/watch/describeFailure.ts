import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { formatPlace } from '../errors/formatError.js';

/** One problem of a failed build, as the overlay shows it. */
export interface Problem {
  /** `docs/intro.md:12:3`, or empty when the problem has no file. */
  place: string;
  message: string;
  hint?: string;
  ruleId?: string;
}

/** What the overlay of every open page shows after a build failed. */
export interface Failure {
  title: string;
  problems: Problem[];
}

/**
 * The problems of a failed build, in the words the terminal prints them (`formatError`), as
 * data the browser lays out. A bug in hexsite shows its first stack lines, as it would print.
 */
export function describeFailure(error: unknown): Failure {
  const errors = error instanceof HexsiteErrors ? error.errors : error instanceof HexsiteError ? [error] : null;
  if (!errors) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { title: 'The build failed: internal error', problems: [{ place: '', message: text.split('\n').slice(0, 8).join('\n') }] };
  }
  const problems = errors.map((one) => ({ place: formatPlace(one), message: one.message, hint: one.hint, ruleId: one.ruleId }));
  return { title: `The build failed: ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}`, problems };
}
