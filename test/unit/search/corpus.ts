import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import type { SearchRecord } from '../../../src/search/types.js';

const generator = path.resolve(import.meta.dirname, '../../../../shared/bench/gen-corpus.mjs');

/**
 * Search records of the generated 200-page benchmark corpus (../shared/bench/gen-corpus.mjs,
 * deterministic), made the way the build makes them: one per section of each doc.
 */
export function corpusRecords(pages = 200): SearchRecord[] {
  const dir = path.join(os.tmpdir(), `hexsite-search-corpus-${pages}`);
  if (!existsSync(path.join(dir, 'corpus.json'))) execFileSync(process.execPath, [generator, String(pages), dir]);
  const files = (readdirSync(path.join(dir, 'docs'), { recursive: true }) as string[]).filter((file) => file.endsWith('.md')).sort();
  const records: SearchRecord[] = [];
  files.forEach((file, page) => {
    const text = readFileSync(path.join(dir, 'docs', file), 'utf8');
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
