import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIndexBuilder, TermMemory, type BuiltIndex } from '../../../src/search/buildSearchIndex.js';
import type { SearchField, SearchRecord } from '../../../src/search/types.js';
import { corpusRecords } from './corpus.js';

const fields: SearchField[] = [
  { name: 'title', boost: 10 },
  { name: 'headings', boost: 5 },
  { name: 'content', boost: 1 },
];

/** The Hexagon site's records, a list per page. */
function sitePages(): SearchRecord[][] {
  const pages: SearchRecord[][] = [];
  for (const record of corpusRecords()) (pages[record.page] ??= []).push(record);
  return pages;
}

/** A key that stands for a page's records, as the page store's hash of its source does. */
function keyOf(records: SearchRecord[]): string {
  return createHash('sha1').update(JSON.stringify(records.map(({ title, headings, content }) => [title, headings, content]))).digest('hex');
}

function index(pages: SearchRecord[][], memory?: TermMemory, indexed = fields): BuiltIndex {
  const builder = createIndexBuilder(indexed, memory);
  for (const records of pages) builder.addPage(keyOf(records), () => records);
  return builder.finish();
}

/** `records` with `text` added to the content of the section at `at`. */
function edited(records: SearchRecord[], at: number, text: string): SearchRecord[] {
  return records.map((record, i) => (i === at ? { ...record, content: `${record.content} ${text}` } : record));
}

describe('a term memory', () => {
  it('gives the same index as cutting every page, over edits, new, removed and moved pages and a new title', () => {
    const memory = new TermMemory();
    let pages = sitePages();
    const steps: Array<(pages: SearchRecord[][]) => SearchRecord[][]> = [
      (site) => site,
      // A paragraph gains words the site has, one it lacks, and a stop word.
      (site) => site.map((records, page) => (page === 3 ? edited(records, 1, 'The pipeline runs zyzzogeton-stages twice, and the plugins run once.') : records)),
      // A page goes; a new one comes first, with a word no page has, and pushes every page's number on.
      (site) => [[{ page: 0, title: 'Quasiperiodic notes', headings: '', content: 'Quasiperiodic plugins for every command.', heading: '', hash: '' }], ...site.slice(0, 5), ...site.slice(6)],
      // Two pages change places.
      (site) => [site[2], site[1], site[0], ...site.slice(3)],
      // A page's title changes, and the edit of the second step is undone.
      (site) => site.map((records, page) => (page === 1 ? records.map((record) => (record.title ? { ...record, title: `${record.title} renamed` } : record)) : page === 4 ? sitePages()[3] : records)),
    ];
    for (const step of steps) {
      pages = step(pages);
      expect(index(pages, memory)).toEqual(index(pages));
    }
    expect(memory.size.pages).toBe(pages.length);
  });

  it('takes a page whose key it knows from what it kept, not from its records', () => {
    const memory = new TermMemory();
    const pages = sitePages();
    index(pages, memory);
    const builder = createIndexBuilder(fields, memory);
    // The same key with other records: the memory answers for the page.
    pages.forEach((records, page) => builder.addPage(keyOf(records), () => (page === 0 ? edited(records, 0, 'xylophonic') : records)));
    const replayed = builder.finish();
    expect(replayed.postings.has('xylophon')).toBe(false);
    expect(replayed).toEqual(index(pages));
  });

  it('forgets the pages of other fields, and the pages the last index did not hold', () => {
    const memory = new TermMemory();
    const pages = sitePages();
    index(pages, memory);
    const contentOnly: SearchField[] = [{ name: 'content', boost: 1 }];
    expect(index(pages, memory, contentOnly)).toEqual(index(pages, undefined, contentOnly));
    index(pages.slice(0, 4), memory, contentOnly);
    expect(memory.size.pages).toBe(4);
  });
});
