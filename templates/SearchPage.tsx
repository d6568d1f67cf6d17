import { useEffect, useState } from 'react';
import type { SearchPage } from '../src/site/types.js';
import { useSite, useTranslate, type Translate } from '../theme/components/SiteContext.js';
import { searchedVersions, useVersionCandidates } from '../theme/components/Versions.js';
import { Marked } from '../theme/search/Marked.js';
import { hitUrl } from '../theme/search/searchLinks.js';
import { useSearchEngine, useSearchResults } from '../theme/search/useSearch.js';

/** Pages shown at first, and added by each 'Show more results'. */
const PAGE_SIZE = 100;
/** A page's best sections listed under it. */
const SECTIONS = 3;
/** Characters of a snippet on this page, twice the search box's. */
const SNIPPET_FACTOR = 2;

/** `q`, `ctx` and `version` of the search page's URL. */
function readParams(search: string): { q: string; ctx: string; version: string } {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', ctx: params.get('ctx') ?? '', version: params.get('version') ?? '' };
}

function countText(count: number, translate: Translate): string {
  if (count === 0) return translate('theme.SearchPage.noResultsText', 'No documents were found');
  return translate('theme.SearchPage.documentsFound.plurals', '1 document found|{count} documents found', { count });
}

/**
 * `/search?q=&ctx=&version=`: the pages the query finds, best first, each with its best sections
 * and their snippets, and a count of pages.
 * The query is read from the URL in the browser and edited in place; typing replaces the URL's
 * `q` (other parameters kept) and the title. `ctx` limits the hits to a configured search
 * context; on a site of several docs versions, `version` names the one searched (the reader's
 * by default): the other versions' docs are left out. Needs JavaScript.
 */
export function SearchPageTemplate({ page }: { page: SearchPage }) {
  const { chrome } = useSite();
  const translate = useTranslate();
  const options = chrome.search.options;
  const [params, setParams] = useState<{ q: string; ctx: string; version: string } | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const { engine, load } = useSearchEngine(options);
  const context = options?.contexts.find((candidate) => candidate.path === params?.ctx);
  const query = params?.q ?? '';
  // On a site of several docs versions: the one the URL names, else the reader's (stored), else the last.
  // Of each docs set of several versions, its own.
  const candidates = useVersionCandidates();
  const versions = params ? searchedVersions(chrome, params.version, candidates) : [];
  const version = versions.length ? { name: versions.map((each) => each.key).join(','), label: versions.map((each) => each.label).join(', ') } : undefined;
  const state = useSearchResults({ engine, query, context: context?.path, version: version?.name, count: shown, sections: SECTIONS, snippetLength: (options?.snippetLength ?? 50) * SNIPPET_FACTOR });

  useEffect(() => {
    const read = () => setParams(readParams(location.search));
    read();
    load();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [page, load]);

  const heading = query.trim() ? translate('theme.SearchPage.existingResultsTitle', 'Search results for "{query}"', { query: query.trim() }) : page.title;
  useEffect(() => {
    if (params) document.title = `${heading} | ${chrome.title}`;
  }, [heading, params, chrome.title]);

  const onChange = (q: string) => {
    const next = { ...(params ?? { ctx: '', version: '' }), q };
    setParams(next);
    setShown(PAGE_SIZE);
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };

  const groups = state?.groups ?? [];
  return (
    <main className="container container--narrow page search-page">
      <h1>{params ? heading : page.title}</h1>
      <noscript>
        <p className="search-page__no-js">{translate('theme.SearchPage.noJavaScript', 'Search needs JavaScript. Turn it on in your browser to search this site.')}</p>
      </noscript>
      {/* Labelled: the navbar has a search landmark too. */}
      <form className="search-page__form" role="search" aria-label={translate('theme.SearchPage.formAriaLabel', 'Search this site')} action={page.permalink} onSubmit={(event) => event.preventDefault()}>
        <input
          className="search-page__input"
          type="search"
          name="q"
          aria-label={translate('theme.SearchPage.inputAriaLabel', 'Search')}
          placeholder={chrome.search.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onChange(event.target.value)}
        />
        {params?.ctx && <input type="hidden" name="ctx" value={params.ctx} />}
        {params?.version && <input type="hidden" name="version" value={params.version} />}
      </form>
      {context && <p className="search-page__context">{translate('theme.SearchPage.searchContext', 'Searching within "{context}"', { context: context.label })}</p>}
      {version && <p className="search-page__context">{translate('theme.SearchPage.docsVersion', 'Docs version: {version}', { version: version.label })}</p>}
      {state?.error !== undefined && (
        <p className="search-page__error" role="alert">
          {state.error}
        </p>
      )}
      {query.trim() && !state && params && <p className="search-page__loading">{translate('theme.SearchPage.loading', 'Loading…')}</p>}
      {state && state.error === undefined && <p className="search-page__count">{countText(state.total, translate)}</p>}
      {/* The query the results answer, which trails the field's while the reader types. */}
      <section className="search-page__results" data-query={state?.query}>
        {groups.map((results) => {
          const [best] = results;
          return (
            <article key={best.url} className="search-page__group">
              <h2>
                <a href={hitUrl({ url: best.url, hash: '', terms: best.terms }, options?.highlight ?? false)}>
                  <Marked parts={best.titleParts} />
                </a>
              </h2>
              {best.breadcrumb.length > 0 && <p className="search-page__path">{best.breadcrumb.join(' › ')}</p>}
              <ul className="search-page__hits">
                {results.map((result) => (
                  <li key={result.ref}>
                    <a href={hitUrl(result, options?.highlight ?? false)}>{result.heading ? <Marked parts={result.headingParts} /> : translate('theme.SearchPage.introduction', 'Introduction')}</a>
                    <p className="search-page__snippet">
                      <Marked parts={result.snippet} />
                    </p>
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </section>
      {state && state.total > state.groups.length && (
        <button type="button" className="search-page__more" onClick={() => setShown((count) => count + PAGE_SIZE)}>
          {translate('theme.SearchPage.showMore', 'Show more results')}
        </button>
      )}
    </main>
  );
}
