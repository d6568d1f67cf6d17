import type { Translate } from './SiteContext.js';

/**
 * The crash screen and what it says. Its boundary is PageBoundary.tsx, which loads this module
 * only once a page has crashed, so no reader downloads it before then.
 */

/** The message of an error followed by each cause: `Outer\n\nCause:\nInner`. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

/** The crash screen: what broke, and a button that renders the page again. */
export function CrashScreen({ error, tryAgain, translate }: { error: unknown; tryAgain: () => void; translate: Translate }) {
  return (
    <main className="crash container">
      <h1>{translate('theme.ErrorPageContent.title', 'This page crashed.')}</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translate('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
      <hr />
      <p className="crash__message">{describeError(error)}</p>
    </main>
  );
}
