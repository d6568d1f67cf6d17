import lunr from 'lunr';
import { english, type SearchLanguage } from './language.js';

/** What lunr's query parser makes of one term. */
export interface QueryClause {
  term: string;
  fields: string[];
  boost: number;
  usePipeline: boolean;
  editDistance?: number;
  /** 1 optional, 2 required (`+`), 3 prohibited (`-`): lunr.Query.presence. */
  presence: number;
}

/** lunr's trie of terms, for wildcards and edit distances. */
export interface TokenSet {
  intersect(other: TokenSet): TokenSet;
  toArray(): string[];
}

/** The parts of lunr 2.3.9 that its type definitions leave out or describe wrongly. */
interface Internals {
  Query: new (fields: string[]) => { clauses: QueryClause[]; isNegated(): boolean };
  QueryParser: new (text: string, query: { clauses: QueryClause[] }) => { parse(): void };
  QueryParseError: new (...args: never[]) => Error;
  TokenSet: { fromArray(terms: string[]): TokenSet; fromClause(clause: { term: string; editDistance?: number }): TokenSet };
}

/** lunr, typed for what search uses of it. */
export const lunrInternals = lunr as unknown as Internals;

/** `lunr.Query.presence`. */
export const PRESENCE = { optional: 1, required: 2, prohibited: 3 } as const;

/** A lunr query: its clauses, in the order written. */
export interface ParsedQuery {
  clauses: QueryClause[];
  isNegated(): boolean;
}

/**
 * Parses a query in lunr's syntax (`field:term`, `+term`, `-term`, `term~1`, `term^2`, `te*`,
 * `\\` escapes), as `lunr.Index#search` does. Throws lunr's `QueryParseError`, whose message
 * says what is wrong ('expecting term, found nothing').
 */
export function parseQuery(text: string, fields: string[]): ParsedQuery {
  const query = new lunrInternals.Query(fields);
  new lunrInternals.QueryParser(text, query).parse();
  return query;
}

/** Whether an error is lunr's complaint about a query rather than a bug. */
export function isQueryParseError(error: unknown): error is Error {
  return error instanceof lunrInternals.QueryParseError;
}

/** A query term as lunr's search pipeline turns it into index terms (in English, stemming only). */
export function queryTerms(term: string, language: SearchLanguage = english()): string[] {
  return language.queryTerms(term);
}

/** Each language's words' terms, once worked out: stemming is most of the cost, and text repeats its words. */
const known = new WeakMap<SearchLanguage, Map<string, string[]>>();
/** Past this many, the remembered words start afresh: a long-running page or build stays small. */
const KNOWN_LIMIT = 200_000;

/** A word of a text as the index pipeline turns it into terms (in English: trimmer, stop words, stemmer). */
export function indexTerms(word: string, language: SearchLanguage = english()): string[] {
  const lower = word.toLowerCase();
  let words = known.get(language);
  if (!words) known.set(language, (words = new Map()));
  let terms = words.get(lower);
  if (!terms) {
    terms = language.wordTerms(lower);
    if (words.size >= KNOWN_LIMIT) words.clear();
    words.set(lower, terms);
  }
  return terms;
}
