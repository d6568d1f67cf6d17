import { useEffect, useRef, useState, type KeyboardEvent, type MutableRefObject } from 'react';
import type { SearchOptions } from '../../src/site/types.js';
import type { Translate } from '../components/SiteContext.js';
import { Marked } from './Marked.js';
import { contextOf, footerLinks, hitUrl } from './searchLinks.js';
import { useSearchEngine, useSearchResults, type SearchStatus } from './useSearch.js';

/** What the search field shows of the panel's state. */
export interface SearchView {
  status: SearchStatus;
  /** The suggestions are on screen. */
  expanded: boolean;
  /** The id of the active suggestion, while the list is open. */
  activeId?: string;
}

export interface SearchPanelProps {
  /** The field's id prefix: the list is `${id}-listbox`, the suggestions `${id}-option-N`. */
  id: string;
  options: SearchOptions;
  /** The permalink of the page on screen and the site's base URL, for the search context. */
  permalink: string;
  baseUrl: string;
  /** The docs version being read, on a site of several: the suggestions come from it (and pages of no version). */
  version?: string;
  query: string;
  open: boolean;
  /** Closes the list and leaves the field. */
  close: () => void;
  /** The site's `translate` (given by the field, so that this lazily loaded panel reads no context). */
  translate: Translate;
  /** Where the panel puts its handler of the field's arrow keys and Enter. */
  keys: MutableRefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  /** Called with the view whenever it changes. */
  report: (view: SearchView) => void;
}

/** Sections a page may show under it in the box, room permitting. */
const SECTIONS = 3;

/**
 * The suggestions of the navbar search box (theme/components/SearchBox.tsx), which loads this
 * module on the first focus or hover. On mount it fetches the index's entry file; then it runs
 * the typed query and lists up to `options.limit` suggestions with the links to the search page:
 * each page once, best first, with its title, breadcrumb and best section (heading and snippet),
 * and when there is room, its next best sections under it.
 */
export function SearchPanel({ id, options, permalink, baseUrl, version, query, open, close, keys, report, translate }: SearchPanelProps) {
  const list = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const { engine, status, load } = useSearchEngine(options);
  const context = contextOf(permalink, baseUrl, options.contexts);
  const state = useSearchResults({ engine, query, context: context?.path, version, count: options.limit, sections: SECTIONS, limit: options.limit, snippetLength: options.snippetLength });

  useEffect(load, [load]);
  useEffect(() => setActive(0), [state]);

  const groups = state?.groups ?? [];
  const results = groups.flat();
  const links = state ? footerLinks({ query: state.query, pageUrl: options.pageUrl, context, version, inside: state.total, outside: state.outside, translate }) : [];
  const expanded = open && query.trim() !== '' && state !== null;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = expanded && results.length ? optionId(active) : undefined;

  useEffect(() => report({ status, expanded, activeId }), [report, status, expanded, activeId]);

  const follow = (selector: string) => {
    const link = list.current?.querySelector<HTMLAnchorElement>(selector);
    if (!link) return;
    close();
    link.click();
  };
  useEffect(() => {
    keys.current = (event) => {
      if (event.key === 'Enter') follow(results.length ? `#${CSS.escape(optionId(active))}` : '.search-box__footer a');
      else if (results.length) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + results.length) % results.length);
      }
    };
    return () => {
      keys.current = null;
    };
  });

  return (
    <div
      ref={list}
      className="search-box__dropdown"
      hidden={!expanded}
      data-query={state?.query}
      // Keeps the focus in the field, so a click on a suggestion is not lost to blur.
      onMouseDown={(event) => event.preventDefault()}
    >
      {state?.error !== undefined && (
        <p className="search-box__error" role="alert">
          {state.error}
        </p>
      )}
      <div id={`${id}-listbox`} role="listbox" aria-label={translate('theme.SearchBar.suggestionsLabel', 'Search suggestions')} className="search-box__options">
        {/* Each suggestion is the link itself: an option may hold no link of its own. */}
        {results.map((result, index) => {
          const child = index > 0 && results[index - 1].url === result.url;
          return (
            <a
              key={`${result.ref}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`search-box__option${child ? ' search-box__option--section' : ''}`}
              href={hitUrl(result, options.highlight)}
              tabIndex={-1}
              onMouseMove={() => setActive(index)}
              onClick={close}
            >
              {child ? (
                <span className="search-box__title">{result.heading ? <Marked parts={result.headingParts} /> : result.title}</span>
              ) : (
                <>
                  <span className="search-box__title">
                    <Marked parts={result.titleParts} />
                    {result.heading && (
                      <>
                        {' › '}
                        <Marked parts={result.headingParts} />
                      </>
                    )}
                  </span>
                  {result.breadcrumb.length > 0 && <span className="search-box__path">{result.breadcrumb.join(' › ')}</span>}
                </>
              )}
              <span className="search-box__snippet">
                <Marked parts={result.snippet} />
              </span>
            </a>
          );
        })}
      </div>
      {state && state.error === undefined && results.length === 0 && <p className="search-box__empty">{translate('theme.SearchBar.noResultsText', 'No results')}</p>}
      {links.length > 0 && (
        <div className="search-box__footer">
          {links.map((link) => (
            <a key={link.label} href={link.href} onClick={close}>
              {link.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
