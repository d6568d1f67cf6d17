import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { ParsedPage } from '../markdown/types.js';

/** Folder, inside the site folder, that holds hexsite's files (ignore it in git). */
export const CACHE_ROOT = '.hexsite';
/** Folder of the parse cache. */
export const CACHE_DIR = `${CACHE_ROOT}/cache`;

/**
 * Parsed Markdown from earlier builds, one file per source text: parsing is most of a build's
 * time, and most files do not change between two builds. An entry is found by the hash of the
 * file's text, under a folder named after the running hexsite code, so any change to hexsite
 * starts a fresh cache. Every entry is verified when read; one that fails is parsed again.
 */
export interface ParseCache {
  get(raw: string, file: string): Promise<ParsedPage | undefined>;
  set(raw: string, page: ParsedPage): Promise<void>;
  /** Removes the entries of texts not in `raws` (files deleted or changed since), keeping the cache the size of the site. */
  prune(raws: string[]): Promise<void>;
  /** One warning per entry that was found damaged and not used. */
  readonly warnings: HexsiteError[];
}

/** A cache that remembers nothing: for sites whose folder cannot be written. */
function noCache(): ParseCache {
  return { get: async () => undefined, set: async () => {}, prune: async () => {}, warnings: [] };
}

/**
 * Opens the cache of a site, removing caches of other hexsite builds. A cache is a speed-up
 * only: when the folder cannot be written (read-only checkout), the build runs without one.
 */
export async function openParseCache(siteDir: string): Promise<ParseCache> {
  const root = path.join(siteDir, CACHE_DIR);
  const dir = path.join(root, engineKey());
  try {
    await mkdir(dir, { recursive: true });
    for (const name of await readdir(root)) {
      if (name !== path.basename(dir)) await rm(path.join(root, name), { recursive: true, force: true });
    }
  } catch {
    return noCache();
  }
  const warnings: HexsiteError[] = [];
  const keyOf = (raw: string) => sha1(raw);
  const fileOf = (key: string) => path.join(dir, `${key}.json`);
  return {
    warnings,
    async get(raw, file) {
      const key = keyOf(raw);
      const text = await readFile(fileOf(key), 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      const page = readEntry(text, key);
      if (!page) {
        warnings.push(
          new HexsiteError(`Unexpected damaged cache entry \`${path.relative(siteDir, fileOf(key))}\`, expected a verified entry; parsed the file again`, {
            file,
            ruleId: 'cache-damaged',
          }),
        );
      }
      return page;
    },
    async set(raw, page) {
      const key = keyOf(raw);
      await writeFile(fileOf(key), writeEntry(key, page)).catch(() => {});
    },
    async prune(raws) {
      const keep = new Set(raws.map((raw) => `${keyOf(raw)}.json`));
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !keep.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
    },
  };
}

/**
 * An entry is three lines: the hash of the source text it stands for, the hash of the payload,
 * and the payload. A file copied over another, truncated or edited fails one of the hashes.
 */
export function writeEntry(key: string, page: ParsedPage): string {
  const payload = JSON.stringify(page);
  return `${key}\n${sha1(payload)}\n${payload}`;
}

/** The page of an entry, or undefined when the entry is not the verified entry for `key`. */
export function readEntry(text: string, key: string): ParsedPage | undefined {
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  if (first === -1 || second === -1) return undefined;
  if (text.slice(0, first) !== key) return undefined;
  const payload = text.slice(second + 1);
  if (sha1(payload) !== text.slice(first + 1, second)) return undefined;
  try {
    const page = JSON.parse(payload) as ParsedPage;
    return hasPageShape(page) ? page : undefined;
  } catch {
    return undefined;
  }
}

function hasPageShape(page: ParsedPage): boolean {
  return (
    typeof page === 'object' &&
    page !== null &&
    page.hast?.type === 'root' &&
    Array.isArray(page.hast.children) &&
    Array.isArray(page.headings) &&
    Array.isArray(page.ids) &&
    Array.isArray(page.links) &&
    typeof page.wordCount === 'number'
  );
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** The hash of hexsite's sources, written in by the compile step (bin/compile.js). */
declare const HEXSITE_ENGINE: string | undefined;

let engine: string | undefined;

/**
 * Names the running hexsite code by the content of all of it: every file of `src/` and the
 * locked dependencies. The compile step writes the name in; when hexsite runs from its
 * sources (tests), it is computed the same way here. A change anywhere in the pipeline (a
 * plugin, the sanitiser schema, a dependency) starts a fresh cache.
 */
function engineKey(): string {
  if (typeof HEXSITE_ENGINE === 'string') return HEXSITE_ENGINE;
  if (engine) return engine;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const hash = createHash('sha1');
  const files = [...listFiles(path.join(root, 'src')).map((file) => `src/${file}`), 'package-lock.json'];
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
