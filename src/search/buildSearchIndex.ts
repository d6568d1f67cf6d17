import { CUT, lowerCaseWordTerms } from '../../theme/search/lunrInternals.js';
import type { SearchField, SearchRecord } from './types.js';

/** lunr's BM25 parameters (SPEC §9). */
const K1 = 1.2;
const B = 0.75;

/** One term of the index: lunr's `_index` and, per field, its documents with their weights. */
export interface IndexedTerm {
  /** Order of the term's first use while indexing (lunr's `_index`). */
  index: number;
  /** Per field, in field order: document numbers, ascending. */
  documents: number[][];
  /** Per field: the term's weight in each of those documents, in thousandths. */
  weights: number[][];
}

/** Words whose term numbers the builder keeps at most. */
const WORDS_KEPT = 200_000;

/** The inverted index, as lunr would hold it for the same documents. */
export interface BuiltIndex {
  fields: SearchField[];
  documentCount: number;
  /** Every term, sorted as lunr sorts them for its token set. */
  terms: string[];
  postings: Map<string, IndexedTerm>;
}

/**
 * Indexes records as `lunr(...)` would with these fields: lunr's tokenizer (whitespace
 * and hyphens), its pipeline (trimmer, English stop words, Porter stemmer) and its BM25
 * weights, rounded to thousandths as lunr rounds them. What lunr would keep as field vectors
 * is kept per term instead, so the index can be split by term. Records are added one at a
 * time and not kept: a large site's text is never whole in memory.
 */
export function createIndexBuilder(fields: SearchField[]): { add(record: SearchRecord): void; finish(): BuiltIndex } {
  const fieldCount = fields.length;
  // Each term by its number, the order of its first use (lunr's `_index`), and the numbers of
  // each word's terms: a word is looked up once per use, and its terms never.
  const numbers = new Map<string, number>();
  const terms: string[] = [];
  let words = new WordTable();
  // By slot (term number × fields + field): the term's documents in the field, ascending, and
  // its frequency in each.
  const documents: number[][] = [];
  const frequencies: number[][] = [];
  // The current field's count of each slot, and the slots it counted.
  let counts: Int32Array = new Int32Array(1024);
  const counted: number[] = [];
  const fieldLengths: number[][] = fields.map(() => []);
  let documentCount = 0;
  const numbersOf = (word: string): number[] => {
    const found: number[] = [];
    for (const term of lowerCaseWordTerms(word)) {
      let number = numbers.get(term);
      if (number === undefined) {
        number = terms.push(term) - 1;
        numbers.set(term, number);
        for (let field = 0; field < fieldCount; field++) documents.push([]), frequencies.push([]);
      }
      found.push(number);
    }
    return found;
  };
  const add = (record: SearchRecord) => {
    const document = documentCount++;
    for (let field = 0; field < fieldCount; field++) {
      // Like lunr's tokenizer, the whole text is lowercased, then cut at whitespace and hyphens.
      const text = record[fields[field].name].toLowerCase();
      let length = 0;
      for (let at = 0; at < text.length; ) {
        let code = text.charCodeAt(at);
        if (isSeparator(code)) {
          at += 1;
          continue;
        }
        const start = at;
        let hash = HASH_SEED;
        do {
          hash = Math.imul(hash ^ code, HASH_PRIME);
          code = ++at < text.length ? text.charCodeAt(at) : SPACE;
        } while (!isSeparator(code));
        let found = words.find(text, start, at, hash);
        if (!found) {
          // Past the limit, words are looked up afresh: a site's words are bounded by nothing.
          if (words.size >= WORDS_KEPT) words = new WordTable();
          const word = text.slice(start, at);
          found = words.add(word, hash, numbersOf(word));
        }
        for (let i = 0; i < found.length; i++) {
          const slot = found[i] * fieldCount + field;
          if (slot >= counts.length) counts = grown(counts, slot);
          if (counts[slot]++ === 0) counted.push(slot);
        }
        length += found.length;
      }
      fieldLengths[field].push(length);
      for (const slot of counted) {
        documents[slot].push(document);
        frequencies[slot].push(counts[slot]);
        counts[slot] = 0;
      }
      counted.length = 0;
    }
  };
  const finish = (): BuiltIndex => {
    // lunr divides each field's total length by the number of documents, all of which have every field.
    const averageLength = fieldLengths.map((lengths) => lengths.reduce((sum, length) => sum + length, 0) / documentCount);
    // Weighed term by term, each dropping its frequencies as it goes: the index is the largest
    // thing a build holds, so it is never held twice.
    const result = new Map<string, IndexedTerm>();
    terms.forEach((term, number) => {
      const slots = fields.map((_, field) => number * fieldCount + field);
      const withTerm = slots.reduce((sum, slot) => sum + documents[slot].length, 0);
      const idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
      const weights = slots.map((slot, field) => {
        const termFrequencies = frequencies[slot];
        frequencies[slot] = [];
        return documents[slot].map((document, i) => {
          const tf = termFrequencies[i];
          // The same operations in the same order as lunr.Builder#createFieldVectors, for the same floats.
          let score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (fieldLengths[field][document] / averageLength[field])) + tf);
          // lunr then multiplies by the document's boost, which is always 1 here.
          score *= fields[field].boost || 1;
          return Math.round(score * 1000);
        });
      });
      result.set(term, { index: number, documents: slots.map((slot) => documents[slot]), weights });
    });
    return { fields, documentCount, terms: [...result.keys()].sort(), postings: result };
  };
  return { add, finish };
}

