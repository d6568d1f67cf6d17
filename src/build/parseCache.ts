import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedPage } from '../markdown/types.js';

/** Folder, inside the site folder, that holds hexsite's caches (ignore it in git). */
export const CACHE_DIR = '.hexsite/cache';

/**
 * Parsed Markdown from earlier builds, one file per source text: parsing is most of a build's
 * time, and most files do not change between two builds. An entry is found by the hash of the
 * file's text, under a folder named after the running hexsite code, so any change to hexsite
 * starts a fresh cache.
 */
export interface ParseCache {
  get(raw: string): Promise<ParsedPage | undefined>;
  set(raw: string, page: ParsedPage): Promise<void>;
}

/** A cache that remembers nothing: for sites whose folder cannot be written. */
const NO_CACHE: ParseCache = { get: async () => undefined, set: async () => {} };

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
    return NO_CACHE;
  }
  const fileOf = (raw: string) => path.join(dir, `${createHash('sha1').update(raw).digest('hex')}.json`);
  return {
    async get(raw) {
      try {
        return JSON.parse(await readFile(fileOf(raw), 'utf8')) as ParsedPage;
      } catch {
        return undefined;
      }
    },
    async set(raw, page) {
      await writeFile(fileOf(raw), JSON.stringify(page)).catch(() => {});
    },
  };
}

/** Names the running hexsite code by its file's size and time: a rebuilt hexsite gets a new key. */
function engineKey(): string {
  const file = fileURLToPath(import.meta.url);
  const { size, mtimeMs } = statSync(file);
  return createHash('sha1').update(`${file}:${size}:${mtimeMs}`).digest('hex').slice(0, 12);
}
