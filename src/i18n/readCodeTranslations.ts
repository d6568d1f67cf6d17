import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { findInSource, positionOf } from '../util/findInSource.js';

const HINT = 'Write the file as Docusaurus does: `{ "theme.common.editThisPage": { "message": "…", "description": "…" } }`.';

/**
 * The site's translations of the locale, `i18n/<path>/code.json` in Docusaurus's format, as
 * message by id; none when the file is absent. A file that is not JSON, or an entry that is not
 * `{ message, description? }` of strings, is an error at its line. Ids nothing uses are kept.
 */
export async function readCodeTranslations(siteDir: string, translations: string): Promise<Record<string, string>> {
  const file = path.posix.join(translations, 'code.json');
  const real = path.join(siteDir, file);
  if (!existsSync(real)) return {};
  const source = await readFile(real, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const at = /position (\d+)/.exec(String(error));
    const place = at ? positionOf(source, Number(at[1])) : undefined;
    throw new HexsiteError(`Unexpected text in \`${file}\` (${(error as Error).message}), expected JSON`, { file, line: place?.line, column: place?.column, ruleId: 'bad-code-translations', hint: HINT });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new HexsiteError(`Unexpected ${Array.isArray(value) ? 'array' : typeof value} in \`${file}\`, expected an object of translations by id`, { file, line: 1, column: 1, ruleId: 'bad-code-translations', hint: HINT });
  }
  const messages: Record<string, string> = {};
  const errors: HexsiteError[] = [];
  for (const [id, entry] of Object.entries(value)) {
    const fields = entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : undefined;
    const extra = fields && Object.keys(fields).find((key) => key !== 'message' && key !== 'description');
    if (!fields || typeof fields.message !== 'string' || (fields.description !== undefined && typeof fields.description !== 'string') || extra) {
      const place = findInSource(source, id);
      const what = !fields ? describe(entry) : extra ? `key \`${extra}\`` : typeof fields.message !== 'string' ? `\`message\` ${describe(fields.message)}` : `\`description\` ${describe(fields.description)}`;
      errors.push(new HexsiteError(`Unexpected ${what} in translation \`${id}\`, expected \`{ "message": string, "description"?: string }\``, { file, line: place?.line, column: place?.column, ruleId: 'bad-code-translations', hint: HINT }));
      continue;
    }
    messages[id] = fields.message;
  }
  if (errors.length) throw new HexsiteErrors(errors);
  return messages;
}

function describe(value: unknown): string {
  return value === undefined ? 'missing' : value === null ? 'null' : Array.isArray(value) ? 'array' : `${typeof value} ${JSON.stringify(value)}`;
}
