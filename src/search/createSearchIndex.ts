import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { addedDigest, packWriter, readPack, type PackWriter } from '../cache/pack.js';
import { engineKey, readStored } from '../cache/pageStore.js';
import type { SiteModel } from '../site/modelTypes.js';
import { SEARCH_INDEX_PATH, type SearchContext, type SearchDocuments, type SearchIndexManifest, type SearchPostings } from '../site/types.js';
import { createIndexBuilder, TermMemory, type BuiltIndex } from './buildSearchIndex.js';
import { searchLanguage } from './searchLanguage.js';
import { recordsOfPage, searchSources } from './searchSources.js';
import type { OutputFile } from '../output/outputFile.js';
import type { SearchField, SearchPageInfo, SearchRecord, SearchSources } from './types.js';
import { markdownTextsOf } from '../i18n/markdownTexts.js';

/** Folder of the index's files, beside its entry file. */
const SEARCH_DIR = SEARCH_INDEX_PATH.slice(0, SEARCH_INDEX_PATH.lastIndexOf('/'));
/**
 * About this many bytes of postings per file. A query fetches the files of its terms only;
 * smaller files cost requests, larger ones bytes. A term with more postings has a file of its own.
 */
const SHARD_BYTES = 16_000;
/** Documents per document file: a suggestion list of 8 fetches at most 8 of them. */
const DOCUMENTS_PER_FILE = 16;

/** The index's files and what they hold, for the build's stage line and the benchmark. */
export interface SearchIndexOutput {
  /** Paths relative to the output folder; with a files folder, each is a copy of a file there. */
  files: OutputFile[];
  stats: { pages: number; documents: number; terms: number; bytes: number };
}

/**
 * What the index is built from: plain data, so a worker thread can build it. The pages' text
 * is read from the page store by whichever thread builds the index, a page at a time.
 */
export interface SearchIndexInput {
  sources: SearchSources;
  /** The page store's folder. */
  storeDir: string;
  fields: SearchField[];
  contexts: SearchContext[];
  baseUrl: string;
  /** The language of the pages' text, whose pipeline cuts it into terms (`searchLanguageOf`). */
  language: string;
  /**
   * Where to write the files, deflated into one pack file from which the output is written: the
   * index of a large site is hundreds of megabytes of JSON, which no thread then holds. In the
   * page store's cache folder, the pack is also the cache of the next build (see `pack.ts`).
   * Without it, the files are returned with their contents.
   */
  packFile?: string;
  /** Whether the pack is kept for the next build, deflated to count little in the cache's size; otherwise its files are stored as they are. */
  keepPack?: boolean;
  /**
   * Names the document files (`documents.<n>.<version>.json`): a hash of everything they are
   * made of, hexsite's code included, so a browser never keeps a stale one.
   */
  version: string;
}

/** Builds the index's files from its input, on this thread or another. */
export type SearchIndexer = (input: SearchIndexInput) => Promise<SearchIndexOutput>;

/** From this many pages, the index is built by the indexer given (a thread of its own), below it here. */
export const INDEX_ELSEWHERE_FROM = 250;

/**
 * The search stage: records from the routes and the pages' sections, the BM25 index over them,
 * and the files a browser fetches: the entry file with the sorted terms, postings files by term
 * range, named by their content, and document files by document number, named by one version.
 * A large index is built by `indexer`: a thread that ends with it takes its memory with it,
 * which this thread's heap would keep for the rest of the build. With `packDir` (the page
 * store's folder), the files go into a pack there; when the store is kept (`reuse`), an index
 * built from the same records and settings is read back instead, and comes back at once, not
 * as a promise: on corpus 1000, building takes seconds, most of a rebuild where nothing changed.
 */
