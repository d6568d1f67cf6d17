import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './types.js';

/** Files written at once: enough to keep the disk busy, few enough to stay under open-file limits. */
const CONCURRENCY = 64;

/**
 * Writes the output atomically: everything goes into a fresh sibling folder, which then takes
 * the place of the old output in two renames (put back if the second fails). A build that fails
 * before this point leaves the previous output as it was. The only function that writes to the
 * output folder. Returns the bytes written.
 */
export async function writeOutput(outDir: string, files: OutputFile[]): Promise<number> {
  const parent = path.dirname(outDir);
  const temp = path.join(parent, `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  await mkdir(temp, { recursive: true });
  let bytes = 0;
  try {
    const targets = files.map((file) => ({ file, target: insideFolder(temp, file.path) }));
    const dirs = new Set(targets.map(({ target }) => path.dirname(target)));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    for (let start = 0; start < targets.length; start += CONCURRENCY) {
      const sizes = await Promise.all(targets.slice(start, start + CONCURRENCY).map(({ file, target }) => writeOne(file, target)));
      for (const size of sizes) bytes += size;
    }
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  const old = `${temp}-old`;
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, old);
  try {
    await rename(temp, outDir);
  } catch (error) {
    if (hadOutput) await rename(old, outDir);
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  await rm(old, { recursive: true, force: true });
  return bytes;
}

async function writeOne(file: OutputFile, target: string): Promise<number> {
  if ('copyFrom' in file) {
    await copyFile(file.copyFrom, target);
    return (await stat(target)).size;
  }
  await writeFile(target, file.contents);
  return typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.length;
}

/** The absolute path of an output file; a path that would leave the folder is a bug upstream. */
function insideFolder(folder: string, relative: string): string {
  const target = path.resolve(folder, relative);
  if (!target.startsWith(folder + path.sep)) throw new Error(`Internal error: output path \`${relative}\` leaves the output folder`);
  return target;
}

/**
 * Refuses an output folder that would swallow the sources: the site folder itself, one of its
 * parents, or a folder inside the content. The whole output folder is replaced on every build.
 */
export function checkOutDir(outDir: string, siteDir: string, contentDirs: string[]): string | null {
  const out = path.resolve(outDir);
  const site = path.resolve(siteDir);
  const within = (parent: string, child: string) => child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
  if (out === site || within(out, site)) return `the output folder \`${out}\` holds the site itself`;
  for (const dir of contentDirs.map((entry) => path.resolve(site, entry))) {
    if (out === dir || within(dir, out)) return `the output folder \`${out}\` is inside the content folder \`${dir}\``;
  }
  return null;
}
