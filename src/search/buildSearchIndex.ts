import { CUT, english, type SearchLanguage } from '../../theme/search/language.js';
import type { SearchField, SearchRecord } from './types.js';

/** lunr's BM25 parameters (SPEC §9). */
const K1 = 1.2;
const B = 0.75;

/** One term of the index: lunr's `_index` and, per field, its documents with their weights. */
export interface IndexedTerm {
  /** Order of the term's first use while indexing (lunr's `_index`). */
  index: number;
  /** Per field, in field order: document numbers, ascending. */
  documents: Int32Array[];
  /** Per field: the term's weight in each of those documents, in thousandths. */
  weights: Int32Array[];
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
 * and hyphens), its pipeline (trimmer, English stop words, Porter stemmer, or those of
 * `language`, which also splits words in a language written without spaces) and its BM25
 * weights, rounded to thousandths as lunr rounds them. What lunr would keep as field vectors
 * is kept per term instead, so the index can be split by term. Records are added one at a
 * time and not kept: a large site's text is never whole in memory. With `memory`, a page's
 * terms are kept for the next index made with it, which takes them instead of cutting the
 * page's text again (see `TermMemory`).
 */
export function createIndexBuilder(
  fields: SearchField[],
  memory?: TermMemory,
  language: SearchLanguage = english(),
): { add(record: SearchRecord): void; addPage(key: string, records: () => SearchRecord[]): number; finish(): BuiltIndex } {
  const fieldCount = fields.length;
  // Each term by its number, the order of its first use (lunr's `_index`), and the numbers of
  // each word's terms: a word is looked up once per use, and its terms never.
  const numbers = new Map<string, number>();
  const terms: string[] = [];
  let words = new WordTable();
  // One entry per term, field and document that has it: the slot (term number × fields +
  // field), the document and the term's frequency there, in the order met. Typed arrays, not an
  // array per slot: on corpus 1000, 45,000 growing arrays for 1.2 million postings cost more in
  // cache misses and garbage collection than the cutting (`add` took 30 % less without them).
  const entries = new PostingEntries();
  // The current field's count of each slot, and the slots it counted.
  let counts: Int32Array = new Int32Array(1024);
  const counted: number[] = [];
  const fieldLengths: number[][] = fields.map(() => []);
  let documentCount = 0;
  // With a memory: each term's number in the memory, and 1 + its number here by the memory's (0 until numbered).
  let idOfNumber: Int32Array = new Int32Array(memory ? 1024 : 0);
  let numberOfId: Int32Array = new Int32Array(memory ? 1024 : 0);
  memory?.begin(fields, language.code);
  const numberOf = (term: string, id?: number): number => {
    let number = numbers.get(term);
    if (number === undefined) {
      number = terms.push(term) - 1;
      numbers.set(term, number);
    }
    if (memory) {
      id ??= memory.idOf(term);
      if (number >= idOfNumber.length) idOfNumber = grown(idOfNumber, number);
      if (id >= numberOfId.length) numberOfId = grown(numberOfId, id);
      idOfNumber[number] = id;
      numberOfId[id] = number + 1;
    }
    return number;
  };
  const numbersOf = (word: string): number[] => language.wordTerms(word).map((term) => numberOf(term));
  /** Ends a field of a document: its postings, and with `kept`, its length and terms in the memory's numbers. */
  const endField = (document: number, field: number, length: number, kept: number[] | undefined) => {
    fieldLengths[field].push(length);
    kept?.push(length, counted.length);
    for (const slot of counted) {
      entries.push(slot, document, counts[slot]);
      kept?.push(idOfNumber[(slot - field) / fieldCount], counts[slot]);
      counts[slot] = 0;
    }
    counted.length = 0;
  };
  const add = (record: SearchRecord, kept?: number[]) => {
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
      endField(document, field, length, kept);
    }
  };
  /**
   * A page's records as `add` would index them, from the terms the memory kept of them: per
   * record and field, its length, then its terms in the order first met with their counts.
   * Terms new to this index are numbered in that order, which is the order `add` meets them.
   */
  const replay = (kept: Int32Array) => {
    for (let at = 0; at < kept.length; ) {
      const document = documentCount++;
      for (let field = 0; field < fieldCount; field++) {
        const length = kept[at++];
        const end = at + 2 * kept[at++];
        for (; at < end; at += 2) {
          const id = kept[at];
          const known = id < numberOfId.length ? numberOfId[id] - 1 : -1;
          const number = known >= 0 ? known : numberOf(memory!.termOf(id), id);
          const slot = number * fieldCount + field;
          if (slot >= counts.length) counts = grown(counts, slot);
          counts[slot] = kept[at + 1];
          counted.push(slot);
        }
        endField(document, field, length, undefined);
      }
    }
  };
  /**
   * Indexes a page's records, asked for only when the memory does not hold the page's terms
   * under `key`, and returns how many there are.
   */
  const addPage = (key: string, records: () => SearchRecord[]): number => {
    const known = memory?.page(key);
    if (known) {
      replay(known.terms);
      return known.records;
    }
    const kept = memory ? [] : undefined;
    const list = records();
    for (const record of list) add(record, kept);
    if (kept) memory!.keep(key, { terms: Int32Array.from(kept), records: list.length });
    return list.length;
  };
  const finish = (): BuiltIndex => {
    memory?.end(terms.length);
    // lunr divides each field's total length by the number of documents, all of which have every field.
    const averageLength = fieldLengths.map((lengths) => lengths.reduce((sum, length) => sum + length, 0) / documentCount);
    // Each slot's documents and frequencies side by side, documents ascending (entries are in
    // document order, and the sort keeps it); each frequency is then replaced by its weight.
    const { starts, documents, weights } = entries.bySlot(terms.length * fieldCount);
    const result = new Map<string, IndexedTerm>();
    terms.forEach((term, number) => {
      const slots = fields.map((_, field) => number * fieldCount + field);
      const withTerm = slots.reduce((sum, slot) => sum + starts[slot + 1] - starts[slot], 0);
      const idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
      slots.forEach((slot, field) => {
        const lengths = fieldLengths[field];
        const boost = fields[field].boost || 1;
        for (let i = starts[slot]; i < starts[slot + 1]; i++) {
          const tf = weights[i];
          // The same operations in the same order as lunr.Builder#createFieldVectors, for the same floats.
          let score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (lengths[documents[i]] / averageLength[field])) + tf);
          // lunr then multiplies by the document's boost, which is always 1 here.
          score *= boost;
          weights[i] = Math.round(score * 1000);
        }
      });
      result.set(term, {
        index: number,
        documents: slots.map((slot) => documents.subarray(starts[slot], starts[slot + 1])),
        weights: slots.map((slot) => weights.subarray(starts[slot], starts[slot + 1])),
      });
    });
    return { fields, documentCount, terms: [...result.keys()].sort(), postings: result };
  };
  return { add: (record) => add(record), addPage, finish };
}

