import { english, type SearchLanguage } from './language.js';
import { indexTerms } from './lunrInternals.js';

/** Where a word of a text stands for one of the searched index terms: `[start, end)`. */
export type TermSpan = [start: number, end: number];

/**
 * The words of a text that the index would file under one of `terms` (so `configuring` and
 * `configs` for `configur`), split as the index of `language` splits text: on whitespace and
 * hyphens, and into words where a language has no spaces. A span leaves out the punctuation the
 * index trims from the word's ends.
 */
export function findTermSpans(text: string, terms: ReadonlySet<string>, language: SearchLanguage = english()): TermSpan[] {
  const spans: TermSpan[] = [];
  if (!terms.size) return spans;
  for (const { word, start, end } of language.words(text)) {
    if (indexTerms(word, language).some((term) => terms.has(term))) spans.push([start, end]);
  }
  return spans;
}
