import { type Stats } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../util/isInside.js';
import { relativePosix } from '../util/posixPath.js';

/** A file the server answers with: its real path, and what `stat` says of it. */
export interface ServedFile {
  path: string;
  stats: Stats;
}

/** Errors that mean "no such file here": the path, a folder of it, or a symbolic link chain leads nowhere. */
const NOT_THERE = ['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG'];

/**
 * The one rule of what an output folder serves: the regular file at a path of the folder, by
 * its real path, so a symbolic link that leads out of the folder counts as no file, and a link
 * loop as nothing. `root` is the folder's real path. Null when there is none.
 */
export async function findServedFile(root: string, relative: string): Promise<ServedFile | null> {
  const found = await resolveServed(root, relative);
  return found?.stats.isFile() ? found : null;
}

/** The real path of a relative path of the folder and its `stat`, when it lies inside the folder; null when it leads nowhere or out. */
async function resolveServed(root: string, relative: string): Promise<ServedFile | null> {
  try {
    const real = await realpath(path.join(root, ...relative.split('/')));
    return isInside(root, real) ? { path: real, stats: await stat(real) } : null;
  } catch (error) {
    if (NOT_THERE.includes((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/** The files an output folder serves (see `scanServedFiles`). */
export interface ServedFiles {
  /** Every file, posix and relative, sorted; each once, where it really lies (see `scanServedFiles`). */
  files: string[];
  /** The file among `files` that a relative path is served from (through linked folders); null when it answers 404. */
  find(relative: string): string | null;
}

/** How many linked folders a path may pass through, as the system's own limit on a link chain. */
const MAX_LINKS = 40;

/**
 * Lists what `findServedFile` would answer in a folder, without following any symbolic link
 * out of it and without going round a link loop: a link to a file inside the folder is listed
 * under its own name (it is served there); a link to a folder inside it is not walked through,
 * since its files are listed where they lie, but `find` follows it as the server does; a link
 * leading out of the folder, or nowhere, is no file.
 */
export async function scanServedFiles(folder: string): Promise<ServedFiles> {
  const root = await realpath(folder);
  const files: string[] = [];
  /** Linked folder (relative) → the folder it leads to (relative). */
  const linked = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(relative);
      else if (entry.isFile()) files.push(relative);
      else if (entry.isSymbolicLink()) {
        const target = await linkTarget(root, relative);
        if (target?.kind === 'file') files.push(relative);
        if (target?.kind === 'folder') linked.set(relative, target.relative);
      }
    }
  };
  await walk('');
  files.sort();
  const known = new Set(files);
  const find = (relative: string): string | null => {
    let current = relative;
    for (let step = 0; step <= MAX_LINKS; step++) {
      if (known.has(current)) return current;
      const through = longestLinkedPrefix(linked, current);
      if (!through) return null;
      current = [linked.get(through), current.slice(through.length + 1)].filter(Boolean).join('/');
    }
    return null;
  };
  return { files, find };
}

/** Where a symbolic link of the folder leads, when inside it. */
async function linkTarget(root: string, relative: string): Promise<{ kind: 'file' | 'folder'; relative: string } | null> {
  const found = await resolveServed(root, relative);
  if (!found) return null;
  const inside = relativePosix(root, found.path);
  if (found.stats.isFile()) return { kind: 'file', relative: inside };
  return found.stats.isDirectory() ? { kind: 'folder', relative: inside } : null;
}

/** The longest linked folder `relative` lies below. */
function longestLinkedPrefix(linked: Map<string, string>, relative: string): string | null {
  let found: string | null = null;
  for (const link of linked.keys()) if (relative.startsWith(`${link}/`) && (!found || link.length > found.length)) found = link;
  return found;
}