const SPACE = 32;
const HASH_SEED = 0x811c9dc5;
const HASH_PRIME = 0x01000193;

/** By UTF-16 code unit: 1 where lunr's tokenizer cuts text (`CUT`), 2 where it does not, 0 until met. */
const cuts = new Uint8Array(0x10000);

/** Whether lunr's tokenizer cuts text at this UTF-16 code unit. */
function isSeparator(code: number): boolean {
  let cut = cuts[code];
  if (cut === 0) cut = cuts[code] = CUT.test(String.fromCharCode(code)) ? 1 : 2;
  return cut === 1;
}

/**
 * Words and their term numbers, found by a hash of their characters computed while the text is
 * cut into words: no string is made for a word already met, nor hashed again by a `Map`.
 */
class WordTable {
  /** Open addressing: 1 + the entry's position, 0 for an empty slot. */
  private slots = new Int32Array(1 << 12);
  private readonly hashes: number[] = [];
  private readonly words: string[] = [];
  private readonly numbers: number[][] = [];

  /** The term numbers of the word `text.slice(start, end)`, whose hash is `hash`. */
  find(text: string, start: number, end: number, hash: number): number[] | undefined {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] - 1;
      if (entry < 0) return undefined;
      const word = this.words[entry];
      if (this.hashes[entry] === hash && word.length === end - start && text.startsWith(word, start)) return this.numbers[entry];
    }
  }

  add(word: string, hash: number, numbers: number[]): number[] {
    if (2 * (this.size + 1) > this.slots.length) this.grow();
    this.hashes.push(hash);
    this.numbers.push(numbers);
    this.place(this.words.push(word) - 1);
    return numbers;
  }

  get size(): number {
    return this.words.length;
  }

  private place(entry: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[entry] & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let entry = 0; entry < this.size; entry++) this.place(entry);
  }
}

/** A copy of `counts` with room for `slot`. */
function grown(counts: Int32Array, slot: number): Int32Array {
  const larger = new Int32Array(Math.max(slot + 1, counts.length * 2));
  larger.set(counts);
  return larger;
}

/** The index of these records (see `createIndexBuilder`). */
export function buildSearchIndex(records: SearchRecord[], fields: SearchField[]): BuiltIndex {
  const builder = createIndexBuilder(fields);
  for (const record of records) builder.add(record);
  return builder.finish();
}
