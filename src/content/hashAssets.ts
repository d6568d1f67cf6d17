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
 * Reads each referenced file (by its real path, already checked to lie inside the site) and
 * names its copy after its content, so browsers may cache it forever. Assets are keyed by the
 * path as referenced, which names the copy.
 */
export async function hashAssets(files: Array<{ referenced: string; real: string }>): Promise<Map<string, HashedAsset>> {
  const assets = new Map<string, HashedAsset>();
  await Promise.all(
    files.map(async ({ referenced, real }) => {
      if (assets.has(referenced)) return;
      const bytes = await readFile(real);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      const parsed = path.parse(referenced);
      assets.set(referenced, { from: real, to: `assets/images/${parsed.name}-${hash}${parsed.ext}` });
    }),
  );
  return assets;
}
