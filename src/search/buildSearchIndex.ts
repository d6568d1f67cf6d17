import { indexTermsOfText } from '../../theme/search/lunrInternals.js';
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
  const postings = new Map<string, { index: number; documents: number[][]; frequencies: number[][] }>();
  const fieldLengths: number[][] = fields.map(() => []);
  let documentCount = 0;
  const add = (record: SearchRecord) => {
    const document = documentCount++;
    for (let field = 0; field < fields.length; field++) {
      const terms = indexTermsOfText(record[fields[field].name]);
      fieldLengths[field].push(terms.length);
      for (const term of terms) {
        let posting = postings.get(term);
        if (!posting) {
          posting = { index: postings.size, documents: fields.map(() => []), frequencies: fields.map(() => []) };
          postings.set(term, posting);
        }
        const documents = posting.documents[field];
        const frequencies = posting.frequencies[field];
        if (documents[documents.length - 1] === document) frequencies[frequencies.length - 1] += 1;
        else documents.push(document), frequencies.push(1);
      }
    }
  };
  const finish = (): BuiltIndex => {
    // lunr divides each field's total length by the number of documents, all of which have every field.
    const averageLength = fieldLengths.map((lengths) => lengths.reduce((sum, length) => sum + length, 0) / documentCount);
    // Weighed term by term, each dropping its frequencies as it goes: the index is the largest
    // thing a build holds, so it is never held twice.
    const result = new Map<string, IndexedTerm>();
    for (const [term, posting] of postings) {
      postings.delete(term);
      const withTerm = posting.documents.reduce((sum, documents) => sum + documents.length, 0);
      const idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
      const weights = posting.documents.map((documents, field) =>
        documents.map((document, i) => {
          const tf = posting.frequencies[field][i];
          // The same operations in the same order as lunr.Builder#createFieldVectors, for the same floats.
          let score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (fieldLengths[field][document] / averageLength[field])) + tf);
          // lunr then multiplies by the document's boost, which is always 1 here.
          score *= fields[field].boost || 1;
          return Math.round(score * 1000);
        }),
      );
      result.set(term, { index: posting.index, documents: posting.documents, weights });
    }
    return { fields, documentCount, terms: [...result.keys()].sort(), postings: result };
  };
  return { add, finish };
}

/** The index of these records (see `createIndexBuilder`). */
export function buildSearchIndex(records: SearchRecord[], fields: SearchField[]): BuiltIndex {
  const builder = createIndexBuilder(fields);
  for (const record of records) builder.add(record);
  return builder.finish();
}
