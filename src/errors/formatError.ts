import { escapeControl } from './escapeControl.js';
import { HexsiteError, HexsiteErrors, isUserError } from './HexsiteError.js';

/** How to print an error. */
export interface FormatOptions {
  /** Print stacks and causes of user errors too. */
  debug?: boolean;
}

/**
 * Renders an error the way the CLI prints it:
 * `file:line:col  reason` then an indented `hint:` line and the rule id.
 * User errors get no stack trace unless `debug` is set; internal errors always do.
 * Control characters of every path and value in it are escaped: a file named with ESC or BEL
 * bytes cannot drive the terminal that shows its error.
 */
export function formatError(error: unknown, options: FormatOptions = {}): string {
  return escapeControl(formatAny(error, options), { keepLayout: true });
}

function formatAny(error: unknown, options: FormatOptions): string {
  if (error instanceof HexsiteErrors) {
    const body = error.errors.map((e) => formatOne(e, options)).join('\n\n');
    return `${body}\n\n✗ ${error.message}`;
  }
  if (error instanceof HexsiteError) return formatOne(error, options);
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

function formatOne(error: HexsiteError, options: FormatOptions): string {
  // A line feed or tab in a file name would be taken for the message's own layout.
  const place = formatPlace({ file: error.file === undefined ? undefined : escapeControl(error.file), line: error.line, column: error.column });
  const lines = [place ? `${place}  ${error.message}` : error.message];
  if (error.hint) lines.push(`  hint: ${error.hint}   [${error.ruleId}]`);
  else lines.push(`  [${error.ruleId}]`);
  if (options.debug) {
    if (error.stack) lines.push(indent(error.stack));
    if (error.cause) lines.push(indent(`cause: ${formatAny(error.cause, options)}`));
  }
  return lines.join('\n');
}

/** `file:line:column`, leaving out what is unknown. */
export function formatPlace(place: { file?: string; line?: number; column?: number }): string {
  if (!place.file) return '';
  if (place.line === undefined) return place.file;
  return place.column === undefined ? `${place.file}:${place.line}` : `${place.file}:${place.line}:${place.column}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

export { isUserError };