/**
 * The terms of each page of the last index, for a thread that makes the index again at each
 * rebuild (`serve --watch`): cutting and counting the words was half of a one-page edit's index
 * on corpus 1000. A page is found by a key that stands for its records (its text and title), and
 * kept as numbers: per record and field, its length and its terms' numbers in the memory with
 * their counts, about 8 bytes a posting (10 MB on corpus 1000, where its terms as strings took
 * 60-80 MB). The pages the last index did not hold are forgotten as it ends.
 */
export class TermMemory {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  private pages = new Map<string, KeptPage>();
  private readonly used = new Set<string>();
  private fields = '';

  /** Starts an index with these fields and language: a page's terms kept for others are forgotten. */
  begin(fields: SearchField[], language: string): void {
    const names = `${language} ${fields.map((field) => field.name).join(' ')}`;
    if (names !== this.fields) this.forget();
    this.fields = names;
    this.used.clear();
  }

  /** What is kept of the page with this key, if anything. */
  page(key: string): KeptPage | undefined {
    const kept = this.pages.get(key);
    if (kept) this.used.add(key);
    return kept;
  }

  keep(key: string, page: KeptPage): void {
    this.pages.set(key, page);
    this.used.add(key);
  }

  /** The memory's number of a term. */
  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.push(term) - 1;
      this.ids.set(term, id);
    }
    return id;
  }

  termOf(id: number): string {
    return this.terms[id];
  }

  /**
   * Ends an index of `termCount` terms: the pages it did not hold are forgotten, and everything
   * once the memory holds many more terms than the index (words typed and deleted since).
   */
  end(termCount: number): void {
    for (const key of this.pages.keys()) if (!this.used.has(key)) this.pages.delete(key);
    if (this.terms.length > 2 * termCount + TERMS_SPARE) this.forget();
  }

  /** Pages and terms kept, for tests. */
  get size(): { pages: number; terms: number } {
    return { pages: this.pages.size, terms: this.terms.length };
  }

  private forget(): void {
    this.ids.clear();
    this.terms.length = 0;
    this.pages = new Map();
  }
}

/** A page in a `TermMemory`: per record and field, its length and its terms with their counts (see `replay`), and how many records it has. */
interface KeptPage {
  terms: Int32Array;
  records: number;
}

