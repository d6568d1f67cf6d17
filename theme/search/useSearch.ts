import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchOptions } from '../../src/site/types.js';
import type { SearchEngine, SearchResult } from './searchClient.js';

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

/** What a query found: the results to show, how many hits there are in all, or lunr's message. */
export interface SearchState {
  /** The query these results answer. */
  query: string;
  results: SearchResult[];
  /** Hits in all (in the context, when there is one). */
  total: number;
  /** Hits outside the context. */
  outside: number;
  error?: string;
}

/**
 * Runs `query` whenever it changes and the engine is ready. An answer that arrives after a newer
 * query was typed is dropped, and the previous results stay until the new ones are there, so the
 * list never flashes empty while the reader types.
 */
export function useSearchResults(options: { engine: SearchEngine | null; query: string; context?: string; count: number; snippetLength: number }): SearchState | null {
  const { engine, query, context, count, snippetLength } = options;
  const [state, setState] = useState<SearchState | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    if (!engine || !query.trim()) {
      setState(null);
      return;
    }
    (async () => {
      const answer = await engine.search(query, { count, context });
      if (answer.error !== undefined) return { query, results: [], total: 0, outside: 0, error: answer.error };
      const results = await engine.describe(answer.hits, snippetLength);
      return { query, results, total: answer.total, outside: answer.outside };
    })().then(
      (next) => {
        if (run === latest.current) setState(next);
      },
      (error: unknown) => {
        if (run === latest.current) setState({ query, results: [], total: 0, outside: 0, error: `Search failed: ${(error as Error).message}` });
      },
    );
  }, [engine, query, context, count, snippetLength]);
  return state;
}
