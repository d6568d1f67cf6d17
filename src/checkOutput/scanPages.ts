import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildThreads } from '../threads/threads.js';
import type { WorkerSetup } from '../threads/worker.js';
import type { WorkerPool } from '../threads/workerPool.js';
import { decodePage } from './decodePage.js';
import { scanHtml, type HtmlFacts } from './scanHtml.js';

/** Pages of an output folder for a thread to read and scan. */
export interface ScanTask {
  dir: string;
  files: string[];
}

/** Pages read at once on this thread: enough to keep the disk busy while the scanner works. */
const READ_AHEAD = 16;
/** Pages a thread scans per task: fewer messages, and little waiting on each. */
const BATCH = 16;
/**
 * From this many pages, the scan runs on threads. Below, starting them costs more than they save:
 * on two cores, an output of 127 pages was checked in 0.78 s on threads, 0.67 s without; one of
 * 266 pages in 1.07 s on threads, 1.20 s without.
 */
const SCAN_THREADS_FROM = 200;

/** Each page's facts, in the task's order; null for a page that could not be read or decoded (see `scanPages`). */
export function scanOutputPages(task: ScanTask): Array<HtmlFacts | null> {
  return task.files.map((file) => {
    let html: string;
    try {
      const full = path.join(task.dir, file);
      html = decodePage(readFileSync(full), full);
    } catch {
      return null;
    }
    return scanHtml(html);
  });
}

/**
 * Reads and scans the HTML pages of an output folder, handing each page's facts to `visit`. From
 * `SCAN_THREADS_FROM` pages, every core gets a thread (corpus 1000: 1,124 pages, 100 MB, whose
 * check took 4.1 s on this thread alone and 2.8 s with two), and the facts come in the order of
 * `files`, a few tasks' worth waiting at a time; on this thread, as the reads end. The check's
 * result does not depend on the order.
 */
export async function scanPages(dir: string, files: string[], visit: (file: string, facts: HtmlFacts) => void): Promise<void> {
  const threads = new BuildThreads();
  try {
    const { pool } = threads.forStage('scan', files.length, { from: SCAN_THREADS_FROM });
    if (pool) await scanOnThreads(pool, dir, files, visit);
    else await forEachRead(dir, files, (file, html) => visit(file, scanHtml(html)));
  } finally {
    await threads.close();
  }
}

/** The scan on a pool's threads: see `scanPages`. */
export async function scanOnThreads(pool: Pick<WorkerPool, 'size' | 'init' | 'run'>, dir: string, files: string[], visit: (file: string, facts: HtmlFacts) => void): Promise<void> {
  pool.init({ stage: 'scan' } satisfies WorkerSetup);
  const batches: string[][] = [];
  for (let start = 0; start < files.length; start += BATCH) batches.push(files.slice(start, start + BATCH));
  const sent: Array<Promise<Array<HtmlFacts | null>>> = [];
  const send = () => {
    const batch = batches[sent.length];
    if (!batch) return;
    const result = pool.run<Array<HtmlFacts | null>>({ dir, files: batch } satisfies ScanTask);
    // Awaited in turn below; a failure is thrown there, not left unhandled meanwhile.
    result.catch(() => {});
    sent.push(result);
  };
  for (let index = 0; index < pool.size * 2; index++) send();
  for (const [index, batch] of batches.entries()) {
    const facts = await sent[index];
    delete sent[index];
    send();
    for (const [at, file] of batch.entries()) {
      // A page a thread could not read is read here, to fail with the error as this thread meets it.
      visit(file, facts[at] ?? scanHtml(await readText(dir, file)));
    }
  }
}

/** Reads files a few at a time and hands each to `visit` as it arrives. */
export async function forEachRead(dir: string, files: string[], visit: (file: string, text: string) => void): Promise<void> {
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const file = files[next++];
      visit(file, await readText(dir, file));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_AHEAD, files.length) }, reader));
}

/** A page or feed of the output as text, decoded as a browser would (see `decodePage`). */
async function readText(dir: string, file: string): Promise<string> {
  const full = path.join(dir, file);
  return decodePage(await readFile(full), full);
}
