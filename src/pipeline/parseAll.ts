import type { ContentEntry } from '../content/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import type { MarkdownSetup } from '../markdown/options.js';
import type { MarkdownEngine } from '../markdown/processor.js';
import type { PageFacts } from '../markdown/types.js';
import type { PageStore } from '../cache/pageStore.js';
import { parsePage, type ParseRequest, type ParseResult } from './parseOne.js';
import { runTasks, type StageThreads } from '../threads/threads.js';
import { turnWhenDue } from '../threads/turns.js';
import type { ThreadStage } from '../threads/worker.js';

/** How parsing reports its progress. */
export type Progress = (done: number, total: number) => void;

/**
 * Parses every Markdown file whose text has no verified entry in the page store, on the build's
 * threads, and returns each file's facts in entry order (the store keeps the
 * rendered content). Parse errors of all files are collected and thrown together.
 */
export async function parseAll(options: {
  entries: ContentEntry[];
  store: PageStore;
  threadsFor?: (stage: ThreadStage, tasks: number) => StageThreads;
  progress?: Progress;
  /** Entries to keep besides this build's: see `WatchBuild.keepEntries`. */
  keep?: Iterable<string>;
  /** The site's Markdown options: the engine for this thread, the setup for the parse threads. */
  markdown?: { engine: MarkdownEngine; setup: MarkdownSetup };
}): Promise<Map<string, PageFacts>> {
  const { entries, store, progress } = options;
  const known: Array<PageFacts | undefined> = [];
  for (const entry of entries) {
    known.push(store.facts(entry.key, entry.file));
    // The store reads its entries synchronously: a server on this thread (serve --watch) answers in between.
    await turnWhenDue();
  }
  const todo: ParseRequest[] = [];
  entries.forEach((entry, index) => {
    if (!known[index]) todo.push({ file: entry.file, real: entry.real, key: entry.key, kind: entry.kind });
  });
  let done = 0;
  const threads = options.threadsFor?.('parse', todo.length) ?? {};
  const { markdown } = options;
  threads.pool?.init({ stage: 'parse', storeDir: store.dir, ...(markdown && { markdown: markdown.setup }) });
  const results = await runTasks<ParseRequest, ParseResult>(todo, threads, (request) => parsePage(request, store.dir, markdown?.engine), () => progress?.(++done, todo.length));
  const errors: HexsiteError[] = [];
  for (const result of results) {
    if (result.system) throw Object.assign(new Error(result.system.message), result.system);
    if (result.error) {
      const { message, ruleId, ...place } = result.error;
      errors.push(new HexsiteError(message, { file: result.file, ...place, ruleId: ruleId ?? 'markdown-parse' }));
    }
  }
  if (errors.length) throw new HexsiteErrors(errors);
  await store.prune([...entries.map((entry) => entry.key), ...(options.keep ?? [])]);
  // Entry order, whatever order the workers finished in: the output must not depend on timing.
  const fresh = new Map(results.map((result) => [result.file, result.facts!]));
  return new Map(entries.map((entry, index) => [entry.file, known[index] ?? fresh.get(entry.file)!]));
}
