import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Page } from '../../templates/Page.js';
import { claimHistoryStep } from '../components/backGuard.js';
import { translatorOf } from '../components/SiteContext.js';
import { readStorage, writeStorage } from '../components/storage.js';
import { classifyLink } from './classifyLink.js';
import { replayEarlyInput } from './earlyInput.js';
import { loadPage, PAGE_DATA_EVENT, scriptOf } from './loadPage.js';
import type { Loading, Navigator, Shown } from './navigator.js';
import { PageIslands, Rethrow } from './PageIslands.js';
import { templateOf } from './templateOf.js';

type NavigationModule = typeof import('./navigator.js');

/**
 * The page in the browser: the same tree the server rendered (templates/index.tsx's App), whose
 * page changes in place when the reader follows a link. While the next page loads, the old one
 * stays; after 200 ms a spinner takes its place; a failed load shows its error and Retry.
 *
 * The navigation code itself (navigator.ts, fetchPage.ts) is not needed to show the first page:
 * it loads at the first sign that the reader is about to follow a link (pointer over a link,
 * focus on one, a touch) or steps through history, and is then handed the click. The prefetching
 * code (prefetch.ts) loads once the page has hydrated.
 */
export function Router({ initial }: { initial: Shown }) {
  const [shown, setShown] = useState(initial);
  const [loading, setLoading] = useState<Loading | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [navigation, setNavigation] = useState<NavigationModule | null>(null);
  const navigator = useRef<Navigator | null>(null);
  const baseUrl = initial.chrome.baseUrl;

  useEffect(() => {
    let requested: Promise<Navigator | null> | null = null;
    const load = (restoreScroll = false) =>
      (requested ??= Promise.all([import('./navigator.js'), import('./fetchPage.js')]).then(
        ([module, { NotAPageError }]) => {
          const started = new module.Navigator({
            baseUrl,
            url: initial.url,
            show: setShown,
            setLoading,
            tools: { classifyLink, loadPage, templateOf, claimHistoryStep, NotAPageError, scriptOf },
          });
          navigator.current = started;
          started.start({ restoreScroll });
          setNavigation(module);
          stop();
          return started;
        },
        // Without the navigation code, links load pages the ordinary way.
        (error: unknown) => {
          console.warn('hexsite: could not load the navigation code; links load pages in full.', error);
          return null;
        },
      ));
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) void load();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || navigator.current) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (classifyLink(link, event, new URL(location.href), baseUrl).type !== 'page') return;
      // A click before the navigation code arrived: held, then given to it (or to the browser).
      event.preventDefault();
      void load().then((started) => (started ? link.click() : location.assign(link.href)));
    };
    const onPopState = () => void load().then((started) => started?.replayPopState());
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    const stop = () => {
      for (const type of intents) document.removeEventListener(type, onIntent);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    // Reached by Back, Forward or reload: the navigator restores where the reader was.
    const how = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
    if (how === 'back_forward' || how === 'reload') void load(true);
    const root = document.getElementById('__hexsite');
    // Breadcrumbs lead back up, rarely onward: like the navbar's and footer's links, they are
    // fetched on hover only.
    if (root) {
      const prefetch = (href: string) => import('./fetchPage.js').then((module) => module.fetchPage(href));
      import('./prefetch.js').then(
        (module) => module.startPrefetching({ root, baseUrl, classifyLink, prefetch, inView: '#__main a[href]:not(.breadcrumbs a)' }),
        // Without it, pages load on the click as they would otherwise.
        (error: unknown) => console.warn('hexsite: could not load the prefetching code', error),
      );
    }
    setHydrated(true);
    return stop;
    // Once: the listeners serve every page, and `initial` is the page of the first load.
  }, []);

  // One render later, the components' own start-up state (colour mode, storage) is in place:
  // only now can input that came before hydration do what it would do after it.
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    replayEarlyInput();
  }, [hydrated]);

  // `serve --watch` puts an edited page's new data in place, where the page stays: see PAGE_DATA_EVENT.
  useEffect(() => {
    const onPageData = (event: Event) => {
      const { chrome, page } = (event as CustomEvent<Pick<Shown, 'chrome' | 'page'>>).detail;
      if (page.kind !== shown.page.kind || page.permalink !== shown.page.permalink) return;
      event.preventDefault();
      setShown({ ...shown, chrome, page, arrival: 'edit', document: undefined });
    };
    window.addEventListener(PAGE_DATA_EVENT, onPageData);
    return () => window.removeEventListener(PAGE_DATA_EVENT, onPageData);
  }, [shown]);

  useLayoutEffect(() => navigator.current?.afterRender(shown), [shown]);

  useEffect(() => {
    // Copy buttons and tabs: their code loads only for pages that have code blocks or tabs.
    if (document.querySelector('.code-block, .tabs')) void import('./enhanceContent.js').then((module) => module.enhanceContent(document, { read: readStorage, write: writeStorage }, translatorOf(shown.chrome)));
  }, [shown]);

  // A React page that threw in the browser: shown by the page's boundary, which keeps it until
  // its Try again renders the page anew, by then without this.
  const [crash, setCrash] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (crash) setCrash(null);
  }, [crash]);

  // The islands of the content (src/islands/): hydrated while it is shown.
  const showsContent = !(navigation && loading);
  let body;
  // The loading screens' code comes with the navigator's, which reads no site context.
  if (navigation && loading?.phase === 'spinner') body = <navigation.PageSpinner translate={translatorOf(shown.chrome)} />;
  else if (navigation && loading?.phase === 'error') body = <navigation.PageLoadError error={loading.error} retry={loading.retry} translate={translatorOf(shown.chrome)} />;
  else if (crash) body = <Rethrow error={crash.error} />;
  else {
    body = (
      <>
        {shown.template(shown.page)}
        {showsContent && shown.page.islands && <PageIslands page={shown.page} crashed={(error) => setCrash({ error })} />}
      </>
    );
  }
  return (
    <Page chrome={shown.chrome} page={shown.page}>
      {body}
    </Page>
  );
}
