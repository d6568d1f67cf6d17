import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha1 } from '../util/sha1.js';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { PageFacts, SearchSection } from '../markdown/types.js';
import type { PageContent } from '../render/renderMarkdown.js';
import { isAlive } from '../util/isAlive.js';

/** Folder, inside the site folder, that holds hexsite's files (ignore it in git). */
export const CACHE_ROOT = '.hexsite';
/** Folder of the page cache. */
export const CACHE_DIR = `${CACHE_ROOT}/cache`;

/** What parsing one Markdown file leaves for the rest of the build. */
export interface StoredPage {
  /** Small facts that whole-site stages read (headings, links, title…). */
  facts: PageFacts;
  /** The page's text by section, read back only by the search index. */
  sections: SearchSection[];
  /** The rendered content, read back only when the page is rendered. */
  content: PageContent;
}

/**
 * Where parsed pages wait between the parse and the render stage, one file per source text,
 * named by the hash of the text: the site's cache folder, so that the next build parses only
 * what changed, or a temporary folder (`--no-cache`, in-memory builds), removed at the end.
 * Holding pages on disk rather than in memory keeps a build's memory the size of one page; a
 * temporary store holds its first few entries in memory (see `held`).
 * Every entry is verified when read; a damaged one is parsed again, with a warning.
 */
export interface PageStore {
  readonly dir: string;
  /** Whether the store is the site's cache, kept for the next build. */
  readonly persistent: boolean;
  /** One warning per entry found damaged and not used. */
  readonly warnings: HexsiteError[];
  /**
   * The facts of a verified entry for the text with hash `key`; undefined when there is none.
   * Read synchronously: a thousand reads through Node's I/O threads took 150 ms more of a warm build.
   */
  facts(key: string, file: string): PageFacts | undefined;
  /** The content of an entry this build wrote or verified. */
  content(key: string): Promise<PageContent>;
  /** Removes entries other than `keys`: files changed or deleted since. */
  prune(keys: Iterable<string>): Promise<void>;
  /** Removes a temporary store. */
  close(): Promise<void>;
}

/** Temporary stores are `hexsite-pages-<pid>-<random>` in the system's temporary folder. */
const TEMPORARY_PREFIX = 'hexsite-pages-';
let staleRemoved: Promise<void> | undefined;

/** Opens the site's cache (removing caches of other hexsite builds), or a temporary store. */
export async function openPageStore(options: { siteDir: string; persistent: boolean } & StoreName): Promise<PageStore> {
  // Under way while the build runs (a killed build's store may be hundreds of megabytes); `close` waits for it.
  staleRemoved ??= removeStaleStores();
  if (options.persistent) {
    const root = path.join(options.siteDir, CACHE_DIR);
    const dir = cacheDirOf(options.siteDir, options);
    // The stores of the site's other locales are this one's family: kept. This locale's store of other texts is not.
    const family = path.basename(cacheDirOf(options.siteDir, { markdownKey: options.markdownKey }));
    const own = path.basename(dir);
    try {
      await mkdir(dir, { recursive: true });
      for (const name of await readdir(root)) {
        const member = name === family || name.startsWith(`${family}.`) || name.startsWith(`${family}~`);
        if (!member || (name !== own && localeOfStore(name.slice(family.length)) === (options.locale ?? ''))) await rm(path.join(root, name), { recursive: true, force: true });
      }
      return createStore(dir, false);
    } catch {
      // A read-only checkout: build without keeping anything.
    }
  }
  return createStore(await mkdtemp(path.join(os.tmpdir(), `${TEMPORARY_PREFIX}${process.pid}-`)), true);
}

/** What names a page store besides hexsite's code: see `cacheDirOf`. */
export interface StoreName {
  /** See `markdownOptionsKey`. */
  markdownKey?: string;
  /** A locale other than the default. */
  locale?: string;
  /** The name of the Markdown texts of the locale, where they are not English (see `markdownTextsOf`). */
  texts?: string;
}

/**
 * The site's cache folder for the running hexsite code and the site's Markdown options (see
 * `markdownOptionsKey`): the page store of builds that keep it. A change of either starts a
 * fresh cache, every page parsed again. A locale other than the default has a store of its own
 * beside it (`<name>.fr`): a page's MDX renders its locale's URLs, and each locale's build keeps
 * only its own pages in its store. A locale whose parsed pages hold texts other than English
 * (admonition titles, heading links' labels) names them too (`<name>.fr~1a2b3c4d`): a change of
 * its `code.json` that changes them parses its pages again.
 */
