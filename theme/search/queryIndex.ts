import { boundExpansion } from './queryBounds.js';
import type { SearchLanguage } from './language.js';
import { lunrInternals, PRESENCE, queryTerms, type ParsedQuery, type QueryClause, type TokenSet } from './lunrInternals.js';

/** A term's postings, decoded: its lunr `_index` and, per field, its documents (ascending) and their weights. */
export interface TermPostings {
  index: number;
  fields: Array<{ documents: Int32Array; weights: Float64Array }>;
}

/** The sorted terms of the index, with the trie that wildcards and edit distances expand against. */
export interface TermDictionary {
  terms: string[];
  tokenSet?: TokenSet;
  /** The terms' language: how a query's words become terms. English when absent. */
  language?: SearchLanguage;
}

/** A matching document: its number, its score, and the index terms it matched. */
export interface SearchHit {
  ref: number;
  score: number;
  terms: string[];
}

/**
 * Per clause, per term of lunr's search pipeline: the index terms it stands for, exactly as
 * `lunr.Index#query` expands them (see `expandClause`).
 */
export function expandQuery(query: ParsedQuery, dictionary: TermDictionary): string[][][] {
  return query.clauses.map((clause) => expandClause(clause, dictionary));
}

/**
 * Per term of lunr's search pipeline, the index terms a clause stands for, in lunr's order. A
 * plain term is looked up, and a term with one trailing wildcard is a run of the sorted terms
 * (its first `limit`). A term with another wildcard or an edit distance is intersected with the
 * trie of every term, which is built on first need, within the bounds of `boundExpansion`.
 */
export function expandClause(clause: QueryClause, dictionary: TermDictionary, limit = Infinity): string[][] {
  return (clause.usePipeline ? queryTerms(clause.term, dictionary.language) : [clause.term]).map((term) => {
    const wildcard = term.indexOf('*');
    if (clause.editDistance === undefined) {
      if (wildcard === -1) return findSorted(dictionary.terms, term) >= 0 ? [term] : [];
      if (wildcard === term.length - 1) return termsStartingWith(dictionary.terms, term.slice(0, -1), limit).sort(inTrieOrder);
    }
    const bounded = boundExpansion(clause, term);
    if (!bounded) return findSorted(dictionary.terms, term) >= 0 ? [term] : [];
    dictionary.tokenSet ??= lunrInternals.TokenSet.fromArray(dictionary.terms);
    return dictionary.tokenSet.intersect(lunrInternals.TokenSet.fromClause(bounded)).toArray().slice(0, limit);
  });
}

/** The first `limit` terms of an ascending list that start with `prefix`, in order. */
function termsStartingWith(sorted: string[], prefix: string, limit: number): string[] {
  const start = lowerBound(sorted, prefix);
  let end = start;
  while (end < sorted.length && end - start < limit && sorted[end].startsWith(prefix)) end++;
  return sorted.slice(start, end);
}

/**
 * The order of `lunr.TokenSet#toArray`, in which lunr scores a wildcard's terms (and so orders
 * hits of equal score): depth first, a word before the words it begins, and the letters of each
 * node last to first, where the digits come before any other letter (as an object's keys do).
 */
function inTrieOrder(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return a.length - b.length;
  return edgeRank(b[i]) - edgeRank(a[i]);
}

const edgeRank = (letter: string): number => (letter >= '0' && letter <= '9' ? letter.charCodeAt(0) - 0x30 : 10 + letter.charCodeAt(0));

/** The fewest letters a word still being typed needs before it also matches as a prefix. */
export const PREFIX_FROM = 3;
/** The most index terms a typed prefix stands for: the first in order, the word's shortest completions. */
export const PREFIX_TERMS = 30;
/**
 * How far a word being typed can run past its stem: the index holds stems, and `idempoten` is
 * on its way to "idempotent", filed under `idempot`.
 */
export const PAST_STEM = 4;
/** The weight of a completion of a typed word beside the word itself. */
export const PREFIX_BOOST = 0.1;

/**
 * `expandQuery` for a query as the reader types it. Its last word may be unfinished: when it is
 * in no page as it stands, it stands for the terms it may end up as, at a tenth of a word's
 * weight. These are its completions (`idempo` finds "idempotent", as on other docs sites), at
 * most `PREFIX_TERMS`; or, when it has none, the terms it runs past by at most `PAST_STEM`
 * letters (`idempoten` finds `idempot`). They are added to `query` as a clause of their own.
 * Nothing is added once a space ends the word, or when it is no plain word: required,
 * prohibited, with a wildcard or an edit distance, or shorter than `PREFIX_FROM` (or its
 * language's `prefixFrom`). A word that is in the index answers as it always did, and costs no
 * more to score.
 */
