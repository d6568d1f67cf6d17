import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { readStored } from '../build/pageStore.js';
import type { SiteModel } from '../site/createSiteModel.js';
import { SEARCH_INDEX_PATH } from '../site/pages.js';
import type { SearchContext, SearchDocuments, SearchIndexManifest, SearchPostings } from '../site/types.js';
import { createIndexBuilder, type BuiltIndex } from './buildSearchIndex.js';
import { recordsOfPage, searchSources } from './searchSources.js';
import type { OutputFile } from '../build/types.js';
import type { SearchField, SearchPageInfo, SearchRecord, SearchSources } from './types.js';

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
  /**
   * Where to write the files, which are then copied into the output: the index of a large site
   * is hundreds of megabytes of JSON, which no thread then holds. Without it, the files are
   * returned with their contents.
   */
  filesDir?: string;
  /** Where to keep the index for the next build (see `readCached`), written as the files are made. */
  cacheFile?: string;
}

/** Builds the index's files from its input, on this thread or another. */
export type SearchIndexer = (input: SearchIndexInput) => Promise<SearchIndexOutput>;

/** From this many pages, the index is built by the indexer given (a thread of its own), below it here. */
export const INDEX_ELSEWHERE_FROM = 250;

/**
 * The search stage: records from the routes and the pages' sections, the BM25 index over them,
 * and the files a browser fetches: the entry file with the sorted terms, postings files by term
 * range and document files by document number, all but the entry file named by their content.
 * A large index is built by `indexer`: a thread that ends with it takes its memory with it,
 * which this thread's heap would keep for the rest of the build. With a cache folder (the page
 * store's, which hexsite's code version names), an index built from the same records and
 * settings is read back instead: on corpus 1000, building takes seconds, most of a rebuild
 * where nothing changed.
 */
export async function createSearchIndex(options: { model: SiteModel; storeDir: string; cacheDir?: string; filesDir?: string; indexer?: SearchIndexer }): Promise<SearchIndexOutput> {
  const { model, storeDir, cacheDir, filesDir } = options;
  const { search } = model.config;
  const sources = searchSources({ routes: model.routes, navItems: model.chrome.navItems, search });
  const fields: SearchField[] = search.fields.map((name) => ({ name, boost: search.boosts[name] ?? 1 }));
  const contexts = model.chrome.search.options?.contexts ?? [];
  const baseUrl = model.config.baseUrl;
  // The store's keys are the hashes of the pages' sources, and the cache folder is named by hexsite's
  // code: together they stand for the pages' text.
  const cacheFile = cacheDir && path.join(cacheDir, `search-${createHash('sha1').update(JSON.stringify([sources, fields, contexts, baseUrl])).digest('hex')}.z`);
  const cached = cacheFile ? readCached(cacheFile, filesDir) : undefined;
  if (cached) return cached;
  const indexer = options.indexer && sources.pages.length >= INDEX_ELSEWHERE_FROM ? options.indexer : async (here: SearchIndexInput) => indexFiles(here);
  return indexer({ sources, storeDir, fields, contexts, baseUrl, filesDir, cacheFile });
}

/**
 * A cached index, when there is one that is whole: a deflated header (stats, each file's path and
 * deflated length), then each file deflated on its own, so neither writing nor reading holds a
 * second copy of the whole index. zlib's checksums fail a damaged or truncated file, which is
 * then built again.
 */