export function startSearchIndex(options: { model: SiteModel; language: string; storeDir: string; packDir?: string; reuse?: boolean; indexer?: SearchIndexer }): SearchIndexOutput | Promise<SearchIndexOutput> {
  const { model, language, storeDir, packDir } = options;
  const { search } = model.config;
  const sources = searchSources({ routes: model.routes, navItems: model.chrome.navItems, search });
  const fields: SearchField[] = search.fields.map((name) => ({ name, boost: search.boosts[name] ?? 1 }));
  const contexts = model.chrome.search.options?.contexts ?? [];
  const baseUrl = model.config.baseUrl;
  // The store's keys are the hashes of the pages' sources, and the store's folder is named by
  // hexsite's code: together they stand for the pages' text.
  // An English index is named as before languages were known.
  const inputs = createHash('sha1').update(JSON.stringify([sources, fields, contexts, baseUrl, ...(language === 'en' ? [] : [language])])).digest('hex');
  const packFile = packDir && path.join(packDir, `${PACK_PREFIX}${inputs}.z`);
  const cached = packFile && options.reuse ? readPack<SearchIndexOutput['stats']>(packFile) : undefined;
  if (cached) return { files: cached.files, stats: cached.meta };
  // The Markdown options name the pages' text too (the store's folder holds their key): see `cacheDirOf`.
  const markdownKey = model.config.markdownKey ? `${model.config.markdownKey}\0` : '';
  // So do the texts the parser writes in the locale (admonition titles): none in English.
  const texts = markdownTextsOf(model.config);
  const version = createHash('sha1').update(`${engineKey()}\0${markdownKey}${texts ? `${JSON.stringify(texts)}\0` : ''}${inputs}`).digest('hex').slice(0, 10);
  const indexer = options.indexer && sources.pages.length >= INDEX_ELSEWHERE_FROM ? options.indexer : async (here: SearchIndexInput) => indexFiles(here);
  return indexer({ sources, storeDir, fields, contexts, baseUrl, language, packFile, keepPack: options.reuse, version });
}

/** The names of pack files in the page store begin so; the builds that write one remove the others. */
const PACK_PREFIX = 'search-';

/**
 * What a thread that makes the index again at each rebuild (`serve --watch`) keeps of the last
 * one: each page's terms, and what each document file was made of.
 */
export interface IndexMemory {
  terms: TermMemory;
  /**
   * The last index's document files by what they hold (`documentsSignature`): the digest each
   * was added to its pack under (`addedDigest`), and its length in bytes.
   */
  documents: Map<string, { added: string; bytes: number }>;
}

export function createIndexMemory(): IndexMemory {
  return { terms: new TermMemory(), documents: new Map() };
}

/**
 * The index's files, built. With `memory`, the pages whose terms it holds are not cut again, and
 * a document file made of the same pages' records as one of the last index is taken from the
 * previous pack: the pages of neither are read from the page store.
 */
export function indexFiles(input: SearchIndexInput, memory?: IndexMemory): SearchIndexOutput {
  const previous = input.packFile && input.keepPack ? latestPack(path.dirname(input.packFile)) : undefined;
  const pack = input.packFile ? packWriter<SearchIndexOutput['stats']>(input.packFile, { level: input.keepPack ? keptPackLevel(input.sources.pages.length) : 0, previous }) : undefined;
  try {
    return indexInto(input, pack, memory);
  } catch (error) {
    pack?.abort();
    throw error;
  }
}

/**
 * zlib's level for a kept pack. A small site's index is compressed well for the little it costs:
 * the Hexagon site's, at level 6, is 7.6 KB smaller than at level 1 (105 KB against 112 KB) for
 * the same few milliseconds. A large site's is compressed fast: corpus 1000's index is 26 MB.
 */
function keptPackLevel(pages: number): number {
  return pages < INDEX_ELSEWHERE_FROM ? 6 : 1;
}

/** The index pack a build last kept in the folder, if any: the new pack takes its unchanged files from it. */
function latestPack(dir: string): string | undefined {
  let latest: { file: string; mtimeMs: number } | undefined;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(PACK_PREFIX) || !name.endsWith('.z')) continue;
    const file = path.join(dir, name);
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
    if (!latest || mtimeMs > latest.mtimeMs) latest = { file, mtimeMs };
  }
  return latest?.file;
}

