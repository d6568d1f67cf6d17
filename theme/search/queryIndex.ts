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
export function scoreQuery(options: {
  query: ParsedQuery;
  /** `expandQuery`'s result for the query. */
  expansions: string[][][];
  /** The postings of every expanded term. */
  postingsOf: (term: string) => TermPostings;
  fields: string[];
  documentCount: number;
}): SearchHit[] {
  const { query, expansions, postingsOf, fields } = options;
  const fieldIndex = new Map(fields.map((field, i) => [field, i]));
  // Keyed `ref/field` in the order first matched: the order results of equal score keep.
  let matchingFields = new Map<string, { ref: number; field: string; terms: Set<string> }>();
  const queryVectors = new Map(fields.map((field) => [field, new Map<number, { value: number; term: string }>()]));
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
          const { documents } = posting.fields[fieldIndex.get(field)!];
          const matching = new Set(documents);
          if (clause.presence === PRESENCE.required) {
            clauseMatches = union(clauseMatches, matching);
            if (!requiredMatches.has(field)) requiredMatches.set(field, 'all');
          }
          if (clause.presence === PRESENCE.prohibited) {
            prohibitedMatches.set(field, union(prohibitedMatches.get(field) ?? new Set(), matching));
            continue;
          }
          const vector = queryVectors.get(field)!;
          const entry = vector.get(posting.index);
          if (entry) entry.value += clause.boost;
          else vector.set(posting.index, { value: clause.boost, term });
          const termField = `${term}/${field}`;
          if (termFieldCache.has(termField)) continue;
          for (const ref of documents) {
            const key = `${ref}/${field}`;
            const match = matchingFields.get(key);
            if (match) match.terms.add(term);
            else matchingFields.set(key, { ref, field, terms: new Set([term]) });
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
    matchingFields = new Map();
    for (let ref = 0; ref < options.documentCount; ref++) {
      for (const field of fields) matchingFields.set(`${ref}/${field}`, { ref, field, terms: new Set() });
    }
  }

  const sortedVectors = new Map(
    [...queryVectors].map(([field, vector]) => {
      const entries = [...vector].sort(([a], [b]) => a - b).map(([index, { value, term }]) => ({ index, value, term }));
      let sumOfSquares = 0;
      for (const { value } of entries) sumOfSquares += value * value;
      return [field, { entries, magnitude: Math.sqrt(sumOfSquares) }];
    }),
  );
  const results: Array<{ ref: number; score: number; terms: Set<string> }> = [];
  const byRef = new Map<number, (typeof results)[number]>();
  for (const { ref, field, terms } of matchingFields.values()) {
    if (!contains(allRequired, ref) || contains(allProhibited, ref)) continue;
    const { entries, magnitude } = sortedVectors.get(field)!;
    let dot = 0;
    for (const { value, term } of entries) {
      const weight = postingsOf(term).fields[fieldIndex.get(field)!].weights.get(ref);
      if (weight !== undefined) dot += value * weight;
    }
    const score = dot / magnitude || 0;
    const match = byRef.get(ref);
    if (match) {
      match.score += score;
      for (const term of terms) match.terms.add(term);
    } else {
      const created = { ref, score, terms: new Set(terms) };
      byRef.set(ref, created);
      results.push(created);
    }
  }
  return results.sort((a, b) => b.score - a.score).map(({ ref, score, terms }) => ({ ref, score, terms: [...terms] }));
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
