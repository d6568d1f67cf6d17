import type { Translate } from './SiteContext.js';

/** Shown in place of the page while the next one still loads 200 ms after the click. */
export function PageSpinner({ translate }: { translate: Translate }) {
  return (
    <main className="page-loading" aria-busy="true">
      <div className="page-loading__spinner" role="status">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle className="page-loading__track" cx="32" cy="32" r="26" fill="none" strokeWidth="6" />
          <circle className="page-loading__arc" cx="32" cy="32" r="26" fill="none" strokeWidth="6" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{translate('theme.PageLoading.loading', 'Loading…')}</span>
      </div>
    </main>
  );
}

/** Shown when the next page could not be loaded: what went wrong, and a button that tries again. */
export function PageLoadError({ error, retry, translate }: { error: unknown; retry: () => void; translate: Translate }) {
  return (
    <main className="page-loading">
      <div className="page-loading__error" role="alert">
        <p className="page-loading__message">{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {translate('theme.PageLoading.retry', 'Retry')}
        </button>
      </div>
    </main>
  );
}
