import { indexTerms, WORDS } from './lunrInternals.js';

/** Where a word of a text stands for one of the searched index terms: `[start, end)`. */
export type TermSpan = [start: number, end: number];

/**
 * The words of a text that the index would file under one of `terms` (so `configuring` and
 * `configs` for `configur`), split as the index splits text: on whitespace and hyphens. A span
 * leaves out the punctuation the index trims from the word's ends.
 */
export function findTermSpans(text: string, terms: ReadonlySet<string>): TermSpan[] {
  const spans: TermSpan[] = [];
  if (!terms.size) return spans;
  for (const match of text.matchAll(WORDS)) {
    const word = match[0];
    if (!indexTerms(word).some((term) => terms.has(term))) continue;
    const lead = /^\W*/.exec(word)![0].length;
    const trail = /\W*$/.exec(word.slice(lead))![0].length;
    spans.push([match.index + lead, match.index + word.length - trail]);
  }
  return spans;
}