/** Terms a `TermMemory` may hold beyond twice its last index's before it starts afresh. */
const TERMS_SPARE = 50_000;

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
  /** Open addressing, two numbers per slot: the hash, and 1 + the entry's position (0 for an empty slot). */
  private slots = new Int32Array(2 << 12);
  private readonly words: string[] = [];
  private readonly numbers: number[][] = [];

  /** The term numbers of the word `text.slice(start, end)`, whose hash is `hash`. */
  find(text: string, start: number, end: number, hash: number): number[] | undefined {
    const slots = this.slots;
    const mask = slots.length - 2;
    for (let slot = (hash << 1) & mask; ; slot = (slot + 2) & mask) {
      const entry = slots[slot + 1] - 1;
      if (entry < 0) return undefined;
      if (slots[slot] !== hash) continue;
      const word = this.words[entry];
      if (word.length === end - start && text.startsWith(word, start)) return this.numbers[entry];
    }
  }

  add(word: string, hash: number, numbers: number[]): number[] {
    if (4 * (this.size + 1) > this.slots.length) this.grow();
    this.numbers.push(numbers);
    this.place(hash, this.words.push(word) - 1);
    return numbers;
  }

  get size(): number {
    return this.words.length;
  }

  private place(hash: number, entry: number): void {
    const mask = this.slots.length - 2;
    let slot = (hash << 1) & mask;
    while (this.slots[slot + 1] !== 0) slot = (slot + 2) & mask;
    this.slots[slot] = hash;
    this.slots[slot + 1] = entry + 1;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    for (let slot = 0; slot < old.length; slot += 2) if (old[slot + 1] !== 0) this.place(old[slot], old[slot + 1] - 1);
  }
}

/** Entries of a chunk of `PostingEntries`: 768 KB of numbers. */
const CHUNK = 1 << 16;

/**
 * Postings as they are met: slot, document and frequency, in chunks of three arrays. One array
 * grown by doubling was copied each time: 80 ms of corpus 1000's index.
 */
class PostingEntries {
  private chunks: Array<{ slots: Int32Array; documents: Int32Array; frequencies: Int32Array }> = [];
  private slots = new Int32Array(0);
  private documents = new Int32Array(0);
  private frequencies = new Int32Array(0);
  /** Entries in the last chunk. */
  private used = 0;

  push(slot: number, document: number, frequency: number): void {
    if (this.used === this.slots.length) {
      this.slots = new Int32Array(CHUNK);
      this.documents = new Int32Array(CHUNK);
      this.frequencies = new Int32Array(CHUNK);
      this.chunks.push({ slots: this.slots, documents: this.documents, frequencies: this.frequencies });
      this.used = 0;
    }
    this.slots[this.used] = slot;
    this.documents[this.used] = document;
    this.frequencies[this.used] = frequency;
    this.used += 1;
  }

  /**
   * The entries sorted by slot (a counting sort, which keeps their order within a slot): slot
   * `s` has `documents` and `weights` (its frequencies, for now) from `starts[s]` to `starts[s + 1]`.
   * The entries are dropped.
   */
  bySlot(slotCount: number): { starts: Int32Array; documents: Int32Array; weights: Int32Array } {
    const chunks = this.chunks.map((chunk, n) => ({ ...chunk, length: n === this.chunks.length - 1 ? this.used : CHUNK }));
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const starts = new Int32Array(slotCount + 1);
    for (const chunk of chunks) for (let i = 0; i < chunk.length; i++) starts[chunk.slots[i] + 1] += 1;
    for (let slot = 0; slot < slotCount; slot++) starts[slot + 1] += starts[slot];
    const next = starts.slice(0, slotCount);
    const documents = new Int32Array(length);
    const weights = new Int32Array(length);
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i++) {
        const at = next[chunk.slots[i]]++;
        documents[at] = chunk.documents[i];
        weights[at] = chunk.frequencies[i];
      }
    }
    this.chunks = [];
    this.slots = this.documents = this.frequencies = new Int32Array(0);
    this.used = 0;
    return { starts, documents, weights };
  }
}

/** A copy of `numbers` with room for `index`. */
function grown(numbers: Int32Array, index: number): Int32Array {
  const larger = new Int32Array(Math.max(index + 1, numbers.length * 2));
  larger.set(numbers);
  return larger;
}

/** The index of these records (see `createIndexBuilder`). */
export function buildSearchIndex(records: SearchRecord[], fields: SearchField[], language?: SearchLanguage): BuiltIndex {
  const builder = createIndexBuilder(fields, undefined, language);
  for (const record of records) builder.add(record);
  return builder.finish();
}
