import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { SearchPanelProps, SearchView } from '../search/SearchPanel.js';
import { SearchIcon } from './Icons.js';
import { useSite, useTranslate } from './SiteContext.js';
import { searchVersionOf, useVersionCandidates } from './Versions.js';

/**
 * The navbar search field, a combobox. Ctrl+K (⌘K on a Mac) focuses it from anywhere on the page;
 * the hint shows which keys after hydration. Only this field comes with the page: the
 * suggestions' code (theme/search/SearchPanel.tsx) and the index's entry file load on the first
 * focus or hover, never with the page. Typing goes on while they load, and the suggestions (up
 * to 8) follow once they are there. Arrows move through them, Enter opens one, Escape closes the
 * list. Opening a result marks the searched terms on its page.
 */
export function SearchBox({ placeholder, shortcutHint }: { placeholder: string; shortcutHint: boolean }) {
  const { chrome, page } = useSite();
  const translate = useTranslate();
  // The docs version being read of each set of several: the suggestions come from them.
  const version = searchVersionOf(chrome, useVersionCandidates());
  const options = chrome.search.options;
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const requested = useRef(false);
  const id = useId();
  const [modifier, setModifier] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const [view, setView] = useState<SearchView>({ status: 'idle', expanded: false });

  const load = () => {
    if (!options || requested.current) return;
    requested.current = true;
    setView({ status: 'loading', expanded: false });
    // The search code is asked for at once too, rather than after the panel's code has arrived.
    void import('../search/searchClient.js').catch(() => undefined);
    import('../search/SearchPanel.js').then(
      (module) => setPanel(() => module.SearchPanel),
      (error: unknown) => {
        console.warn('hexsite: the search code could not be loaded', error);
        requested.current = false;
        setView({ status: 'failed', expanded: false });
      },
    );
  };

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

  // Each page shown: the previous page's marks go, and the terms its URL names are marked
  // (highlight.ts reads them from the query string, which only a result's link gives a doc).
  useEffect(() => {
    const marked = document.querySelector('mark[data-search-highlight]') !== null;
    const wanted = options?.highlight && location.search !== '';
    if (!marked && !wanted) return;
    import('../search/highlight.js').then((highlight) => {
      highlight.clearHighlights();
      if (wanted) void highlight.highlightFromLocation(location);
    });
  }, [page, options]);

  const close = useCallback(() => {
    setOpen(false);
    input.current?.blur();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (view.expanded) setOpen(false);
      else close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      keys.current?.(event);
    } else if (event.key === 'Enter' && view.expanded) {
      event.preventDefault();
      keys.current?.(event);
    }
  };

  const loading = view.status === 'loading' && value;
  return (
    <div className={`search-box${loading ? ' search-box--loading' : ''}`} role="search" onMouseEnter={load}>
      <SearchIcon className="search-box__icon" />
      <input
        ref={input}
        className="search-box__input"
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={view.activeId}
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
      {loading && <span className="search-box__spinner" aria-label={translate('theme.SearchBar.loadingIndex', 'Loading the search index')} role="status" />}
      {Panel && options ? (
        <Panel id={id} translate={translate} options={options} permalink={page.permalink} baseUrl={chrome.baseUrl} version={version} query={value} open={open} close={close} keys={keys} report={setView} />
      ) : (
        <div className="search-box__dropdown" hidden>
          <div id={`${id}-listbox`} role="listbox" aria-label={translate('theme.SearchBar.suggestionsLabel', 'Search suggestions')} className="search-box__options" />
        </div>
      )}
    </div>
  );
}