function indexInto({ sources, storeDir, fields, contexts, baseUrl, language, version }: SearchIndexInput, pack: PackWriter<SearchIndexOutput['stats']> | undefined, memory: IndexMemory | undefined): SearchIndexOutput {
  const base = `${baseUrl}${SEARCH_DIR}/`;
  const files: SearchIndexOutput['files'] = [];
  let bytes = 0;
  const add = (name: string, contents: string, added?: string) => {
    const size = Buffer.byteLength(contents);
    bytes += size;
    const filePath = `${SEARCH_DIR}/${name}`;
    files.push(pack ? pack.add(filePath, contents, added) : { path: filePath, contents });
    return size;
  };
  const write = (prefix: string, value: unknown) => {
    const contents = JSON.stringify(value);
    const name = `${prefix}.${createHash('sha1').update(contents).digest('hex').slice(0, 10)}.json`;
    add(name, contents);
    return `${base}${name}`;
  };
  // Each page's records are indexed and written to the document files as its sections are read:
  // only the postings grow with the site.
  const builder = createIndexBuilder(fields, memory?.terms, searchLanguage(language));
  const nextDocuments: IndexMemory['documents'] = new Map();
  const documents = documentWriter(sources.pages, (parts, n, make) => {
    const name = `documents.${n}.${version}.json`;
    // A build without a memory has nothing to compare a file with, nor anyone to remember it.
    if (!memory) return void add(name, JSON.stringify(make()));
    const signature = documentsSignature(sources.pages, parts);
    const last = memory.documents.get(signature);
    const taken = last && pack?.take(`${SEARCH_DIR}/${name}`, last.added);
    if (last && taken) {
      bytes += last.bytes;
      files.push(taken);
      nextDocuments.set(signature, last);
      return;
    }
    const contents = JSON.stringify(make());
    const added = addedDigest(contents);
    nextDocuments.set(signature, { added, bytes: add(name, contents, added) });
  });
  const pageOfRecord: number[] = [];
  sources.keys.forEach((key, page) => {
    const { title } = sources.pages[page];
    let records: SearchRecord[] | undefined;
    const recordsOf = () => (records ??= recordsOfPage(page, title, readStored(storeDir, key).sections()));
    // The store's key is the hash of the page's source, which with its title makes its records.
    const pageKey = `${key}\0${title}`;
    const count = builder.addPage(pageKey, recordsOf);
    documents.add(page, pageKey, count, recordsOf);
    for (let record = 0; record < count; record++) pageOfRecord.push(page);
  });
  documents.finish();
  if (memory) memory.documents = nextDocuments;
  const index = builder.finish();
  const shards = writePostings(index, (postings) => write('postings', postings));
  const manifest: SearchIndexManifest = {
    fields: fields.map((field) => field.name),
    documentCount: index.documentCount,
    pageSections: sectionCounts(sources.pages.length, pageOfRecord),
    terms: index.terms,
    shards: { starts: shards.map((shard) => shard.start), files: shards.map((shard) => shard.file) },
    documents: { size: DOCUMENTS_PER_FILE, version },
    contexts: contextRuns(sources.pages, pageOfRecord, contexts, baseUrl),
    ...(sources.versions && { versions: versionRuns(sources.versions, pageOfRecord) }),
    ...(language !== 'en' && { language }),
  };
  add(SEARCH_INDEX_PATH.slice(SEARCH_DIR.length + 1), JSON.stringify(manifest));
  const stats = { pages: sources.pages.length, documents: index.documentCount, terms: index.terms.length, bytes };
  pack?.finish(stats, PACK_PREFIX);
  return { files, stats };
}

/**
 * Sorted terms in runs of about `SHARD_BYTES` of postings, each written as it is complete, with
 * where each run starts. The index's numbers stay in two typed arrays (8 bytes a posting) until
 * the end; the JSON made of them goes into the pack a file at a time, so it is never whole in memory.
 */
function writePostings(index: BuiltIndex, write: (value: SearchPostings) => string): Array<{ start: number; file: string }> {
  const shards: Array<{ start: number; file: string }> = [];
  let current = createPostings();
  let start = 0;
  let bytes = 0;
  const flush = (next: number) => {
    if (next > start) shards.push({ start, file: write(current) });
    current = createPostings();
    start = next;
    bytes = 0;
  };
  index.terms.forEach((term, i) => {
    const posting = index.postings.get(term)!;
    index.postings.delete(term);
    // Per field, each document as the gap from the one before (small numbers, a few characters each) and its weight.
    let size = term.length + 8;
    const fields = posting.documents.map((documents, field) => {
      const weights = posting.weights[field];
      const list: number[] = new Array(documents.length * 2);
      for (let j = 0; j < documents.length; j++) {
        list[2 * j] = documents[j] - (j ? documents[j - 1] : 0);
        list[2 * j + 1] = weights[j];
      }
      size += list.length * 4;
      return list;
    });
    if (bytes && bytes + size > SHARD_BYTES) flush(i);
    current[term] = [posting.index, ...fields];
    bytes += size;
  });
  flush(index.terms.length);
  return shards;
}

