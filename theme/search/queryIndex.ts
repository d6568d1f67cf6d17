import { lunrInternals, PRESENCE, queryTerms, type ParsedQuery, type QueryClause, type TokenSet } from './lunrInternals.js';

/** A term's postings, decoded: its lunr `_index` and, per field, its documents with their weights. */
export interface TermPostings {
  index: number;
  fields: Array<{ documents: number[]; weights: Map<number, number> }>;
}

/** The sorted terms of the index, with the trie that wildcards and edit distances expand against. */
export interface TermDictionary {
  terms: string[];
  tokenSet?: TokenSet;
}

/** A matching document: its number, its score, and the index terms it matched. */
export interface SearchHit {
  ref: number;
  score: number;
  terms: string[];
}

/**
 * Per clause, per term of lunr's search pipeline: the index terms it stands for, exactly as
 * `lunr.Index#query` expands them. A plain term is looked up; a term with a wildcard or an edit
 * distance is intersected with the trie of every term, which is built on first need.
 */
export function expandQuery(query: ParsedQuery, dictionary: TermDictionary): string[][][] {
  return query.clauses.map((clause) =>
    (clause.usePipeline ? queryTerms(clause.term) : [clause.term]).map((term) => {
      if (!term.includes('*') && clause.editDistance === undefined) return findTerm(dictionary.terms, term) >= 0 ? [term] : [];
      dictionary.tokenSet ??= lunrInternals.TokenSet.fromArray(dictionary.terms);
      return dictionary.tokenSet.intersect(lunrInternals.TokenSet.fromClause({ ...clause, term })).toArray();
    }),
  );
}

/** Position of a term in the sorted terms, or -1. */
export function findTerm(terms: string[], term: string): number {
  let low = 0;
  let high = terms.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (terms[middle] === term) return middle;
    if (terms[middle] < term) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
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
  return matchQuery(options).sort(byScore);
}

/** Best first; a stable sort keeps hits of equal score in the order they matched, as lunr does. */
const byScore = (a: SearchHit, b: SearchHit) => b.score - a.score;

/**
 * The first `count` hits that `keep` accepts, as `scoreQuery` would order them, and how many it
 * accepts in all: without sorting every hit, which a common word on a large site makes tens
 * of thousands of.
 */
export function topHits(hits: SearchHit[], count: number, keep: (hit: SearchHit) => boolean = () => true): { top: SearchHit[]; total: number } {
  const top: SearchHit[] = [];
  let total = 0;
  for (const hit of hits) {
    if (!keep(hit)) continue;
    total += 1;
    if (top.length === count && !(count > 0 && hit.score > top[count - 1].score)) continue;
    // After every hit of the same score: those matched first stay first.
    let at = top.length;
    while (at > 0 && top[at - 1].score < hit.score) at -= 1;
    top.splice(at, 0, hit);
    if (top.length > count) top.pop();
  }
  return { top, total };
}

interface QueryScoring {
  query: ParsedQuery;
  /** `expandQuery`'s result for the query. */
  expansions: string[][][];
  /** The postings of every expanded term. */
  postingsOf: (term: string) => TermPostings;
  fields: string[];
  documentCount: number;
}

/** `scoreQuery`'s hits in the order they matched, unsorted. */
export function matchQuery(options: QueryScoring): SearchHit[] {
  const { query, expansions, postingsOf, fields } = options;
  const fieldIndex = new Map(fields.map((field, i) => [field, i]));
  // lunr's `ref/field` keys, in the order first matched: the order results of equal score keep.
  let matches: FieldMatch[] = [];
  // Per field, by document: 1 + the position of its match in `matches`, 0 for none.
  const matchOf = fields.map(() => new Int32Array(options.documentCount));
  const queryVectors = fields.map(() => new Map<number, { value: number; term: string }>());
  const termFieldCache = new Set<string>();
  const requiredMatches = new Map<string, DocumentSet>();
  const prohibitedMatches = new Map<string, DocumentSet>();

  query.clauses.forEach((clause: QueryClause, c) => {
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
          const matchOfRef = matchOf[f];
          for (const ref of documents) {
            const at = matchOfRef[ref];
            if (at === 0) matchOfRef[ref] = matches.push({ ref, field: f, terms: [term] });
            else if (!matches[at - 1].terms.includes(term)) matches[at - 1].terms.push(term);
          }
          termFieldCache.add(termField);
        }
      }
    }
    if (clause.presence === PRESENCE.required) {
      for (const field of clause.fields) requiredMatches.set(field, intersect(requiredMatches.get(field)!, clauseMatches));
    }
  });

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
    matches = [];
    for (let ref = 0; ref < options.documentCount; ref++) {
      for (let f = 0; f < fields.length; f++) matches.push({ ref, field: f, terms: [] });
    }
  }

  // Per field: the query vector in term-index order, each entry with its term's weights in that field.
  const scoring = queryVectors.map((vector, f) => {
    const entries = [...vector].sort(([a], [b]) => a - b).map(([, { value, term }]) => ({ value, weights: postingsOf(term).fields[f].weights }));
    let sumOfSquares = 0;
    for (const { value } of entries) sumOfSquares += value * value;
    return { entries, magnitude: Math.sqrt(sumOfSquares) };
  });
  const results: SearchHit[] = [];
  // By document: 1 + the position of its hit in `results`, 0 for none.
  const resultOf = new Int32Array(options.documentCount);
  for (const { ref, field, terms } of matches) {
    if (!contains(allRequired, ref) || contains(allProhibited, ref)) continue;
    const { entries, magnitude } = scoring[field];
    let dot = 0;
    for (const { value, weights } of entries) {
      const weight = weights.get(ref);
      if (weight !== undefined) dot += value * weight;
    }
    const score = dot / magnitude || 0;
    const at = resultOf[ref];
    if (at === 0) {
      // Each field's match is read once: its terms can become the hit's.
      resultOf[ref] = results.push({ ref, score, terms });
    } else {
      const hit = results[at - 1];
      hit.score += score;
      for (const term of terms) if (!hit.terms.includes(term)) hit.terms.push(term);
    }
  }
  return results;
}

/** A document's field that matched the query, with the index terms it matched, in the order matched. */
interface FieldMatch {
  ref: number;
  /** Position in the index's fields. */
  field: number;
  terms: string[];
}

/** A term's entry of a postings file, decoded (see `SearchPostings`). */
export function decodePostings(entry: [number, ...number[][]]): TermPostings {
  const [index, ...lists] = entry;
  return {
    index,
    fields: lists.map((list) => {
      const documents: number[] = [];
      const weights = new Map<number, number>();
      let ref = 0;
      for (let i = 0; i < list.length; i += 2) {
        ref += list[i];
        documents.push(ref);
        // Thousandths back to lunr's rounded weight: the same division gives the same float.
        weights.set(ref, list[i + 1] / 1000);
      }
      return { documents, weights };
    }),
  };
}
