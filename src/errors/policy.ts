import { HexsiteError } from './HexsiteError.js';

/** What to do with a kind of problem, as Docusaurus's `onBrokenLinks` and its kin say. */
export type ProblemPolicy = 'throw' | 'warn' | 'log' | 'ignore';

/**
 * Sorts problems by a policy: `throw` makes them errors, `warn` warnings, `log` warnings printed
 * as information (Docusaurus logs them as `[INFO]`), `ignore` nothing.
 */
export function applyPolicy(problems: HexsiteError[], policy: ProblemPolicy): { errors: HexsiteError[]; warnings: HexsiteError[] } {
  if (policy === 'throw') return { errors: problems, warnings: [] };
  if (policy === 'warn') return { errors: [], warnings: problems };
  if (policy === 'log') return { errors: [], warnings: problems.map(asLogged) };
  return { errors: [], warnings: [] };
}

/** The same problem, printed as information. */
export function asLogged(problem: HexsiteError): HexsiteError {
  const { file, line, column, hint, ruleId, environment } = problem;
  return new HexsiteError(problem.message, { file, line, column, hint, ruleId, environment, logged: true, cause: problem.cause });
}

/** The word a problem that does not stop the build is printed after: `warning`, or `info` for a logged one. */
export function warningLabel(problem: HexsiteError): 'warning' | 'info' {
  return problem.logged ? 'info' : 'warning';
}
