import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveInside, type SiteRoot } from '../config/siteRoot.js';
import { readSource } from './readSource.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { findInSource, positionOf } from '../util/findInSource.js';
import type { TranslationFile } from './types.js';

/** Reads a translation file of the site; null when there is none. */
export async function readTranslationFile(site: SiteRoot, file: string): Promise<TranslationFile | null> {
  const absolute = path.join(site.dir, file);
  if (!existsSync(absolute)) return null;
  const real = resolveInside(site, absolute, { file, what: 'translation file' });
  if (!real) return null;
  return parseTranslationFile((await readSource(real, file)).text, file);
}

/** How a translation file is written, for the hint of every error in one. */
const HINT = 'Write the file as Docusaurus does: `{ "theme.common.editThisPage": { "message": "…", "description": "…" } }`.';

/**
 * Parses a translation file's text (`code.json`, a docs version's labels, the blog's options,
 * the navbar's and footer's): message by key. A file that is not JSON, or an entry that is not
 * `{ message, description? }` of strings, is an error at its line, every bad entry at once. Keys
 * nothing uses are kept, as Docusaurus keeps them.
 */
export function parseTranslationFile(source: string, file: string): TranslationFile {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const at = /position (\d+)/.exec(String(error));
    const place = at ? positionOf(source, Number(at[1])) : undefined;
    throw new HexsiteError(`Unexpected text in \`${file}\` (${(error as Error).message}), expected JSON`, { file, line: place?.line, column: place?.column, ruleId: 'bad-translation-file', hint: HINT });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new HexsiteError(`Unexpected ${Array.isArray(value) ? 'array' : typeof value} in \`${file}\`, expected an object of translations by id`, { file, line: 1, column: 1, ruleId: 'bad-translation-file', hint: HINT });
  }
  const messages: Record<string, string> = {};
  const errors: HexsiteError[] = [];
  for (const [id, entry] of Object.entries(value)) {
    const fields = entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : undefined;
    const extra = fields && Object.keys(fields).find((key) => key !== 'message' && key !== 'description');
    if (!fields || typeof fields.message !== 'string' || (fields.description !== undefined && typeof fields.description !== 'string') || extra) {
      const place = findInSource(source, id);
      const what = !fields ? describe(entry) : extra ? `key \`${extra}\`` : typeof fields.message !== 'string' ? `\`message\` ${describe(fields.message)}` : `\`description\` ${describe(fields.description)}`;
      errors.push(new HexsiteError(`Unexpected ${what} in translation \`${id}\`, expected \`{ "message": string, "description"?: string }\``, { file, line: place?.line, column: place?.column, ruleId: 'bad-translation-file', hint: HINT }));
      continue;
    }
    messages[id] = fields.message;
  }
  if (errors.length) throw new HexsiteErrors(errors);
  return { file, messages };
}

function describe(value: unknown): string {
  return value === undefined ? 'missing' : value === null ? 'null' : Array.isArray(value) ? 'array' : `${typeof value} ${JSON.stringify(value)}`;
}
