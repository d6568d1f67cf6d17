/** Where in a source file a problem sits. Lines and columns are 1-based. */
export interface SourcePlace {
  /** File path relative to the site root, with posix separators. */
  file: string;
  line?: number;
  column?: number;
}

/** What a user-facing error carries besides its reason. */
export interface HexsiteErrorOptions extends Partial<SourcePlace> {
  /** What to do next, printed under the reason. */
  hint?: string;
  /** Stable identifier of the rule that failed, e.g. `unknown-doc-id`. */
  ruleId: string;
  /** The error this one wraps, shown only with `--debug`. */
  cause?: unknown;
}

/**
 * A problem in the user's site (content, config, sidebars): printed without a stack trace.
 * Bugs in hexsite itself are plain `Error`s whose message starts with "Internal error:".
 */
export class HexsiteError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;
  readonly ruleId: string;

  constructor(reason: string, options: HexsiteErrorOptions) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HexsiteError';
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.hint = options.hint;
    this.ruleId = options.ruleId;
  }
}

/** Several user-facing problems found in one pass, reported together. */
export class HexsiteErrors extends Error {
  readonly errors: HexsiteError[];

  constructor(errors: HexsiteError[]) {
    super(`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} found`);
    this.name = 'HexsiteErrors';
    this.errors = sortErrors(errors);
  }
}

/** Orders problems by file, then line, then column, so reports read top to bottom. */
export function sortErrors(errors: HexsiteError[]): HexsiteError[] {
  return [...errors].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '', 'en') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

/** True for errors that describe the user's input rather than a bug. */
export function isUserError(error: unknown): error is HexsiteError | HexsiteErrors {
  return error instanceof HexsiteError || error instanceof HexsiteErrors;
}
