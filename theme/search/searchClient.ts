import type { SearchDocuments, SearchIndexManifest, SearchPostings } from '../../src/site/types.js';
import { loadSearchLanguage, type SearchLanguage } from './language.js';
import { isQueryParseError, parseQuery } from './lunrInternals.js';
import { queryBoundError } from './queryBounds.js';
import { findTermSpans } from './matchTerms.js';
import { createSnippet, type SnippetPart } from './snippet.js';
import { decodePostings, expandAsTyped, findSorted, lowerBound, matchKey, matchQuery, type QueryMatches, type SearchHit, type TermDictionary, type TermPostings } from './queryIndex.js';
import { rankPages, type RankedPage } from './rankPages.js';

/** A hit with what the reader sees of it. */
export interface SearchResult extends SearchHit {
  title: string;
  /** Permalink of the page. */
  url: string;
  /** `#hash` of the section's heading, '' for the title section. */
  hash: string;
  /** The section's heading, '' for the title section. */
  heading: string;
  breadcrumb: string[];
  /** The title, the heading and a snippet of the section's text, with the matched words marked. */
  titleParts: SnippetPart[];
  headingParts: SnippetPart[];
  snippet: SnippetPart[];
}

/**
 * The answer to a query: its best pages, each with its best sections' hits, best first; how many
 * pages match in all (in the context, when there is one) and outside the context; or lunr's
 * message when the query is not valid, or the bound's when it asks for too much (see
 * queryBounds.ts).
 */
export type SearchAnswer = { pages: SearchHit[][]; total: number; outside: number; error?: undefined } | { pages: []; total: 0; outside: 0; error: string };

/** The loaded search index: a query fetches the postings files of its terms only. */
export interface SearchEngine {
  fields: string[];
  /**
   * The best `count` pages of a query, best first, with at most `sections` hits each, inside the
   * context at path `context` when there is one.
   */
  search(text: string, options: { count: number; sections: number; context?: string; version?: string }): Promise<SearchAnswer>;
  /** What to show of these hits, snippets of at most `snippetLength` characters; their document files are fetched once. */
  describe(hits: SearchHit[], snippetLength: number): Promise<SearchResult[]>;
}

const engines = new Map<string, Promise<SearchEngine>>();

/**
 * Loads the index's entry file (once per page life) and the code of the language it speaks, and
 * returns the engine over it.
 */
export function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = fetchJson<SearchIndexManifest>(indexUrl).then(async (manifest) => createEngine(manifest, indexUrl, await loadSearchLanguage(manifest.language ?? 'en')));
    // A failed load is tried again by the next query, not remembered.
    engine.catch(() => engines.delete(indexUrl));
    engines.set(indexUrl, engine);
  }
  return engine;
}

