import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchOptions } from '../../src/site/types.js';
import type { SearchEngine, SearchResult } from './searchClient.js';
import { trimGroups } from './trimGroups.js';

/** idle → loading the index → ready (or failed, tried again on the next use). */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The search engine, loaded on demand: `load()` imports the search code (its own chunk) and
 * fetches the index's entry file, once. Nothing is fetched before the first call.
 */
export function useSearchEngine(options: SearchOptions | undefined): { engine: SearchEngine | null; status: SearchStatus; load: () => void } {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const started = useRef(false);
  const load = useCallback(() => {
    if (!options || started.current) return;
    started.current = true;
    setStatus('loading');
    import('./searchClient.js')
      .then((client) => client.loadSearchEngine(options.indexUrl))
      .then(
        (loaded) => {
          setEngine(loaded);
          setStatus('ready');
        },
        (error: unknown) => {
          console.warn('hexsite: the search index could not be loaded', error);
          started.current = false;
          setStatus('failed');
        },
      );
  }, [options]);
  return { engine, status, load };
}

/** What a query found: the pages to show with their best sections, how many pages match in all, or lunr's message. */
export interface SearchState {
  /** The query these results answer. */
  query: string;
  /** Per page, best first: its best sections, best first. */
  groups: SearchResult[][];
  /** Pages in all (in the context, when there is one). */
  total: number;
  /** Pages outside the context. */
  outside: number;
  error?: string;
}

/**
 * Runs `query` whenever it changes and the engine is ready: its best `count` pages with at most
 * `sections` sections each, and at most `limit` sections in all (see `trimGroups`). An answer
 * that arrives after a newer query was typed is dropped, and the previous results stay until the
 * new ones are there, so the list never flashes empty while the reader types.
 */
export function useSearchResults(options: { engine: SearchEngine | null; query: string; context?: string; version?: string; count: number; sections: number; limit?: number; snippetLength: number }): SearchState | null {
  const { engine, query, context, version, count, sections, limit = Infinity, snippetLength } = options;
  const [state, setState] = useState<SearchState | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    if (!engine || !query.trim()) {
      setState(null);
      return;
    }
    (async () => {
      const answer = await engine.search(query, { count, sections, context, version });
      if (answer.error !== undefined) return { query, groups: [], total: 0, outside: 0, error: answer.error };
      const pages = trimGroups(answer.pages, limit);
      const results = await engine.describe(pages.flat(), snippetLength);
      let at = 0;
      const groups = pages.map((hits) => results.slice(at, (at += hits.length)));
      return { query, groups, total: answer.total, outside: answer.outside };
    })().then(
      (next) => {
        if (run === latest.current) setState(next);
      },
      (error: unknown) => {
        if (run === latest.current) setState({ query, groups: [], total: 0, outside: 0, error: `Search failed: ${(error as Error).message}` });
      },
    );
  }, [engine, query, context, version, count, sections, limit, snippetLength]);
  return state;
}