export function expandAsTyped(text: string, query: ParsedQuery, dictionary: TermDictionary): string[][][] {
  const expansions = expandQuery(query, dictionary);
  const last = query.clauses.at(-1);
  const unfinished =
    last !== undefined &&
    !/\s$/.test(text) &&
    last.presence === PRESENCE.optional &&
    last.usePipeline &&
    last.editDistance === undefined &&
    !last.term.includes('*') &&
    last.term.length >= (dictionary.language?.prefixFrom?.(last.term) ?? PREFIX_FROM) &&
    expansions[expansions.length - 1].every((terms) => terms.length === 0);
  if (!unfinished) return expansions;
  const { term } = last;
  const prefix: QueryClause = { ...last, term: `${term}*`, usePipeline: false, boost: last.boost * PREFIX_BOOST };
  query.clauses.push(prefix);
  const [completions] = expandClause(prefix, dictionary, PREFIX_TERMS);
  if (completions.length) return [...expansions, [completions]];
  const passed: string[] = [];
  for (let end = term.length - 1; end >= Math.max(PREFIX_FROM, term.length - PAST_STEM); end--) {
    if (findSorted(dictionary.terms, term.slice(0, end)) >= 0) passed.push(term.slice(0, end));
  }
  return [...expansions, [passed]];
}

/** Position of a value in ascending values (sorted terms, a term's documents), or -1. */
export function findSorted<T extends string | number>(sorted: ArrayLike<T>, value: T): number {
  const position = lowerBound(sorted, value);
  return position < sorted.length && sorted[position] === value ? position : -1;
}

/**
 * The first position in ascending values whose value is not below `value` (their length when
 * all are): where it stands, or would. The one binary search of the search client.
 */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A set of document numbers; `all` is lunr's complete set. */
type DocumentSet = Set<number> | 'all';

const intersect = (a: DocumentSet, b: DocumentSet): DocumentSet => (a === 'all' ? b : b === 'all' ? a : new Set([...a].filter((ref) => b.has(ref))));
const union = (a: DocumentSet, b: DocumentSet): DocumentSet => (a === 'all' || b === 'all' ? 'all' : new Set([...a, ...b]));
const contains = (set: DocumentSet, ref: number) => set === 'all' || set.has(ref);

/**
 * Scores a parsed query as `lunr.Index#query` does, step for step, so that results, their order
 * and their scores are the same as an unsplit lunr index's: required and prohibited clauses,
 * one query vector per field (boosts summed per term), cosine-like similarity against each
 * document's field (the query vector's magnitude, sums in term-index order), per-document
 * totals in the order the fields matched, and a stable sort by score.
 */
export function scoreQuery(options: QueryScoring): SearchHit[] {
  const matches = matchQuery(options);
  return Array.from(matches.refs, (ref, i) => ({ ref, score: matches.scores[i], terms: matches.termsOf(ref) })).sort(byScore);
}

/** Best first; a stable sort keeps hits of equal score in the order they matched, as lunr does. */
const byScore = (a: SearchHit, b: SearchHit) => b.score - a.score;

interface QueryScoring {
  query: ParsedQuery;
  /** `expandQuery`'s result for the query. */
  expansions: string[][][];
  /** The postings of every expanded term. */
  postingsOf: (term: string) => TermPostings;
  fields: string[];
  documentCount: number;
}

/**
 * The documents a query matches, in the order lunr first matches them, with their scores: in
 * typed arrays, since a common word on a large site matches tens of thousands of sections, all
 * scored in the reader's browser as they type.
 */
export interface QueryMatches {
  refs: Int32Array;
  scores: Float64Array;
  /** The index terms a document matched, in the order lunr matched them. */
  termsOf(ref: number): string[];
}

/**
 * What `matchQuery`'s answer depends on besides the index: queries of the same key have the same
 * matches. Past `expandQuery`, a clause's own text plays no part, only the terms it stands for.
 */
export function matchKey(query: ParsedQuery, expansions: string[][][]): string {
  return JSON.stringify([query.clauses.map(({ term, ...clause }) => clause), expansions]);
}

