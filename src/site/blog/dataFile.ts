import { parse as parseYaml, parseDocument } from 'yaml';
import type * as z from 'zod';
import { CHECK_FEW, describeIssue } from '../../errors/describeIssue.js';
import { HexsiteError } from '../../errors/HexsiteError.js';
import { positionOf } from '../../util/findInSource.js';

/** A blog data file (`authors.yml`, `tags.yml`), parsed. */
export interface DataFile {
  /** Site-relative path, for messages. */
  file: string;
  /** The raw text, for finding lines. */
  text: string;
  /** The parsed mapping of keys to entries. */
  entries: Record<string, unknown>;
}

/**
 * Parses the first of `<blogPath>/<name>.yml|.yaml|.json` that the site has. A syntax error, or a
 * file that is not a mapping of keys to entries, is an error naming the file.
 */
export function parseDataFile(options: { dataFiles: Record<string, string>; blogPath: string; name: string }): { data: DataFile | null; errors: HexsiteError[] } {
  const { dataFiles, blogPath, name } = options;
  const file = ['yml', 'yaml', 'json'].map((ext) => `${blogPath.replace(/\/$/, '')}/${name}.${ext}`).find((candidate) => candidate in dataFiles);
  if (!file) return { data: null, errors: [] };
  const text = dataFiles[file];
  let value: unknown;
  try {
    value = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    const { reason, line, column } = file.endsWith('.json') ? describeJsonError(error as Error, text) : describeYamlError(error as Error);
    return {
      data: null,
      errors: [
        new HexsiteError(`Unexpected invalid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${reason}`, {
          file,
          line,
          column,
          ruleId: 'blog-data-syntax',
          hint: `Fix the file; every post that names one of its ${name} depends on it.`,
        }),
      ],
    };
  }
  if (value === null || value === undefined) return { data: { file, text, entries: {} }, errors: [] };
  if (typeof value !== 'object' || Array.isArray(value)) {
    const found = Array.isArray(value) ? 'a list' : `a ${typeof value}`;
    return {
      data: null,
      errors: [new HexsiteError(`Unexpected ${found}, expected a mapping of keys to entries`, { file, line: 1, ruleId: 'blog-data-invalid', hint: `Write one entry per key, e.g. \`key:\` followed by its indented fields.` })],
    };
  }
  return { data: { file, text, entries: value as Record<string, unknown> }, errors: [] };
}

type SyntaxProblem = { reason: string; line?: number; column?: number };

/** A YAML error's first line, without the place it names (that goes to line and column). */
function describeYamlError(error: Error): SyntaxProblem {
  const linePos = (error as { linePos?: Array<{ line: number; col: number }> }).linePos;
  return { reason: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''), line: linePos?.[0].line, column: linePos?.[0].col };
}

/**
 * A JSON error without the text it quotes, and its place: from "at position 18" when the
 * message has one, else from reading the text as YAML, which JSON mostly is and whose errors
 * have lines.
 */
function describeJsonError(error: Error, text: string): SyntaxProblem {
  const reason = error.message.replace(/, .* is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
  const position = /at position (\d+)/.exec(error.message)?.[1];
  if (position !== undefined) return { reason, ...positionOf(text, Math.min(Number(position), text.length)) };
  const linePos = parseDocument(text).errors[0]?.linePos;
  return { reason, line: linePos?.[0].line, column: linePos?.[0].col };
}

/** 1-based line of a top-level key in a YAML or JSON data file. */
export function keyLine(text: string, key: string): number | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A YAML top-level key starts its line; JSON keys are indented.
  const match = new RegExp(`^["']?${escaped}["']?\\s*:`, 'm').exec(text) ?? new RegExp(`^[ \\t]*["']?${escaped}["']?\\s*:`, 'm').exec(text);
  if (!match) return undefined;
  return text.slice(0, match.index).split('\n').length;
}

/** 1-based line of a field of the entry `key` (`title:` under `ada:`), else of the key itself. */
function fieldLine(text: string, key: string, field: string | undefined): number | undefined {
  const line = keyLine(text, key);
  if (line === undefined || field === undefined) return line;
  const lines = text.split('\n');
  const indent = (at: number) => lines[at].length - lines[at].trimStart().length;
  const pattern = new RegExp(`(^|[\\s{,])["']?${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
  // The entry runs until the next line indented no deeper than its key.
  for (let at = line - 1; at < lines.length && (at === line - 1 || !lines[at].trim() || indent(at) > indent(line - 1)); at++) {
    const rest = at === line - 1 ? lines[at].slice(lines[at].indexOf(':') + 1) : lines[at];
    if (pattern.test(rest)) return at + 1;
  }
  return line;
}

/**
 * Checks each entry of a data file against a schema. A bad entry is an error naming the file,
 * the line of the field (or of the key) and the field; `expected` replaces the schema's own
 * wording when given.
 */
export function validateEntries<T extends z.ZodType>(
  data: DataFile,
  schema: T,
  report: { ruleId: string; hint: string; expected?: string },
): { entries: Array<[string, z.output<T>]>; errors: HexsiteError[] } {
  const entries: Array<[string, z.output<T>]> = [];
  const errors: HexsiteError[] = [];
  for (const [key, value] of Object.entries(data.entries)) {
    const result = schema.safeParse(value ?? {}, CHECK_FEW);
    if (result.success) {
      entries.push([key, result.data]);
      continue;
    }
    const issue = result.error.issues[0];
    const field = [key, ...issue.path.map(String)].join('.');
    const { found, expected } = describeIssue(issue);
    errors.push(
      new HexsiteError(`Unexpected ${found} for \`${field}\`, ${report.expected ?? expected}`, {
        file: data.file,
        line: fieldLine(data.text, key, issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.map(String)[0]),
        ruleId: report.ruleId,
        hint: report.hint,
      }),
    );
  }
  return { entries, errors };
}
