import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveInside, type SiteRoot } from '../config/siteRoot.js';
import { readSource } from './readSource.js';
import { HexsiteError } from '../errors/HexsiteError.js';
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

/** Parses a translation file's text; an entry that is not `{ message: string }` is an error at its line. */
export function parseTranslationFile(text: string, file: string): TranslationFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message);
    const place = at ? positionOf(text, Number(at[1])) : undefined;
    throw new HexsiteError(`Unexpected invalid JSON in a translation file: ${(error as Error).message}`, {
      file,
      line: place?.line,
      column: place?.column,
      ruleId: 'translation-syntax',
      hint: 'Each entry is `"key": { "message": "…", "description": "…" }`, as Docusaurus writes it.',
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HexsiteError('Unexpected translation file that is not a JSON object, expected `{ "key": { "message": "…" } }`', { file, line: 1, ruleId: 'translation-syntax' });
  }
  const messages: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    const message = typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
    if (typeof message !== 'string') {
      const place = findInSource(text, key);
      throw new HexsiteError(`Unexpected entry \`${key}\` without a string \`message\`, expected \`{ "message": "…", "description": "…" }\``, {
        file,
        line: place?.line,
        column: place?.column,
        ruleId: 'translation-syntax',
      });
    }
    messages[key] = message;
  }
  return { file, messages };
}
