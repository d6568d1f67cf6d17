import { constants, lstatSync, readlinkSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';

/** What writing a set of files below a folder would do, checked before the first is written. */
export interface WriteTargets {
  /** Files there already, which the write replaces (relative, posix, as given). */
  replaced: string[];
  /** Paths that make the write unsafe or impossible: a link, a folder where a file goes, a file where a folder goes. */
  problems: HexsiteError[];
}

/**
 * Checks the files a command is about to write below `root` (relative paths, posix separators),
 * before it writes any: every path component below `root` is read with lstat, so that a symbolic
 * link (to a file or a folder outside, or to nothing) is refused instead of written through, and
 * a folder or file in the way is named instead of failing halfway. `shown` turns a relative path
 * into the one messages name (relative to the working folder, say). One problem per path.
 */
export function checkWriteTargets(root: string, files: string[], shown: (relative: string) => string = (relative) => relative): WriteTargets {
  const replaced: string[] = [];
  const problems = new Map<string, HexsiteError>();
  for (const file of files) {
    const segments = file.split('/');
    for (let end = 1; end <= segments.length; end++) {
      const relative = segments.slice(0, end).join('/');
      const stats = lstatOrNull(path.join(root, ...segments.slice(0, end)));
      if (!stats) break;
      const last = end === segments.length;
      const problem = stats.isSymbolicLink()
        ? linkError(path.join(root, relative), shown(relative))
        : last && stats.isDirectory()
          ? inTheWay('folder', 'a file', shown(relative))
          : !last && !stats.isDirectory()
            ? inTheWay('file', 'a folder', shown(relative))
            : undefined;
      if (problem) {
        if (!problems.has(relative)) problems.set(relative, problem);
        break;
      }
      if (last) replaced.push(file);
    }
  }
  return { replaced, problems: [...problems.values()] };
}

function lstatOrNull(file: string): Stats | null {
  try {
    return lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A symbolic link where a command would write, named with where it points. */
function linkError(absolute: string, shown: string): HexsiteError {
  let to = '';
  try {
    to = ` (to \`${readlinkSync(absolute)}\`)`;
  } catch {
    // Gone meanwhile: named without its target.
  }
  return new HexsiteError(`Unexpected symbolic link \`${shown}\`${to}, expected a file or folder of its own: hexsite writes nothing through a link`, {
    file: shown,
    ruleId: 'write-through-link',
    hint: 'Remove the link, or replace it with a copy of what it points to, and run the command again.',
  });
}

function inTheWay(found: 'file' | 'folder', expected: string, shown: string): HexsiteError {
  return new HexsiteError(`Unexpected ${found} \`${shown}\`, expected ${expected} there or nothing`, {
    file: shown,
    ruleId: `${found}-in-the-way`,
    hint: `The command writes ${expected} at that path: rename or move the ${found}, and run the command again.`,
  });
}

/**
 * Writes a file that `checkWriteTargets` has checked, never through a link made meanwhile: the
 * last component is opened with O_NOFOLLOW. `exclusive` refuses any file there (O_EXCL).
 */
export async function writeCheckedFile(file: string, data: string | Uint8Array, options: { exclusive?: boolean } = {}): Promise<void> {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | (options.exclusive ? constants.O_EXCL : constants.O_TRUNC);
  const handle = await open(file, flags, 0o666);
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}