function createEngine(manifest: SearchIndexManifest, indexUrl: string, language: SearchLanguage): SearchEngine {
  const folder = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  const dictionary: TermDictionary = { terms: manifest.terms, language };
  const shards = new Map<string, Promise<SearchPostings>>();
  const documentFiles = new Map<string, Promise<SearchDocuments>>();
  const decoded = new Map<string, TermPostings>();
  let last: { key: string; matches: QueryMatches; ranked: Map<string, { pages: RankedPage[]; outside: number }> } | undefined;
  // The page of each document: a page's documents are numbered together.
  const pageOf = new Int32Array(manifest.documentCount);
  manifest.pageSections.reduce((first, count, page) => (pageOf.fill(page, first, first + count), first + count), 0);
  const once = <T,>(cache: Map<string, Promise<T>>, url: string): Promise<T> => {
    let value = cache.get(url);
    if (!value) {
      value = fetchJson<T>(url);
      value.catch(() => cache.delete(url));
      cache.set(url, value);
    }
    return value;
  };
  // The shard of a term of the index: the last whose first term is at or before it.
  const shardOf = (term: string) => {
    const { starts, files } = manifest.shards;
    return files[Math.max(0, lowerBound(starts, findSorted(manifest.terms, term) + 1) - 1)];
  };
  return {
    fields: manifest.fields,
    async search(text, { count, sections, context, version }) {
      let query;
      try {
        query = parseQuery(text, manifest.fields);
      } catch (error) {
        if (isQueryParseError(error)) return { pages: [], total: 0, outside: 0, error: error.message };
        throw error;
      }
      const refused = queryBoundError(query);
      if (refused !== undefined) return { pages: [], total: 0, outside: 0, error: refused };
      const expansions = expandAsTyped(text, query, dictionary);
      const terms = [...new Set(expansions.flat(2))].filter((term) => !decoded.has(term));
      const files = [...new Set(terms.map(shardOf))];
      const loaded = await Promise.all(files.map((file) => once(shards, file)));
      // Own keys only: a file without the term `constructor` still has an `Object.prototype` one.
      for (const postings of loaded) {
        for (const term of terms) if (Object.hasOwn(postings, term) && !decoded.has(term)) decoded.set(term, decodePostings(postings[term]));
      }
      // Typing on often leaves the index terms as they were ('configur', 'configure'): scored once.
      const key = matchKey(query, expansions);
      const postingsOf = (term: string) => decoded.get(term)!;
      if (last?.key !== key) {
        last = { key, matches: matchQuery({ query, expansions, postingsOf, fields: manifest.fields, documentCount: manifest.documentCount }), ranked: new Map() };
      }
      const { matches } = last;
      // Whether a word matched as itself or as an expansion reads the clauses' words too.
      const rankKey = JSON.stringify([context, version, query.clauses.map((clause) => clause.term)]);
      let ranked = last.ranked.get(rankKey);
      if (!ranked) {
        const runs = context === undefined ? undefined : (Object.hasOwn(manifest.contexts, context) ? manifest.contexts[context] : []);
        const inRuns = (list: Array<[number, number]>, ref: number) => list.some(([first, last]) => ref >= first && ref <= last);
        // A search of one docs version leaves out the other versions' docs; pages of no version stay.
        // `version` may name one version of each docs set (`2.0,api@1.0`): each set's others are left out.
        const searched = version?.split(',') ?? [];
        const setOf = (key: string) => (key.includes('@') ? key.slice(0, key.indexOf('@')) : '');
        const searchedSets = new Set(searched.map(setOf));
        const others = version !== undefined && manifest.versions ? Object.entries(manifest.versions).flatMap(([name, list]) => (searched.includes(name) || !searchedSets.has(setOf(name)) ? [] : list)) : [];
        const keep = runs && ((ref: number) => inRuns(runs, ref));
        const drop = others.length ? (ref: number) => inRuns(others, ref) : undefined;
        ranked = rankPages({ query, expansions, postingsOf, fields: manifest.fields, matches, pageOf, pageCount: manifest.pageSections.length, keep, drop, language });
        last.ranked.set(rankKey, ranked);
      }
      const pages = ranked.pages.slice(0, count).map(({ hits }) => hits().slice(0, sections).map(({ ref, score }) => ({ ref, score, terms: matches.termsOf(ref) })));
      return { pages, total: ranked.pages.length, outside: ranked.outside };
    },
    async describe(hits, snippetLength) {
      const { size, version } = manifest.documents;
      const loaded = await Promise.all(hits.map((hit) => once(documentFiles, `${folder}documents.${Math.floor(hit.ref / size)}.${version}.json`)));
      return hits.map((hit, i) => {
        const file = loaded[i];
        const [page, heading, hash, text] = file.sections[hit.ref % size];
        const { title, url, breadcrumb } = file.pages[page];
        const terms = new Set(hit.terms);
        const whole = (value: string) => createSnippet(value, findTermSpans(value, terms, language), Infinity);
        return { ...hit, title, url, breadcrumb, heading, hash, titleParts: whole(title), headingParts: whole(heading), snippet: createSnippet(text, findTermSpans(text, terms, language), snippetLength) };
      });
    },
  };
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the search index (${response.status} ${url})`);
  return (await response.json()) as T;
}
