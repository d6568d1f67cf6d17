import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A file referenced from content, copied into the output under a content-hashed name. */
export interface HashedAsset {
  /** Absolute source path. */
  from: string;
  /** Output path relative to the output folder (`assets/images/diagram-3f2a9c1b.png`). */
  to: string;
}

/**
 * Reads each referenced file and names its copy after its content, so browsers may cache it
 * forever. Files that do not exist are returned in `missing`.
 */
export async function hashAssets(files: string[]): Promise<{ assets: Map<string, HashedAsset>; missing: Set<string> }> {
  const assets = new Map<string, HashedAsset>();
  const missing = new Set<string>();
  await Promise.all(
    [...new Set(files)].map(async (from) => {
      try {
        const bytes = await readFile(from);
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
        const parsed = path.parse(from);
        assets.set(from, { from, to: `assets/images/${parsed.name}-${hash}${parsed.ext}` });
      } catch {
        missing.add(from);
      }
    }),
  );
  return { assets, missing };
}
