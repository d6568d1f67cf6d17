import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentEntry } from '../content/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import type { ParsedPage } from '../markdown/types.js';
import type { ParseCache } from './parseCache.js';
import { parseOne, type ParseRequest, type ParseResponse } from './parseOne.js';

/** Below this many files, a worker costs more than it saves: each thread pays about 0.4 s to warm up the parser. */
const PARALLEL_FROM = 64;

/**
 * Parses every Markdown file. Parsing is the most expensive stage (micromark reads about
 * 1 MB/s) and each file is independent, so the files are shared between this thread and one
 * worker thread per other core; results keep the input order. Files whose text is in the
 * cache are not parsed again.
 */
export async function parseAll(entries: ContentEntry[], cache?: ParseCache): Promise<Map<string, ParsedPage>> {
  const cached = new Map<string, ParsedPage>();
  if (cache) {
    const found = await Promise.all(entries.map((entry) => cache.get(entry.raw, entry.file)));
    entries.forEach((entry, index) => found[index] && cached.set(entry.file, found[index]));
  }
  const todo = entries.filter((entry) => !cached.has(entry.file));
  const workerFile = fileURLToPath(new URL('./parseWorker.js', import.meta.url));
  const workers = Math.min(os.availableParallelism(), 8) - 1;
  const responses =
    todo.length >= PARALLEL_FROM && workers > 0 && existsSync(workerFile)
      ? await parseInParallel(todo, workerFile, workers)
      : [todo.map(({ file, raw }) => parseOne(file, raw))];
  const parsed = new Map<string, ParsedPage>(cached);
  const errors: HexsiteError[] = [];
  for (const item of responses.flat()) {
    if (item.page) parsed.set(item.file, item.page);
    else
      errors.push(
        new HexsiteError(`Unexpected Markdown that could not be parsed: ${item.error?.message}`, {
          file: item.file,
          line: item.error?.line,
          column: item.error?.column,
          ruleId: 'markdown-parse',
        }),
      );
  }
  if (errors.length) throw new HexsiteErrors(errors);
  if (cache) {
    await Promise.all(todo.map((entry) => cache.set(entry.raw, parsed.get(entry.file)!)));
    await cache.prune(entries.map((entry) => entry.raw));
  }
  // The map is filled in entry order whatever the workers' order, so output is deterministic.
  return new Map(entries.filter((entry) => parsed.has(entry.file)).map((entry) => [entry.file, parsed.get(entry.file)!]));
}

async function parseInParallel(entries: ContentEntry[], workerFile: string, workers: number): Promise<ParseResponse[]> {
  // Interleaved batches balance the load: neighbouring files tend to be alike in size.
  const batches: ParseRequest[] = Array.from({ length: workers + 1 }, () => []);
  entries.forEach((entry, index) => batches[index % batches.length].push({ file: entry.file, raw: entry.raw }));
  const [own, ...others] = batches;
  // Flags of the parent such as --input-type or --eval would make a worker fail to start.
  const workerList = others.map(() => new Worker(workerFile, { execArgv: [] }));
  const pending = workerList.map(
    (worker, index) =>
      new Promise<ParseResponse>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`Internal error: a parse worker stopped (exit code ${code}) before answering`)));
        worker.postMessage(others[index]);
      }),
  );
  try {
    // This thread parses its share while the workers start and parse theirs.
    const mine = own.map(({ file, raw }) => parseOne(file, raw));
    return [mine, ...(await Promise.all(pending))];
  } finally {
    await Promise.all(workerList.map((worker) => worker.terminate()));
  }
}
