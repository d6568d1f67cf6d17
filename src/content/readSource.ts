import { readFile } from 'node:fs/promises';
import { HexsiteError } from '../errors/HexsiteError.js';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/** A text file of the site, decoded, with what was wrong with its bytes. */
export interface SourceText {
  text: string;
  /** Set when bytes were not UTF-8 and were replaced by U+FFFD. */
  warning?: HexsiteError;
}

/** Reads a text file of the site (Markdown, data, category files) from its real path. */
export async function readSource(real: string, file: string): Promise<SourceText> {
  return decodeSource(await readFile(real), file);
}

/**
 * Decodes a text file as UTF-8. A NUL byte means a binary file with a text file's name: an
 * error, as rendering it would publish garbage. Bytes that are not UTF-8 are replaced, with a
 * warning naming the first line where that happened.
 */
export function decodeSource(bytes: Uint8Array, file: string): SourceText {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new HexsiteError('Unexpected binary content (a NUL byte), expected a UTF-8 text file', {
      file,
      line: lineAt(bytes, nul),
      ruleId: 'binary-file',
      hint: 'Rename the file if it is not text, or save it again as UTF-8 text.',
    });
  }
  try {
    return { text: strict.decode(bytes) };
  } catch {
    const text = lenient.decode(bytes);
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    return {
      text,
      warning: new HexsiteError('Unexpected bytes that are not UTF-8, expected a UTF-8 text file; they were replaced by �', {
        file,
        line,
        ruleId: 'invalid-utf8',
        hint: 'Save the file as UTF-8 in your editor.',
      }),
    };
  }
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (bytes[index] === 10) line++;
  return line;
}
