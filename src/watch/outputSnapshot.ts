import { statSync } from 'node:fs';
import path from 'node:path';
import { outputFileOf } from '../build/build.js';

/** Each page's HTML file in an output folder, by permalink: its identity and version. */
export type OutputSnapshot = Map<string, string>;

/**
 * Notes the HTML file of every page as it stands: inode, size and modification time. A warm
 * build hard-links the pages it did not render again, so their files keep inode and time; a
 * page rendered again gets a new file. Comparing two snapshots tells which pages a rebuild
 * changed without reading a byte of them.
 */
export function snapshotOutput(outDir: string, permalinks: string[], baseUrl: string): OutputSnapshot {
  const snapshot: OutputSnapshot = new Map();
  for (const permalink of permalinks) {
    const stats = statSync(path.join(outDir, outputFileOf(permalink, baseUrl)), { throwIfNoEntry: false, bigint: true });
    snapshot.set(permalink, stats ? `${stats.ino}:${stats.size}:${stats.mtimeNs}` : 'missing');
  }
  return snapshot;
}

/** The pages rendered again, added or removed between two snapshots. */
export function changedPages(before: OutputSnapshot, after: OutputSnapshot): { changed: string[]; added: string[]; removed: string[] } {
  const changed: string[] = [];
  const added: string[] = [];
  for (const [permalink, version] of after) {
    const previous = before.get(permalink);
    if (previous === undefined) added.push(permalink);
    else if (previous !== version) changed.push(permalink);
  }
  const removed = [...before.keys()].filter((permalink) => !after.has(permalink));
  return { changed, added, removed };
}
