import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Files under `folder` whose name matches, site-relative; none when the folder does not exist. Names starting with `_` or `.` are left out, as the build leaves them. */
export function filesUnder(siteDir: string, folder: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name) && !/\.d\.ts$|\.test\.[jt]sx?$/.test(entry.name)) found.push(path.relative(siteDir, full).split(path.sep).join('/'));
    }
  };
  walk(path.resolve(siteDir, folder));
  return found;
}
