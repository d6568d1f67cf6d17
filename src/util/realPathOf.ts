import { realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isInside } from './isInside.js';

/** The real path of a file that may not exist yet: its nearest existing parent resolved, the rest appended. */
export function realPathOf(file: string): string {
  const absolute = path.resolve(file);
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      return path.join(realpathSync(current), ...missing.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return absolute;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

/**
 * Whether `dir` is the home folder or a folder that holds it (`/`, `/home`), compared by real
 * paths: a folder no command may fill or replace, as `build --out` and `init --force` would.
 */
export function holdsHomeFolder(dir: string): boolean {
  return isInside(realPathOf(dir), realPathOf(os.homedir()));
}