export function cacheDirOf(siteDir: string, name: StoreName = {}): string {
  const family = name.markdownKey ? `${engineKey()}-${name.markdownKey}` : engineKey();
  return path.join(siteDir, CACHE_DIR, `${family}${name.locale ? `.${name.locale}` : ''}${name.texts ? `~${name.texts}` : ''}`);
}

/** The locale a store's folder name names after its family's (`.fr~1a2b3c4d` → `fr`); '' for the default locale's. */
function localeOfStore(suffix: string): string {
  return suffix.startsWith('.') ? suffix.slice(1).split('~')[0] : '';
}

/**
 * Removes the temporary stores of builds whose process is gone: killed (`kill -9`, power loss)
 * before they could remove their own. Once per process.
 */
async function removeStaleStores(): Promise<void> {
  const dir = os.tmpdir();
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => {
        const pid = name.startsWith(TEMPORARY_PREFIX) ? /^(\d+)-/.exec(name.slice(TEMPORARY_PREFIX.length))?.[1] : undefined;
        return pid !== undefined && !isAlive(Number(pid));
      })
      .map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
}

/**
 * The folders of this process's temporary stores, each with its removal once under way: until a
 * removal has ended, its folder is still there, and a signal's exit must wait for it.
 */
const temporaryDirs = new Map<string, Promise<void> | undefined>();

/** Removes a temporary store, or waits for its removal under way. */
function removeTemporaryStore(dir: string): Promise<void> {
  let removal = temporaryDirs.get(dir);
  if (!removal) {
    removal = rm(dir, { recursive: true, force: true }).finally(() => temporaryDirs.delete(dir));
    temporaryDirs.set(dir, removal);
  }
  return removal;
}

/**
 * Removes every temporary store of this process, for a build stopped by a signal (Ctrl-C), whose
 * `close` may never come or be under way. Its threads must have stopped first: they read the store.
 */
export async function removeTemporaryStores(): Promise<void> {
  await Promise.all([...temporaryDirs.keys()].map(removeTemporaryStore));
}

function createStore(dir: string, temporary: boolean): PageStore {
  const warnings: HexsiteError[] = [];
  const fileOf = (key: string) => path.join(dir, `${key}.page`);
  if (temporary) {
    held.set(dir, new Map());
    temporaryDirs.set(dir, undefined);
  }
  return {
    dir,
    persistent: !temporary,
    warnings,
    facts(key, file) {
      const inMemory = heldEntry(dir, key);
      if (inMemory) return inMemory.facts();
      let bytes: Buffer;
      try {
        bytes = readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
      const facts = readEntry(bytes, key)?.facts();
      if (!facts) {
        warnings.push(
          new HexsiteError(`Unexpected damaged cache entry \`${path.basename(fileOf(key))}\`, expected a verified entry; parsed the file again`, {
            file,
            ruleId: 'cache-damaged',
          }),
        );
        return undefined;
      }
      return facts;
    },
    async content(key) {
      return readStored(dir, key).content();
    },
    async prune(keys) {
      const keep = new Set([...keys].map((key) => path.basename(fileOf(key))));
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => name.endsWith('.page') && !keep.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
    },
    async close() {
      held.delete(dir);
      await staleRemoved;
      if (temporary) await removeTemporaryStore(dir);
    },
  };
}

/** Entries a temporary store holds in memory: at most this many, the rest are files. */
const HELD_ENTRIES = 64;

/**
 * The entries of this thread's temporary stores that are held in memory, by store folder, each
 * as its three parts in JSON. A small build reads each entry back once, on this same thread:
 * deflating, writing and reading the entries of the Hexagon site's 26 files took 30 ms of its
 * 1 s. Other threads see only files: `writeHeldEntries` writes these out before any starts.
 */
const held = new Map<string, Map<string, string[]>>();

/** The parts of an entry held in memory, each parsed when asked for, as from a file. */
function heldEntry(dir: string, key: string): ReturnType<typeof readStored> | undefined {
  const parts = held.get(dir)?.get(key);
  if (!parts) return undefined;
  const [facts, sections, content] = parts;
  return { facts: () => JSON.parse(facts) as PageFacts, sections: () => JSON.parse(sections) as SearchSection[], content: () => JSON.parse(content) as PageContent };
}

/** Writes every entry held in memory into its store's folder, for threads about to read them; holds no more. */
export function writeHeldEntries(): void {
  for (const [dir, entries] of held) {
    for (const [key, parts] of entries) writeFileSync(path.join(dir, `${key}.page`), entryOf(key, parts));
  }
  held.clear();
}

/** Writes an entry, or holds it in memory (see `held`); also from worker threads, which share nothing else with the store. */
export function writeStoredPage(dir: string, key: string, page: StoredPage): void {
  const parts = jsonParts(page);
  const inMemory = held.get(dir);
  if (inMemory && inMemory.size < HELD_ENTRIES) inMemory.set(key, parts);
  else writeFileSync(path.join(dir, `${key}.page`), entryOf(key, parts));
}

/**
 * An entry: a line with the hash of the source text it stands for, a line with the hash of
 * the rest, a line with the lengths of the facts and of the search sections, then the facts,
 * the sections and the content, each as deflated JSON decoded only when asked for. A file
 * copied over another, truncated or edited fails one of the checks.
 */
export function writeEntry(key: string, page: StoredPage): Buffer {
  return entryOf(key, jsonParts(page));
}

/** An entry's three parts in JSON: the facts, the search sections, the content. */
function jsonParts(page: StoredPage): string[] {
  return [JSON.stringify(page.facts), JSON.stringify(page.sections), JSON.stringify(page.content)];
}

/** An entry from its three parts in JSON. */
function entryOf(key: string, json: string[]): Buffer {
  const parts = json.map((part) => deflateRawSync(part, { level: 1 }));
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(`${key}\n${sha1(body)}\n${parts[0].length} ${parts[1].length}\n`), body]);
}

