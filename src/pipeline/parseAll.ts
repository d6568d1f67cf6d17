import type { ContentEntry } from '../content/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import type { MarkdownSetup } from '../markdown/options.js';
import type { MarkdownEngine } from '../markdown/processor.js';
import type { PageFacts } from '../markdown/types.js';
import type { PageStore } from '../cache/pageStore.js';
import { parsePage, type ParseRequest, type ParseResult } from './parseOne.js';
import { runTasks, type StageThreads } from '../threads/threads.js';
import { turnWhenDue } from '../threads/turns.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MdxSite } from '../mdx/siteModules.js';
import { sha1 } from '../util/sha1.js';
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
  /** What MDX content reads of the site. */
  site?: MdxSite;
}): Promise<Map<string, PageFacts>> {
  const { entries, store, progress } = options;
  const known: Array<PageFacts | undefined> = [];
  const hashes = new Map<string, string>();
  for (const entry of entries) {
    const facts = store.facts(entry.key, entry.file);
    // An MDX page is parsed again when a file it imports changed.
    known.push(facts && (!facts.dependencies || dependenciesHold(facts.dependencies, options.site, hashes)) ? facts : undefined);
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
  const { site } = options;
  threads.pool?.init({ stage: 'parse', storeDir: store.dir, ...(markdown && { markdown: markdown.setup }), ...(site && { site }) });
  const results = await runTasks<ParseRequest, ParseResult>(todo, threads, (request) => parsePage(request, store.dir, markdown?.engine, site), () => progress?.(++done, todo.length));
  const errors: HexsiteError[] = [];
  for (const result of results) {
    if (result.system) throw Object.assign(new Error(result.system.message), result.system);
    if (result.error) {
      const { message, ruleId, file, ...place } = result.error;
      errors.push(new HexsiteError(message, { file: file ?? result.file, ...place, ruleId: ruleId ?? 'markdown-parse' }));
    }
  }
  if (errors.length) throw new HexsiteErrors(errors);
  await store.prune([...entries.map((entry) => entry.key), ...(options.keep ?? [])]);
  // Entry order, whatever order the workers finished in: the output must not depend on timing.
  const fresh = new Map(results.map((result) => [result.file, result.facts!]));
  return new Map(entries.map((entry, index) => [entry.file, known[index] ?? fresh.get(entry.file)!]));
}

/** Whether every file an MDX page was made of still has the text it had (hashes shared across the build's pages). */
function dependenciesHold(dependencies: Array<{ file: string; hash: string }>, site: MdxSite | undefined, hashes: Map<string, string>): boolean {
  if (!site) return false;
  return dependencies.every(({ file, hash }) => {
    let now = hashes.get(file);
    if (now === undefined) {
      try {
        now = sha1(readFileSync(path.join(site.siteDir, file)));
      } catch {
        now = 'missing';
      }
      hashes.set(file, now);
    }
    return now === hash;
  });
}
