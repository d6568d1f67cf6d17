import path from 'node:path';
import { HexsiteError } from './HexsiteError.js';

/** What an operating-system error code means, and what to do about it. */
const CODES: Record<string, { what: string; hint: string }> = {
  EACCES: { what: 'permission denied', hint: 'Give the user running hexsite access to it (chmod, chown), or build from a folder it can use.' },
  EPERM: { what: 'operation not permitted', hint: 'Give the user running hexsite access to it (chmod, chown), or build from a folder it can use.' },
  ENOSPC: { what: 'no space left on the device', hint: 'Free some disk space, or build into another disk with --out.' },
  EDQUOT: { what: 'disk quota exceeded', hint: 'Free some disk space, or build into another disk with --out.' },
  EROFS: { what: 'read-only file system', hint: 'Build into a writable folder with --out.' },
  EMFILE: { what: 'too many open files', hint: 'Raise the open-file limit (`ulimit -n 4096`) and build again.' },
  ENFILE: { what: 'too many open files in the system', hint: 'Close other programs or raise the system limit, and build again.' },
  EIO: { what: 'input/output error', hint: 'Check the disk and build again.' },
  ENAMETOOLONG: { what: 'file name too long', hint: 'Shorten the file or folder name.' },
  EBUSY: { what: 'resource busy', hint: 'Close programs that use the folder (an editor, a server) and build again.' },
  ENOTDIR: { what: 'not a folder', hint: 'A path expected to be a folder is a file: rename one of them.' },
  EISDIR: { what: 'is a folder', hint: 'A path expected to be a file is a folder: rename one of them.' },
  ENOENT: { what: 'no such file or folder', hint: 'A file disappeared during the build (another program removed it?): build again.' },
};

/** The verb of a system call, for "while reading …". */
const SYSCALLS: Record<string, string> = {
  open: 'opening', read: 'reading', write: 'writing', scandir: 'listing', mkdir: 'creating', rename: 'renaming',
  rmdir: 'removing', unlink: 'removing', rm: 'removing', copyfile: 'copying', stat: 'reading', lstat: 'reading',
  realpath: 'resolving', readlink: 'resolving', mkdtemp: 'creating', access: 'accessing', opendir: 'listing',
};

/**
 * A failed file-system call (EACCES, ENOSPC…) as a message about the machine, naming the path
 * relative to the site folder where it lies inside it; undefined for anything else.
 */
export function fromSystemError(error: unknown, siteDir: string): HexsiteError | undefined {
  if (!isSystemError(error) || !(error.code! in CODES)) return undefined;
  const { code, syscall, path: where } = error as NodeJS.ErrnoException & { code: string };
  const { what, hint } = CODES[code];
  const verb = SYSCALLS[syscall!] ?? syscall;
  let file: string | undefined;
  if (where) {
    const relative = path.relative(siteDir, where).split(path.sep).join('/');
    file = relative.startsWith('..') || path.isAbsolute(relative) ? where : relative;
  }
  return new HexsiteError(`Unexpected ${what} (${code}) while ${verb}${file ? ` \`${file}\`` : ''}, expected the file system to allow it`, {
    file,
    ruleId: `system-${code.toLowerCase()}`,
    hint,
    cause: error,
    environment: true,
  });
}

/** An error of a system call (a file gone, a folder where a file was, no permission), as opposed to a bug. */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}