/**
 * A postings file's object, without a prototype: a term is any word of a page, and `__proto__`
 * set on a plain object replaces its prototype instead of adding the term (whose postings were
 * then left out of the file), while JSON writes and reads it as any other key.
 */
const createPostings = (): SearchPostings => Object.create(null) as SearchPostings;

/** Per page, how many records it has. */
function sectionCounts(pageCount: number, pageOfRecord: number[]): number[] {
  const counts: number[] = new Array(pageCount).fill(0);
  for (const page of pageOfRecord) counts[page] += 1;
  return counts;
}

/** Per context, the runs of documents whose page is at or below the context's path. */
function contextRuns(pages: SearchPageInfo[], pageOfRecord: number[], contexts: SearchContext[], baseUrl: string): SearchIndexManifest['contexts'] {
  const runs: SearchIndexManifest['contexts'] = Object.create(null) as SearchIndexManifest['contexts'];
  for (const context of contexts) {
    const root = `${baseUrl}${context.path}`;
    const list: Array<[number, number]> = [];
    pageOfRecord.forEach((page, ref) => {
      const { url } = pages[page];
      if (url !== root && !url.startsWith(`${root}/`)) return;
      const last = list[list.length - 1];
      if (last && last[1] === ref - 1) last[1] = ref;
      else list.push([ref, ref]);
    });
    runs[context.path] = list;
  }
  return runs;
}

/** Per docs version, the runs of documents whose page is one of its docs. */
function versionRuns(versions: Array<string | null>, pageOfRecord: number[]): NonNullable<SearchIndexManifest['versions']> {
  const runs: NonNullable<SearchIndexManifest['versions']> = Object.create(null) as NonNullable<SearchIndexManifest['versions']>;
  pageOfRecord.forEach((page, ref) => {
    const version = versions[page];
    if (version === null) return;
    const list = (runs[version] ??= []);
    const last = list[list.length - 1];
    if (last && last[1] === ref - 1) last[1] = ref;
    else list.push([ref, ref]);
  });
  return runs;
}

/**
 * Groups the records in files of `DOCUMENTS_PER_FILE`, each with the pages its records belong
 * to, and hands each file to `write` as it is full: the parts it is made of, its number, and a
 * function that makes it, reading its pages' records only then.
 */
function documentWriter(
  pages: SearchPageInfo[],
  write: (parts: DocumentsPart[], n: number, make: () => SearchDocuments) => void,
): { add(page: number, key: string, count: number, records: () => SearchRecord[]): void; finish(): void } {
  let written = 0;
  let parts: DocumentsPart[] = [];
  let filled = 0;
  const flush = () => {
    if (!filled) return;
    const file = parts;
    write(file, written++, () => {
      const made: SearchDocuments = { pages: [], sections: [] };
      for (const part of file) {
        const local = made.pages.push(pages[part.page]) - 1;
        for (const record of part.records().slice(part.from, part.to)) made.sections.push([local, record.heading, record.hash, record.content]);
      }
      return made;
    });
    parts = [];
    filled = 0;
  };
  return {
    add(page, key, count, records) {
      for (let from = 0; from < count; ) {
        const to = Math.min(count, from + DOCUMENTS_PER_FILE - filled);
        parts.push({ page, key, from, to, records });
        filled += to - from;
        from = to;
        if (filled === DOCUMENTS_PER_FILE) flush();
      }
    },
    finish() {
      flush();
    },
  };
}

/** The records `from` to `to` of a page, in a document file. */
interface DocumentsPart {
  page: number;
  /** Stands for the page's records (see `indexInto`). */
  key: string;
  from: number;
  to: number;
  records: () => SearchRecord[];
}

/** What a document file is made of: for each page, its records' key and range, and what a hit shows of the page. */
function documentsSignature(pages: SearchPageInfo[], parts: DocumentsPart[]): string {
  return JSON.stringify(parts.map(({ page, key, from, to }) => [key, from, to, pages[page].url, pages[page].breadcrumb]));
}