/** The parts of an entry that is the verified entry for `key`, each decoded when asked for. */
export function readEntry(bytes: Buffer, key: string): { facts(): PageFacts | undefined; sections(): SearchSection[]; content(): PageContent } | undefined {
  const header: string[] = [];
  let start = 0;
  for (let line = 0; line < 3; line++) {
    const end = bytes.indexOf(10, start);
    if (end === -1 || end - start > 64) return undefined;
    header.push(bytes.subarray(start, end).toString('latin1'));
    start = end + 1;
  }
  const [entryKey, digest, lengths] = header;
  const body = bytes.subarray(start);
  const [factsEnd, sectionsEnd] = lengths.split(' ').map(Number).map((length, i, all) => (i ? all[0] + length : length));
  if (entryKey !== key || sha1(body) !== digest || !Number.isInteger(sectionsEnd) || sectionsEnd > body.length) return undefined;
  const part = <T>(from: number, to: number) => JSON.parse(inflateRawSync(body.subarray(from, to)).toString('utf8')) as T;
  return {
    facts() {
      try {
        const facts = part<PageFacts>(0, factsEnd);
        return hasFactsShape(facts) ? facts : undefined;
      } catch {
        return undefined;
      }
    },
    sections: () => part<SearchSection[]>(factsEnd, sectionsEnd),
    content: () => part<PageContent>(sectionsEnd, body.length),
  };
}

/** The entry this build wrote or verified for `key`, read from any thread: the renderers and the search index's read their parts. */
export function readStored(dir: string, key: string): NonNullable<ReturnType<typeof readEntry>> {
  const inMemory = heldEntry(dir, key);
  if (inMemory) return inMemory;
  const entry = readEntry(readFileSync(path.join(dir, `${key}.page`)), key);
  if (!entry) throw new Error(`Internal error: the parsed page ${key} changed on disk during the build`);
  return entry;
}

function hasFactsShape(facts: PageFacts): boolean {
  return (
    typeof facts === 'object' &&
    facts !== null &&
    Array.isArray(facts.headings) &&
    Array.isArray(facts.ids) &&
    Array.isArray(facts.links) &&
    typeof facts.frontmatter === 'object' &&
    facts.frontmatter !== null &&
    typeof facts.wordCount === 'number'
  );
}

/** The hash of hexsite's sources, written in by the compile step (bin/compile.js). */
declare const HEXSITE_ENGINE: string | undefined;

let engine: string | undefined;

/**
 * Names the running hexsite code by the content of all of it: every file of `src/`, the
 * locked dependencies and the edits made to them as they are bundled
 * (bin/patchDependencies.js). The compile step writes the name in; when hexsite runs from its
 * sources (tests), it is computed the same way here. A change anywhere in the pipeline (a
 * plugin, the sanitiser schema, a dependency) starts a fresh cache.
 */
export function engineKey(): string {
  if (typeof HEXSITE_ENGINE === 'string') return HEXSITE_ENGINE;
  if (engine) return engine;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const hash = createHash('sha1');
  const files = [...listFiles(path.join(root, 'src')).map((file) => `src/${file}`), 'package-lock.json', 'bin/patchDependencies.js'];
  for (const file of files.sort()) {
    const absolute = path.join(root, file);
    if (existsSync(absolute)) hash.update(file).update('\0').update(readFileSync(absolute)).update('\0');
  }
  engine = hash.digest('hex').slice(0, 12);
  return engine;
}

function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
