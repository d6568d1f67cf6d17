import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentEntry } from '../content/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { parseMarkdown } from '../markdown/processor.js';
import type { ParsedPage } from '../markdown/types.js';
import type { ParseRequest, ParseResponse } from './parseWorker.js';

/** Below this many files, starting workers costs more than it saves. */
const PARALLEL_FROM = 80;

/**
 * Parses every Markdown file. Parsing is the most expensive stage and each file is independent,
 * so large sites parse in worker threads, one per core; results keep the input order.
 */
export async function parseAll(entries: ContentEntry[]): Promise<Map<string, ParsedPage>> {
  const workerFile = fileURLToPath(new URL('./parseWorker.js', import.meta.url));
  const cores = Math.min(os.availableParallelism(), 8);
  const responses =
    entries.length >= PARALLEL_FROM && cores > 1 && existsSync(workerFile)
      ? await parseInWorkers(entries, workerFile, cores)
      : [entries.map(({ file, raw }) => parseOne(file, raw))];
  const parsed = new Map<string, ParsedPage>();
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
  if (errors.length) throw errors[0];
  // The map is filled in entry order whatever the workers' order, so output is deterministic.
  return new Map(entries.filter((entry) => parsed.has(entry.file)).map((entry) => [entry.file, parsed.get(entry.file)!]));
}

function parseOne(file: string, raw: string): ParseResponse[number] {
  try {
    return { file, page: parseMarkdown(raw, file) };
  } catch (error) {
    return { file, error: { message: (error as Error).message } };
  }
}

async function parseInWorkers(entries: ContentEntry[], workerFile: string, count: number): Promise<ParseResponse[]> {
  // Interleaved batches balance the load: neighbouring files tend to be alike in size.
  const batches: ParseRequest[] = Array.from({ length: count }, () => []);
  entries.forEach((entry, index) => batches[index % count].push({ file: entry.file, raw: entry.raw }));
  return Promise.all(
    batches.map(
      (batch) =>
        new Promise<ParseResponse>((resolve, reject) => {
          const worker = new Worker(workerFile);
          worker.once('message', (response: ParseResponse) => {
            void worker.terminate();
            resolve(response);
          });
          worker.once('error', reject);
          worker.postMessage(batch);
        }),
    ),
  );
}
