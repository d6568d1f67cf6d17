import { siteRelative } from '../config/siteRoot.js';
import { HexsiteError } from '../errors/HexsiteError.js';

/**
 * The text of a page or feed of the output, decoded as a browser decodes it from `hexsite
 * serve`: a byte order mark decides (UTF-8, UTF-16LE, UTF-16BE), over the `charset=utf-8` the
 * server sends; without one, UTF-8. A file holding NUL bytes without a mark (UTF-16 that lost
 * it, or no text at all) would show as garbage, and its links could not be read: it is
 * refused, naming it, rather than checked as a page without links.
 */
export function decodePage(bytes: Uint8Array, file: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // TextDecoder leaves out a UTF-8 byte order mark itself.
  if (bytes.includes(0)) {
    const shown = siteRelative({ dir: process.cwd(), real: process.cwd() }, file);
    throw new HexsiteError(`Unexpected NUL bytes in \`${shown}\`, expected a page in UTF-8, or in UTF-16 starting with a byte order mark`, {
      file: shown,
      ruleId: 'unreadable-page',
      hint: 'Write the file in UTF-8 (`iconv -f UTF-16 -t UTF-8`), or start it with a byte order mark; browsers read it as UTF-8 otherwise.',
    });
  }
  return new TextDecoder('utf-8').decode(bytes);
}