function readCached(file: string, filesDir: string | undefined): SearchIndexOutput | undefined {
  try {
    const bytes = readFileSync(file);
    const headerLength = bytes.readUInt32BE(0);
    const header = JSON.parse(inflateSync(bytes.subarray(4, 4 + headerLength)).toString('utf8')) as { stats: SearchIndexOutput['stats']; files: Array<[string, number]> };
    let at = 4 + headerLength;
    const files = header.files.map(([filePath, length]): OutputFile => {
      const contents = inflateSync(bytes.subarray(at, at + length));
      at += length;
      if (!filesDir) return { path: filePath, contents: contents.toString('utf8') };
      const copyFrom = path.join(filesDir, path.basename(filePath));
      writeFileSync(copyFrom, contents);
      return { path: filePath, copyFrom };
    });
    return at === bytes.length ? { files, stats: header.stats } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps this index for the next build, in place of the previous one: each file's deflated contents, in order. */
function writeCached(file: string, output: SearchIndexOutput, parts: Buffer[]): void {
  try {
    const dir = path.dirname(file);
    for (const name of readdirSync(dir)) if (name.startsWith('search-')) rmSync(path.join(dir, name), { force: true });
    const header = deflateSync(JSON.stringify({ stats: output.stats, files: output.files.map((entry, i) => [entry.path, parts[i].length]) }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    writeFileSync(file, Buffer.concat([length, header, ...parts]));
  } catch {
    // A cache that cannot be written costs the next build time, never its result.
  }
}

/** The index's files, built. */
export function indexFiles({ sources, storeDir, fields, contexts, baseUrl, filesDir, cacheFile }: SearchIndexInput): SearchIndexOutput {
  const base = `${baseUrl}${SEARCH_DIR}/`;
  const files: SearchIndexOutput['files'] = [];
  const cacheParts: Buffer[] = [];
  let bytes = 0;
  const add = (name: string, contents: string) => {
    bytes += Buffer.byteLength(contents);
    if (cacheFile) cacheParts.push(deflateSync(contents, { level: 1 }));
    const filePath = `${SEARCH_DIR}/${name}`;
    if (!filesDir) return files.push({ path: filePath, contents });
    const copyFrom = path.join(filesDir, name);
    writeFileSync(copyFrom, contents);
    files.push({ path: filePath, copyFrom });
  };
  const write = (prefix: string, value: unknown) => {
    const contents = JSON.stringify(value);
    const name = `${prefix}.${createHash('sha1').update(contents).digest('hex').slice(0, 10)}.json`;
    add(name, contents);
    return `${base}${name}`;
  };
  // Each page's records are indexed and written to the document files as its sections are read:
  // only the postings grow with the site.
  const builder = createIndexBuilder(fields);
  const documents = documentWriter(sources.pages, (file) => write('documents', file));
  const pageOfRecord: number[] = [];
  sources.keys.forEach((key, page) => {
    for (const record of recordsOfPage(page, sources.pages[page].title, readStored(storeDir, key).sections())) {
      builder.add(record);
      documents.add(record);
      pageOfRecord.push(page);
    }
  });
  const documentFiles = documents.finish();
  const index = builder.finish();
  const shards = writePostings(index, (postings) => write('postings', postings));
  const manifest: SearchIndexManifest = {
    fields: fields.map((field) => field.name),
    documentCount: index.documentCount,
    terms: index.terms,
    shards: { starts: shards.map((shard) => shard.start), files: shards.map((shard) => shard.file) },
    documents: { size: DOCUMENTS_PER_FILE, files: documentFiles },
    contexts: contextRuns(sources.pages, pageOfRecord, contexts, baseUrl),
  };
  add(SEARCH_INDEX_PATH.slice(SEARCH_DIR.length + 1), JSON.stringify(manifest));
  const output = { files, stats: { pages: sources.pages.length, documents: index.documentCount, terms: index.terms.length, bytes } };
  if (cacheFile) writeCached(cacheFile, output, cacheParts);
  return output;
}

/**
 * Sorted terms in runs of about `SHARD_BYTES` of postings, each written as it is complete, with
 * where each run starts. A term's postings are dropped from the index once written, so the
 * index and its files are never both whole in memory.
 */
function writePostings(index: BuiltIndex, write: (value: SearchPostings) => string): Array<{ start: number; file: string }> {
  const shards: Array<{ start: number; file: string }> = [];
  let current: SearchPostings = {};
  let start = 0;
  let bytes = 0;
  const flush = (next: number) => {
    if (next > start) shards.push({ start, file: write(current) });
    current = {};
    start = next;
    bytes = 0;
  };
  index.terms.forEach((term, i) => {
    const posting = index.postings.get(term)!;
    index.postings.delete(term);
    // Documents as gaps: small numbers, a few characters each.
    const fields = posting.documents.map((documents, field) => documents.flatMap((document, j) => [document - (j ? documents[j - 1] : 0), posting.weights[field][j]]));
    const size = term.length + 8 + fields.reduce((sum, list) => sum + list.length * 4, 0);
    if (bytes && bytes + size > SHARD_BYTES) flush(i);
    current[term] = [posting.index, ...fields];
    bytes += size;
  });
  flush(index.terms.length);
  return shards;
}

/** Per context, the runs of documents whose page is at or below the context's path. */
function contextRuns(pages: SearchPageInfo[], pageOfRecord: number[], contexts: SearchContext[], baseUrl: string): SearchIndexManifest['contexts'] {
  const runs: SearchIndexManifest['contexts'] = {};
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

/** Writes the records in files of `DOCUMENTS_PER_FILE`, each with the pages its records belong to, as each file is full. */
function documentWriter(pages: SearchPageInfo[], write: (documents: SearchDocuments) => string): { add(record: SearchRecord): void; finish(): string[] } {
  const files: string[] = [];
  let file: SearchDocuments = { pages: [], sections: [] };
  let local = new Map<number, number>();
  const flush = () => {
    if (file.sections.length) files.push(write(file));
    file = { pages: [], sections: [] };
    local = new Map();
  };
  return {
    add(record) {
      let page = local.get(record.page);
      if (page === undefined) {
        page = file.pages.push(pages[record.page]) - 1;
        local.set(record.page, page);
      }
      file.sections.push([page, record.heading, record.hash, record.content]);
      if (file.sections.length === DOCUMENTS_PER_FILE) flush();
    },
    finish() {
      flush();
      return files;
    },
  };
}
