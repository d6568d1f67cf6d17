import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Marked } from '../search/Marked.js';
import { contextOf, footerLinks, HIGHLIGHT_PARAM, hitUrl } from '../search/searchLinks.js';
import { useSearchEngine, useSearchResults } from '../search/useSearch.js';
import { SearchIcon } from './Icons.js';
import { useSite } from './SiteContext.js';

/**
 * The navbar search field, a combobox. Ctrl+K (⌘K on a Mac) focuses it from anywhere on the page;
 * the hint shows which keys after hydration. The search code and the index's entry file load on
 * the first focus or hover, never with the page; typing goes on while they load, and the
 * suggestions (up to 8) follow once they are there. Arrows move through them, Enter opens one,
 * Escape closes the list. Opening a result marks the searched terms on its page.
 */
export function SearchBox({ placeholder, shortcutHint }: { placeholder: string; shortcutHint: boolean }) {
  const { chrome, page } = useSite();
  const options = chrome.search.options;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  const [modifier, setModifier] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { engine, status, load } = useSearchEngine(options);
  const context = options ? contextOf(page.permalink, chrome.baseUrl, options.contexts) : undefined;
  const state = useSearchResults({ engine, query: value, context: context?.path, count: options?.limit ?? 8, snippetLength: options?.snippetLength ?? 50 });

  useEffect(() => {
    setModifier(/mac/i.test(navigator.platform) ? '⌘' : 'ctrl');
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Each page shown: the previous page's marks go, and the terms its URL names are marked.
  useEffect(() => {
    const marked = document.querySelector('mark[data-search-highlight]') !== null;
    const wanted = options?.highlight && new URLSearchParams(location.search).has(HIGHLIGHT_PARAM);
    if (!marked && !wanted) return;
    import('../search/highlight.js').then((highlight) => {
      highlight.clearHighlights();
      if (wanted) highlight.highlightFromLocation(location);
    });
  }, [page, options]);

  useEffect(() => setActive(0), [state]);

  const results = state?.results ?? [];
  const links = state && options ? footerLinks({ query: state.query, pageUrl: options.pageUrl, context, inside: state.total, outside: state.outside }) : [];
  const expanded = open && value.trim() !== '' && state !== null;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    input.current?.blur();
  };
  const follow = (selector: string) => {
    const link = list.current?.querySelector<HTMLAnchorElement>(selector);
    if (!link) return;
    close();
    link.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      follow(results.length ? `#${CSS.escape(optionId(active))} a` : '.search-box__footer a');
    }
  };

  return (
    <div className={`search-box${status === 'loading' && value ? ' search-box--loading' : ''}`} role="search" onMouseEnter={load}>
      <SearchIcon className="search-box__icon" />
      <input
        ref={input}
        className="search-box__input"
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && results.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {shortcutHint && modifier && !value && (
        <span className="search-box__hint" aria-hidden="true">
          <kbd>{modifier}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      {status === 'loading' && value && <span className="search-box__spinner" aria-label="Loading the search index" role="status" />}
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
        <div id={`${id}-listbox`} role="listbox" aria-label="Search suggestions" className="search-box__options">
          {results.map((result, index) => (
            <div key={`${result.ref}`} id={optionId(index)} role="option" aria-selected={index === active} className="search-box__option" onMouseMove={() => setActive(index)}>
              <a href={hitUrl(result, options?.highlight ?? false)} tabIndex={-1} onClick={close}>
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
                <span className="search-box__snippet">
                  <Marked parts={result.snippet} />
                </span>
              </a>
            </div>
          ))}
        </div>
        {state && state.error === undefined && results.length === 0 && <p className="search-box__empty">No results</p>}
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
    </div>
  );
}
