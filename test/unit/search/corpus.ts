import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import type { SearchRecord } from '../../../src/search/types.js';

/** The Hexagon site of this repository: real prose, and in every checkout. */
const site = path.resolve(import.meta.dirname, '../../../content');

/**
 * Search records of the Hexagon site's docs and blog posts, made the way the build makes them:
 * one per section of each page.
 */
export function corpusRecords(): SearchRecord[] {
  const files = ['docs', 'blog'].flatMap((folder) =>
    (readdirSync(path.join(site, folder), { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file)).map((file) => path.join(folder, file)),
  );
  const records: SearchRecord[] = [];
  files.sort().forEach((file, page) => {
    const text = readFileSync(path.join(site, file), 'utf8');
    const title = /^title: "?(.*?)"?$/m.exec(text)?.[1] ?? file;
    for (const section of parseMarkdown(text, file).searchSections) {
      if (section.heading === undefined) records.push({ page, title, headings: '', content: section.text, heading: '', hash: '' });
      else records.push({ page, title: '', headings: section.heading, content: section.text, heading: section.heading, hash: `#${section.id}` });
    }
  });
  return records;
}

/** A small deterministic random source (mulberry32). */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    let t = (state = (state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), 1 | t);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