/** `scoreQuery`'s hits in the order they matched, unsorted. */
export function matchQuery(options: QueryScoring): QueryMatches {
  const { query, expansions, postingsOf, fields, documentCount } = options;
  const fieldIndex = new Map(fields.map((field, i) => [field, i]));
  // Per field, by document: 1 + the position of its match among all fields' matches, 0 for none.
  // A document's scores are summed in that order.
  const matchOf = fields.map(() => new Int32Array(documentCount));
  let matchCount = 0;
  // Documents in the order of their first match in any field: the order results of equal score keep.
  const order = new Int32Array(documentCount);
  let ordered = 0;
  const seen = new Uint8Array(documentCount);
  const queryVectors = fields.map(() => new Map<number, { value: number; term: string }>());
  // The term and field pairs that matched, in the order matched: where a document's terms are read.
  const pairs: Array<{ term: string; field: number; documents: Int32Array }> = [];
  const termFieldCache = new Set<string>();
  const requiredMatches = new Map<string, DocumentSet>();
  const prohibitedMatches = new Map<string, DocumentSet>();

  for (let c = 0; c < query.clauses.length; c++) {
    const clause: QueryClause = query.clauses[c];
    let clauseMatches: DocumentSet = new Set();
    for (const expandedTerms of expansions[c]) {
      if (expandedTerms.length === 0 && clause.presence === PRESENCE.required) {
        for (const field of clause.fields) requiredMatches.set(field, new Set());
        break;
      }
      for (const term of expandedTerms) {
        const posting = postingsOf(term);
        for (const field of clause.fields) {
          const f = fieldIndex.get(field)!;
          const { documents } = posting.fields[f];
          if (clause.presence === PRESENCE.required) {
            clauseMatches = union(clauseMatches, new Set(documents));
            if (!requiredMatches.has(field)) requiredMatches.set(field, 'all');
          }
          if (clause.presence === PRESENCE.prohibited) {
            prohibitedMatches.set(field, union(prohibitedMatches.get(field) ?? new Set(), new Set(documents)));
            continue;
          }
          const vector = queryVectors[f];
          const entry = vector.get(posting.index);
          if (entry) entry.value += clause.boost;
          else vector.set(posting.index, { value: clause.boost, term });
          const termField = `${term}/${field}`;
          if (termFieldCache.has(termField)) continue;
          const fieldMatchOf = matchOf[f];
          for (let i = 0; i < documents.length; i++) {
            const ref = documents[i];
            if (fieldMatchOf[ref] !== 0) continue;
            fieldMatchOf[ref] = ++matchCount;
            if (seen[ref] === 0) {
              seen[ref] = 1;
              order[ordered++] = ref;
            }
          }
          pairs.push({ term, field: f, documents });
          termFieldCache.add(termField);
        }
      }
    }
    if (clause.presence === PRESENCE.required) {
      for (const field of clause.fields) requiredMatches.set(field, intersect(requiredMatches.get(field)!, clauseMatches));
    }
  }

  let allRequired: DocumentSet = 'all';
  let allProhibited: DocumentSet = new Set();
  for (const field of fields) {
    const required = requiredMatches.get(field);
    if (required) allRequired = intersect(allRequired, required);
    const prohibited = prohibitedMatches.get(field);
    if (prohibited) allProhibited = union(allProhibited, prohibited);
  }
  if (query.isNegated()) {
    // Only exclusions: every document matches, each with a score of 0.
    for (let ref = 0; ref < documentCount; ref++) order[ref] = ref;
    ordered = documentCount;
  }

  // Per field, by document: the dot product of the query vector and the document's field, summed
  // in term-index order; and the query vector's magnitude.
  const scoring = queryVectors.map((vector) => {
    const entries = [...vector].sort(([a], [b]) => a - b);
    let sumOfSquares = 0;
    for (const [, { value }] of entries) sumOfSquares += value * value;
    return { entries, magnitude: Math.sqrt(sumOfSquares) };
  });
  const dots = scoring.map(({ entries }, f) => {
    if (entries.length === 0) return undefined;
    const dot = new Float64Array(documentCount);
    for (const [, { value, term }] of entries) {
      const { documents, weights } = postingsOf(term).fields[f];
      for (let i = 0; i < documents.length; i++) dot[documents[i]] += value * weights[i];
    }
    return dot;
  });

  const magnitudes = scoring.map(({ magnitude }) => magnitude);
  const refs = new Int32Array(ordered);
  const scores = new Float64Array(ordered);
  let count = 0;
  for (let i = 0; i < ordered; i++) {
    const ref = order[i];
    if (!contains(allRequired, ref) || contains(allProhibited, ref)) continue;
    // The fields' scores, summed in the order the fields matched.
    let score = 0;
    for (let after = 0; ; ) {
      const f = nextField(ref, after);
      if (f < 0) break;
      score += dots[f]![ref] / magnitudes[f] || 0;
      after = matchOf[f][ref];
    }
    refs[count] = ref;
    scores[count] = score;
    count += 1;
  }

  /** The field a document matched next after position `after` among all fields' matches, or -1. */
  function nextField(ref: number, after: number): number {
    let next = -1;
    let nextAt = Infinity;
    for (let f = 0; f < matchOf.length; f++) {
      const at = matchOf[f][ref];
      if (at > after && at < nextAt) {
        next = f;
        nextAt = at;
      }
    }
    return next;
  }

  return {
    refs: refs.subarray(0, count),
    scores: scores.subarray(0, count),
    termsOf(ref) {
      // A set, not the list: a wildcard's hit can match hundreds of terms, each checked against the rest.
      const terms = new Set<string>();
      for (let after = 0, f = nextField(ref, after); f >= 0; after = matchOf[f][ref], f = nextField(ref, after)) {
        for (const pair of pairs) {
          if (pair.field === f && !terms.has(pair.term) && findSorted(pair.documents, ref) >= 0) terms.add(pair.term);
        }
      }
      return [...terms];
    },
  };
}

/** A term's entry of a postings file, decoded (see `SearchPostings`). */
export function decodePostings(entry: [number, ...number[][]]): TermPostings {
  const [index, ...lists] = entry;
  return {
    index,
    fields: lists.map((list) => {
      const documents = new Int32Array(list.length / 2);
      const weights = new Float64Array(list.length / 2);
      let ref = 0;
      for (let i = 0; i < list.length; i += 2) {
        ref += list[i];
        documents[i / 2] = ref;
        // Thousandths back to lunr's rounded weight: the same division gives the same float.
        weights[i / 2] = list[i + 1] / 1000;
      }
      return { documents, weights };
    }),
  };
}
