import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPackedFile } from '../../../src/cache/pack.js';
import { writeStoredPage } from '../../../src/cache/pageStore.js';
import type { OutputFile } from '../../../src/output/outputFile.js';
import type { PageFacts, SearchSection } from '../../../src/markdown/types.js';
import type { PageContent } from '../../../src/render/renderMarkdown.js';
import { createIndexMemory, indexFiles, type IndexMemory, type SearchIndexInput } from '../../../src/search/createSearchIndex.js';
import { corpusRecords } from './corpus.js';

const temp = await mkdtemp(path.join(os.tmpdir(), 'hexsite-index-memory-'));
afterAll(() => rm(temp, { recursive: true, force: true }));

interface Page {
  title: string;
  url: string;
  sections: SearchSection[];
}

/** The Hexagon site's docs and posts as the page store holds their text. */
function sitePages(): Page[] {
  const pages: Page[] = [];
  for (const record of corpusRecords()) {
    const page = (pages[record.page] ??= { title: record.title, url: `/docs/page-${record.page}`, sections: [] });
    page.sections.push(record.heading ? { heading: record.heading, id: record.hash.slice(1), text: record.content } : { text: record.content });
  }
  return pages;
}

/** The page store's key of each page: the hash of its text, as a build's is of its source. */
function keysOf(pages: Page[]): string[] {
  return pages.map((page) => createHash('sha1').update(JSON.stringify(page.sections)).digest('hex'));
}

/** Writes each page into a page store under its key, as a build does. */
function store(dir: string, pages: Page[]): string[] {
  const keys = keysOf(pages);
  pages.forEach((page, n) => writeStoredPage(dir, keys[n], { facts: {} as PageFacts, sections: page.sections, content: {} as PageContent }));
  return keys;
}

let packs = 0;

/**
 * The index of these pages, kept in a pack of its own folder: each file's contents by path, and
 * the stats. The pages are written into the store first, unless `stored` is false.
 */
async function indexOf(pages: Page[], folder: string, memory?: IndexMemory, storeDir = path.join(temp, 'store'), stored = true) {
  await mkdir(storeDir, { recursive: true });
  await mkdir(path.join(temp, folder), { recursive: true });
  const input: SearchIndexInput = {
    sources: { pages: pages.map(({ title, url }) => ({ title, url, breadcrumb: ['Docs'] })), keys: stored ? store(storeDir, pages) : keysOf(pages) },
    storeDir,
    language: 'en',
    fields: [
      { name: 'title', boost: 10 },
      { name: 'headings', boost: 5 },
      { name: 'content', boost: 1 },
    ],
    contexts: [],
    baseUrl: '/',
    packFile: path.join(temp, folder, `search-${++packs}.z`),
    keepPack: true,
    version: 'v1',
  };
  const { files, stats } = indexFiles(input, memory);
  const contents = (file: OutputFile) => ('packed' in file ? readPackedFile(file.packed).toString() : 'contents' in file ? String(file.contents) : '');
  return { files: Object.fromEntries(files.map((file) => [file.path, contents(file)])), stats };
}

/** `pages` with words added to a section of page `at`. */
function edited(pages: Page[], at: number, words: string): Page[] {
  return pages.map((page, n) => (n === at ? { ...page, sections: page.sections.map((section, i) => (i === 1 ? { ...section, text: `${section.text} ${words}` } : section)) } : page));
}

describe('an index memory', () => {
  it('writes the same index files as an index without it, over edits that move records between files', async () => {
    const memory = createIndexMemory();
    let pages = sitePages();
    const steps: Array<(site: Page[]) => Page[]> = [
      (site) => site,
      (site) => edited(site, 3, 'Pipelines retry twice.'),
      // A section more on page 2 moves every later record into the next place.
      (site) => site.map((page, n) => (n === 2 ? { ...page, sections: [...page.sections, { heading: 'Added', id: 'added', text: 'A section added by an edit.' }] } : page)),
      // A page's URL changes: the file that holds it changes, the others do not.
      (site) => site.map((page, n) => (n === 5 ? { ...page, url: '/docs/moved' } : page)),
      (site) => site.slice(1),
    ];
    for (const [n, step] of steps.entries()) {
      pages = step(pages);
      const remembered = await indexOf(pages, 'with', memory);
      expect(remembered, `step ${n}`).toEqual(await indexOf(pages, 'without'));
    }
    expect(memory.documents.size).toBeGreaterThan(4);
  });

  it('takes unchanged document files from the last pack without reading their pages, and makes them when the pack is gone', async () => {
    const memory = createIndexMemory();
    const storeDir = path.join(temp, 'unread');
    const pages = sitePages();
    await indexOf(pages, 'unread-pack', memory, storeDir);
    const next = edited(pages, 0, 'An edit of the first page.');
    const expected = await indexOf(next, 'unread-expected');
    // The edited page and the next few, which may share its document file, are in the store;
    // the entries of the pages after them are gone: reading one would fail.
    const keys = store(storeDir, next);
    for (const key of keys.slice(5)) await unlink(path.join(storeDir, `${key}.page`));
    expect(await indexOf(next, 'unread-pack', memory, storeDir, false)).toEqual(expected);

    // Without the last pack, the files are made again: from the store, which must then hold the pages.
    store(storeDir, pages);
    for (const name of await readdir(path.join(temp, 'unread-pack'))) await unlink(path.join(temp, 'unread-pack', name));
    const again = edited(next, 0, 'A second edit.');
    expect(await indexOf(again, 'unread-pack', memory, storeDir)).toEqual(await indexOf(again, 'unread-expected'));
  });
});
