import type { ParsedQuery, QueryClause } from './lunrInternals.js';

/**
 * The largest edit distance a term is matched with (`hexagon~12` is `hexagon~2`): Lucene's
 * fuzzy queries and Elasticsearch allow no more, and lunr's automaton for a distance grows as
 * the term's length to the power of the distance plus one (`hexagon~12` took 10 s, then failed).
 */
export const MAX_EDIT_DISTANCE = 2;
/** Past this many letters, a term is matched with an edit distance of 1 at most: `~2` of 32 letters took 260 ms. */
export const TWO_EDITS_LETTERS = 16;
/**
 * Past this many letters, a term's wildcards and edit distance are not expanded and it is
 * looked up as written: no word of the Hexagon site is that long, and a 320-letter word `~2`
 * took 47 s and 590 MB in Node.
 */
export const EXPANDED_LETTERS = 32;
/** The most terms with a wildcard or an edit distance a query may have, each expanded against every term of the index. */
export const MAX_EXPANDED_TERMS = 8;

/**
 * The wildcard term or edit distance that lunr's trie is intersected with for `term` of
 * `clause`, within the bounds above; undefined when it is looked up as written. An edit
 * distance is also kept below the term's length: a distance of a term's length matches every
 * term that short, which is no search.
 */
export function boundExpansion(clause: QueryClause, term: string): { term: string; editDistance?: number } | undefined {
  const letters = [...term].length;
  if (letters > EXPANDED_LETTERS) return undefined;
  if (clause.editDistance === undefined) return { term };
  const most = letters > TWO_EDITS_LETTERS ? 1 : MAX_EDIT_DISTANCE;
  return { term, editDistance: Math.max(0, Math.min(clause.editDistance, most, letters - 1)) };
}

/** Why a query is refused before it is run, or undefined: too many terms to expand. */
export function queryBoundError(query: ParsedQuery): string | undefined {
  const expanded = query.clauses.filter((clause) => clause.editDistance !== undefined || clause.term.includes('*')).length;
  if (expanded <= MAX_EXPANDED_TERMS) return undefined;
  return `Too many wildcards and edit distances: a query may have ${MAX_EXPANDED_TERMS}, this one has ${expanded}`;
}
