import { isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { HexsiteError } from '../errors/HexsiteError.js';

// The closing `---` must stand on a line of its own; a byte-order mark may come first.
const OPENING = /^\uFEFF?---[ \t]*\r?\n/;
const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * The most front matter a file may have: a thousand times the largest seen in Docusaurus sites,
 * and still read in well under a second, during which the thread can heed neither `--timeout`
 * nor Ctrl-C.
 */
export const MAX_FRONTMATTER_BYTES = 1024 * 1024;

/**
 * Reads the YAML front matter at the top of a Markdown file. A syntax error, or a front
 * matter that is not a mapping, names the file and the line in the file.
 */
export function parseFrontmatter(raw: string, file: string): Record<string, unknown> {
  const match = FRONTMATTER.exec(raw);
  if (!match) {
    if (OPENING.test(raw)) {
      throw new HexsiteError('Unexpected front matter without a closing `---` line, expected YAML between two `---` lines', {
        file,
        line: 1,
        ruleId: 'frontmatter-unclosed',
        hint: 'Add a line `---` after the last key. To start the page with a horizontal rule instead, put a blank line before `---`.',
      });
    }
    return {};
  }
  const yaml = match[1] ?? '';
  const bytes = Buffer.byteLength(yaml);
  if (bytes > MAX_FRONTMATTER_BYTES) {
    throw new HexsiteError(`Unexpected front matter of ${(bytes / 1024 / 1024).toFixed(2)} MB, expected at most ${MAX_FRONTMATTER_BYTES / 1024 / 1024} MB`, {
      file,
      line: 2,
      ruleId: 'frontmatter-too-large',
      hint: 'Keep data out of the front matter: put it in a file of its own beside the page.',
    });
  }
  // yaml's own check of unique keys compares each key with every earlier one of its map: 20,000
  // keys took 10 s. `findDuplicateKey` does the same with a set.
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { prettyErrors: true, uniqueKeys: false, lineCounter });
  const error = document.errors[0] ?? findDuplicateKey(document, lineCounter);
  if (error) {
    // Line 1 of the YAML is line 2 of the file (after the opening `---`).
    const line = error.linePos ? error.linePos[0].line + 1 : undefined;
    const column = error.linePos ? error.linePos[0].col : undefined;
    throw new HexsiteError(`Unexpected invalid YAML in front matter: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, {
      file,
      line,
      column,
      ruleId: 'frontmatter-syntax',
      hint: 'Front matter is YAML between two `---` lines; quote values that contain `: ` or start with a special character.',
    });
  }
  let value: unknown;
  try {
    // A few aliases are YAML's business; thousands expanding into each other are an attack.
    value = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new HexsiteError(`Unexpected front matter that cannot be read: ${(error as Error).message}`, {
      file,
      line: 2,
      ruleId: 'frontmatter-syntax',
      hint: 'Use plain YAML values; aliases (`*name`) may be used at most 100 times.',
    });
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new HexsiteError(`Unexpected front matter of type ${Array.isArray(value) ? 'array' : typeof value}, expected a mapping of keys to values`, {
      file,
      line: 2,
      ruleId: 'frontmatter-syntax',
    });
  }
  return value as Record<string, unknown>;
}

/** The first key that a map repeats, as the error yaml reports for it (`uniqueKeys`). */
function findDuplicateKey(document: Document, lineCounter: LineCounter): { message: string; linePos?: [{ line: number; col: number }] } | undefined {
  let found: { message: string; linePos?: [{ line: number; col: number }] } | undefined;
  visit(document, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        // Keys that are not scalars (rare: `? [a, b]`) are left to the schemas that read them.
        if (!isScalar(pair.key)) continue;
        if (!seen.has(pair.key.value)) {
          seen.add(pair.key.value);
          continue;
        }
        const offset = pair.key.range?.[0];
        found = { message: 'Map keys must be unique', linePos: offset === undefined ? undefined : [lineCounter.linePos(offset)] };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * The front matter block at the top of a file, `---` lines included; `''` when there is none.
 * A copy, not a slice: V8 keeps the whole text of a file alive for as long as a slice of it
 * lives, and the build keeps the block of every file (18 MB of Markdown on corpus 1000).
 */
export function frontmatterBlock(raw: string): string {
  const block = FRONTMATTER.exec(raw)?.[0];
  return block ? Buffer.from(block).toString() : '';
}

/** 1-based line of a front matter key in the file (or its front matter block), for pointing at a bad value. */
export function frontmatterKeyLine(raw: string, key: string): number | undefined {
  const match = FRONTMATTER.exec(raw);
  if (!match) return undefined;
  const lines = (match[1] ?? '').split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 2;
}
