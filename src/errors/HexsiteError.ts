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
  /** A problem of the machine (permissions, disk, time), not of the content: exit code 3. */
  environment?: boolean;
  /** A problem the config says to log (`onBrokenLinks: 'log'`): printed as information, not as a warning. */
  logged?: boolean;
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
  readonly environment: boolean;
  readonly logged: boolean;

  constructor(reason: string, options: HexsiteErrorOptions) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HexsiteError';
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.hint = options.hint;
    this.ruleId = options.ruleId;
    this.environment = options.environment ?? false;
    this.logged = options.logged ?? false;
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

/** The text of anything thrown: user code may throw strings, objects or nothing at all. */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value || '(an empty string)';
  if (value === undefined || value === null) return `${value} (the code threw no error object)`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
