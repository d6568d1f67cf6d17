import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './types.js';

/**
 * Writes the output atomically: everything goes into a fresh sibling folder, which then takes
 * the place of the old output in two renames. A build that fails before this point leaves the
 * previous output as it was. The only function that writes to the output folder.
 */
export async function writeOutput(outDir: string, files: OutputFile[]): Promise<number> {
  const parent = path.dirname(outDir);
  const temp = path.join(parent, `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  await mkdir(temp, { recursive: true });
  let bytes = 0;
  try {
    const dirs = new Set(files.map((file) => path.dirname(path.join(temp, file.path))));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    await Promise.all(
      files.map(async (file) => {
        const target = path.join(temp, file.path);
        if ('copyFrom' in file) await copyFile(file.copyFrom, target);
        else {
          bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.length;
          await writeFile(target, file.contents);
        }
      }),
    );
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  const old = `${temp}-old`;
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(temp, outDir);
  await rm(old, { recursive: true, force: true });
  return bytes;
}
