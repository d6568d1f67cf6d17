import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { folderOutsideError, isInsideSite, linkOutsideError, siteRelative, type SiteRoot } from '../config/siteRoot.js';
import { HexsiteError } from '../errors/HexsiteError.js';

/** A file found below a content folder. */
export interface ScannedFile {
  /** Path relative to the scanned folder, posix separators (`guides/plugins.md`). */
  path: string;
  /** Absolute real path: where the bytes are read from, always inside the site folder. */
  real: string;
}

/** What one scan found: files, and symbolic links it skipped. */
export interface ScanResult {
  files: ScannedFile[];
  warnings: HexsiteError[];
}

/**
 * Lists every file below `folder`, sorted, following symbolic links by their real path.
 * Dot files and `node_modules` are skipped. fast-glob cannot be told where links may lead,
 * so this walk checks each one: a link whose target lies outside the site folder, or that
 * leads back into one of its own parent folders (a loop), is an error naming the link; a
 * link to nothing is skipped with a warning, as a dangling link in a checkout is common
 * and harmless.
 */
export async function scanFolder(site: SiteRoot, folder: string): Promise<ScanResult> {
  const result: ScanResult = { files: [], warnings: [] };
  const start = await realpath(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (start === null) return result;
  if (!isInsideSite(site, start)) throw folderOutsideError(site, folder, start);
  await walk({ site, result, dir: folder, real: start, relative: '', ancestors: [start] });
  result.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}

interface WalkState {
  site: SiteRoot;
  result: ScanResult;
  /** The folder as reached (possibly through links), for messages. */
  dir: string;
  /** Its real path. */
  real: string;
  relative: string;
  /** Real paths of the folders from the scan's start down to this one, to detect loops. */
  ancestors: string[];
}

async function walk(state: WalkState): Promise<void> {
  const entries: Dirent[] = await readdir(state.real, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const shown = path.join(state.dir, entry.name);
    const relative = state.relative ? `${state.relative}/${entry.name}` : entry.name;
    let real = path.join(state.real, entry.name);
    let isDirectory = entry.isDirectory();
    if (entry.isSymbolicLink()) {
      const target = await followLink(state, shown, real);
      if (!target) continue;
      ({ real, isDirectory } = target);
    } else if (!entry.isFile() && !isDirectory) {
      continue; // sockets, FIFOs and devices are no content
    }
    if (!isDirectory) {
      state.result.files.push({ path: relative, real });
      continue;
    }
    if (state.ancestors.includes(real)) {
      throw new HexsiteError(`Unexpected symbolic link \`${siteRelative(state.site, shown)}\` that leads back to its own folder, expected links that do not loop`, {
        file: siteRelative(state.site, shown),
        ruleId: 'symlink-loop',
        hint: 'Remove the link, or point it at a folder that does not contain it.',
      });
    }
    await walk({ ...state, dir: shown, real, relative, ancestors: [...state.ancestors, real] });
  }
}

/** Resolves a link; null (with a warning) when it leads nowhere. */
async function followLink(state: WalkState, shown: string, linkPath: string): Promise<{ real: string; isDirectory: boolean } | null> {
  const file = siteRelative(state.site, shown);
  let real: string;
  try {
    real = await realpath(linkPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') {
      throw new HexsiteError(`Unexpected symbolic link \`${file}\` that points at itself, expected a link to a file or folder`, { file, ruleId: 'symlink-loop', hint: 'Remove the link, or fix its target.' });
    }
    if (code !== 'ENOENT') throw error;
    state.result.warnings.push(new HexsiteError(`Unexpected symbolic link \`${file}\` to a missing file, expected an existing target; skipped`, { file, ruleId: 'dangling-symlink', hint: 'Remove the link, or restore its target.' }));
    return null;
  }
  if (!isInsideSite(state.site, real)) throw linkOutsideError(state.site, shown, real);
  return { real, isDirectory: (await stat(real)).isDirectory() };
}
