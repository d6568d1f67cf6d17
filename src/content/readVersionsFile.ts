import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import { HexsiteError } from '../errors/HexsiteError.js';
import { positionOf } from '../util/findInSource.js';
import { decodeSource } from './readSource.js';
import { CURRENT_VERSION_NAME, validateVersionName } from './validateVersionName.js';

/** The file listing a site's docs versions, newest first, at the site folder's root (as in Docusaurus). */
export const VERSIONS_FILE = 'versions.json';

/** The versions named in the site's versions.json (or a docs set's `<id>_versions.json`, `file`), newest first; null when the site has none. */
export async function readVersionsFile(siteDir: string, file = VERSIONS_FILE): Promise<string[] | null> {
  const bytes = await readFile(path.join(siteDir, file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (bytes === null) return null;
  return parseVersionsFile(decodeSource(bytes, file).text, file);
}

/** Parses versions.json (or a docs set's `<id>_versions.json`, `file`): a JSON array of strings, or an error at the line of what is not. */
export function parseVersionsFile(text: string, file = VERSIONS_FILE): string[] {
  const invalid = (reason: string, place: { line?: number; column?: number }) =>
    new HexsiteError(reason, { file, ...place, ruleId: 'versions-file-invalid', hint: `${file} lists the versions' names, newest first: \`["2.0", "1.0"]\`.` });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message.replace(/, .* is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
    throw invalid(`Unexpected invalid JSON (${reason}), expected an array of version names`, positionOf(text, syntaxErrorOffset(text)));
  }
  // Where each value starts, from the same text read as YAML, to name the line of a bad one.
  const contents = parseDocument(text).contents;
  const start = (node: { range?: [number, number, number] | null } | null | undefined) => (node?.range ? positionOf(text, node.range[0]) : {});
  if (!Array.isArray(value)) {
    const found = value === null ? 'null' : isMap(contents) ? 'an object' : `a ${typeof value}`;
    throw invalid(`Unexpected ${found}, expected an array of version names`, start(contents));
  }
  const index = value.findIndex((name) => typeof name !== 'string');
  if (index !== -1) {
    const found = value[index] === null ? 'null' : Array.isArray(value[index]) ? 'an array' : `a ${typeof value[index]}`;
    const item = isSeq(contents) ? (contents.items[index] as { range?: [number, number, number] }) : undefined;
    throw invalid(`Unexpected ${found} at position ${index + 1}, expected a version name in quotes`, start(item));
  }
  // The names the command refuses, the build refuses too, at their line; but `current` may be
  // listed, as Docusaurus reads the file: it places the docs folder's own version in the list.
  for (const [at, name] of (value as string[]).entries()) {
    if (name === CURRENT_VERSION_NAME) continue;
    const problem = validateVersionName(name);
    const item = isSeq(contents) ? (contents.items[at] as { range?: [number, number, number] }) : undefined;
    if (problem) throw new HexsiteError(problem.message, { file, ...start(item), ruleId: problem.ruleId, hint: `${problem.hint} Rename the version in ${file}, its folder and its sidebars file.` });
  }
  return value as string[];
}

/**
 * Where JSON.parse stops reading `text`: the end of the longest start of it that could still
 * begin a JSON text. Node 20 leaves the position out of some messages ("Unexpected token").
 */
function syntaxErrorOffset(text: string): number {
  // Cut short: the problem is at the end.
  if (couldStartJson(text)) return text.length;
  let low = 0;
  let high = text.length;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (couldStartJson(text.slice(0, middle))) low = middle;
    else high = middle;
  }
  return high - 1;
}

function couldStartJson(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (error) {
    const message = (error as Error).message;
    const at = /at position (\d+)/.exec(message);
    return /end of JSON input/.test(message) || (at !== null && Number(at[1]) >= prefix.length);
  }
}
