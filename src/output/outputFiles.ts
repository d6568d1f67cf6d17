import { copyFileSync, linkSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { copyFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readPackedFile } from '../cache/pack.js';
import type { OutputFile } from './outputFile.js';

/*
 * The only functions that put a file into an output folder or the folder it is staged in: the
 * output's files (`writeOutput`), the pages the render threads write as they go (`renderRoute`),
 * the previous output's files linked again (`OutputReuse`) and a page shown ahead of its
 * rebuild (`watch/previewEdits`). Each checks first that no signal stopped the build.
 */

/** Set by `stopWriting`: no new file is started. */
let stopped = false;

/** Called before each file written into an output: none is started once a signal stopped the build. */
export function assertWriting(): void {
  if (stopped) throw new Error('Unexpected write after the build was stopped by a signal');
}

/** Stops every later write into an output (`abortWrites`, on a signal). */
export function stopWriting(): void {
  stopped = true;
}

/** The absolute path of an output file; a path that would leave the folder is a bug upstream. */
export function insideFolder(folder: string, relative: string): string {
  const target = path.resolve(folder, relative);
  if (!target.startsWith(folder + path.sep)) throw new Error(`Internal error: output path \`${relative}\` leaves the output folder`);
  return target;
}

/** Writes a file of the output at `target`, its folder made; returns its size in bytes. */
export async function writeOutputFile(file: OutputFile, target: string): Promise<number> {
  if ('copyFrom' in file) {
    await copyFile(file.copyFrom, target);
    return (await stat(target)).size;
  }
  if ('packed' in file) {
    const contents = readPackedFile(file.packed);
    await writeFile(target, contents);
    return contents.length;
  }
  await writeFile(target, file.contents);
  return typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.length;
}

/**
 * Writes a page below a folder of the output at once (a render thread's page, so that none waits
 * in memory for the others). `made`: the folders made already, which most pages share (a
 * `mkdir` per file cost a second per thousand pages).
 */
export function writePageFile(dir: string, relative: string, contents: string | Buffer, made: Set<string>): void {
  const target = insideFolder(dir, relative);
  assertWriting();
  const folder = path.dirname(target);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  writeFileSync(target, contents);
}

/** Puts a file of the previous output at `target` as it is: a hard link costs nothing; file systems without them get a copy. */
export function linkPreviousFile(previous: string, target: string, options: { mkdir: boolean }): void {
  assertWriting();
  if (options.mkdir) mkdirSync(path.dirname(target), { recursive: true });
  try {
    linkSync(previous, target);
  } catch {
    copyFileSync(previous, target);
  }
}

/** Writes a page over its file in a served output, replaced whole: a reader never fetches half a file. */
export function replaceServedFile(file: string, contents: string): void {
  assertWriting();
  const temporary = path.join(path.dirname(file), `.preview-${path.basename(file)}`);
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}
