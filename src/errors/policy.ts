import { HexsiteError } from './HexsiteError.js';

/** What to do with a kind of problem, as Docusaurus's `onBrokenLinks` and its kin say. */
export type ProblemPolicy = 'throw' | 'warn' | 'log' | 'ignore';

/**
 * Sorts problems by a policy: `throw` makes them errors, `warn` warnings, `log` warnings printed
 * as information (Docusaurus logs them as `[INFO]`), `ignore` nothing.
 */
export function applyPolicy(problems: HexsiteError[], policy: ProblemPolicy): { errors: HexsiteError[]; warnings: HexsiteError[] } {
  const sorted = { errors: [] as HexsiteError[], warnings: [] as HexsiteError[] };
  for (const problem of problems) reportUnder(problem, policy, sorted);
  return sorted;
}

/** Adds one problem where its policy puts it: among the errors, the warnings (logged or not), or nowhere. */
export function reportUnder(problem: HexsiteError, policy: ProblemPolicy, into: { errors: HexsiteError[]; warnings: HexsiteError[] }): void {
  if (policy === 'throw') into.errors.push(problem);
  else if (policy === 'warn') into.warnings.push(problem);
  else if (policy === 'log') into.warnings.push(asLogged(problem));
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
