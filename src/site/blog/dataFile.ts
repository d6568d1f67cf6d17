import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { describeIssue } from '../../errors/describeIssue.js';
import { HexsiteError } from '../../errors/HexsiteError.js';

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
    const linePos = (error as { linePos?: Array<{ line: number; col: number }> }).linePos;
    const reason = (error as Error).message.split('\n')[0];
    return { data: null, errors: [new HexsiteError(`Unexpected invalid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${reason}`, { file, line: linePos?.[0].line, column: linePos?.[0].col, ruleId: 'blog-data-syntax' })] };
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

/** 1-based line of a top-level key in a YAML or JSON data file. */
export function keyLine(text: string, key: string): number | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A YAML top-level key starts its line; JSON keys are indented.
  const match = new RegExp(`^["']?${escaped}["']?\\s*:`, 'm').exec(text) ?? new RegExp(`^[ \\t]*["']?${escaped}["']?\\s*:`, 'm').exec(text);
  if (!match) return undefined;
  return text.slice(0, match.index).split('\n').length;
}

/**
 * Checks each entry of a data file against a schema. A bad entry is an error naming the file,
 * the key's line and the field; `expected` replaces the schema's own wording when given.
 */
export function validateEntries<T extends z.ZodType>(
  data: DataFile,
  schema: T,
  report: { ruleId: string; hint: string; expected?: string },
): { entries: Array<[string, z.output<T>]>; errors: HexsiteError[] } {
  const entries: Array<[string, z.output<T>]> = [];
  const errors: HexsiteError[] = [];
  for (const [key, value] of Object.entries(data.entries)) {
    const result = schema.safeParse(value ?? {}, { reportInput: true });
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
        line: keyLine(data.text, key),
        ruleId: report.ruleId,
        hint: report.hint,
      }),
    );
  }
  return { entries, errors };
}
