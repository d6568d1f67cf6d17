import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';

/**
 * Throws when the output folder cannot be replaced: its parent folder, or a folder inside it,
 * may not be written (a read-only copy, a read-only mount), so the new output could not take
 * its place, or the old one could not be removed after it. Checked before anything is written,
 * so that the message names the folder the user made, not a temporary one. One `access` call a
 * folder: 1,275 on corpus 1000.
 */
export function checkReplaceable(outDir: string, shown: (file: string) => string): void {
  const folders = [path.dirname(outDir)];
  try {
    for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(path.join(entry.parentPath, entry.name));
    }
    folders.push(outDir);
  } catch {
    // No output yet (or one that cannot be listed: its removal will say why).
  }
  for (const folder of folders) {
    try {
      accessSync(folder, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') continue;
      const which = folder === path.dirname(outDir) ? 'the folder that holds it' : folder === outDir ? 'the folder itself' : `\`${shown(folder)}\` in it`;
      throw new HexsiteError(`Unexpected read-only output folder \`${shown(outDir)}\` (${which} may not be written, ${code}), expected a folder hexsite may replace`, {
        ruleId: 'read-only-out-dir',
        hint: 'Every build replaces the whole output folder: make it writable (`chmod -R u+w`), or build into another folder with --out.',
        environment: true,
        cause: error,
      });
    }
  }
}
