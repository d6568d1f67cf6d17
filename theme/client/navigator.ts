import type { PageData, SiteChrome } from '../../src/site/types.js';
import type { claimHistoryStep } from '../components/backGuard.js';
import type { classifyLink } from './classifyLink.js';
import type { NotAPageError } from './fetchPage.js';
import type { loadPage } from './loadPage.js';
import { startProgress } from './progressBar.js';
import { createEntryKey, samePage, ScrollMemory, scrollTargetOf, type Arrival } from './scrollMemory.js';
import type { Template, templateOf } from './templateOf.js';
import { updateHead } from './updateHead.js';

export { PageLoadError, PageSpinner } from '../components/PageLoading.js';

/**
 * What the navigator uses from the first-load bundle. They are handed over rather than
 * imported: this module loads later, and an import of the same modules would split them out of
 * the first-load bundle into small chunks of their own, costing a request and compression.
 */
export interface NavigatorTools {
  classifyLink: typeof classifyLink;
  loadPage: typeof loadPage;
  templateOf: typeof templateOf;
  claimHistoryStep: typeof claimHistoryStep;
  NotAPageError: typeof NotAPageError;
  scriptOf: (document: Document) => string | null;
}

/** How long the old page stays before a spinner takes its place (SPEC.md §9: lazy loader delay). */
export const LOADER_DELAY = 200;
/** Session storage key of the scroll positions, kept across full loads for Back and Forward. */
const SCROLL_KEY = 'hexsite.scroll';

/** A page on screen: its data, its template, and how it was reached. */
export interface Shown {
  chrome: SiteChrome;
  page: PageData;
  template: Template;
  /** Its URL, hash included. */
  url: string;
  /** `edit`: its data put in place by `serve --watch` after an edit, on the page where the reader is. */
  arrival: Arrival | 'load' | 'edit';
  /** The document it was read from, for its head tags; none for the page of the first load. */
  document?: Document;
}

/** What shows while the next page loads: nothing at first, a spinner after 200 ms, an error with Retry. */
export type Loading = { phase: 'spinner' } | { phase: 'error'; error: unknown; retry: () => void };

/**
 * Follows links inside the site without loading a document: it takes plain clicks on internal
 * links and Back/Forward between entries, loads the target page, hands it to React through
 * `show`, then sets title, head, scroll and focus the way a full load would.
 */
export class Navigator {
  private readonly memory: ScrollMemory;
  private key = '';
  /** The URL of the page on screen. */
  private shownUrl: URL;
  /** Each navigation's number: an answer for an older one is dropped. */
  private sequence = 0;
  private loading = false;
  private readonly script: string | null;
  private announcer: HTMLElement | null = null;

  constructor(
    private readonly options: {
      baseUrl: string;
      /** The URL of the page on screen. */
      url: string;
      show: (shown: Shown) => void;
      setLoading: (loading: Loading | null) => void;
      tools: NavigatorTools;
    },
  ) {
    this.script = options.tools.scriptOf(document);
    this.shownUrl = new URL(options.url);
    this.memory = new ScrollMemory(readSaved());
  }

  /** Takes over links and history; the page of the first load gets back its place on Back, Forward or reload. */
  start(options: { restoreScroll: boolean }): void {
    history.scrollRestoration = 'manual';
    const state = history.state as { key?: string } | null;
    if (state?.key) this.key = state.key;
    else {
      this.key = createEntryKey();
      history.replaceState({ ...state, key: this.key }, '');
    }
    const how = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
    const saved = this.memory.get(this.key);
    if (options.restoreScroll && (how === 'back_forward' || how === 'reload') && saved !== undefined) window.scrollTo(0, saved);
    document.addEventListener('click', this.onClick);
    window.addEventListener('popstate', this.onPopState);
    window.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('pagehide', this.onPageHide);
  }

  /** After React showed a page: head, scroll, focus and an announcement, as a full load gives. */
  afterRender(shown: Shown): void {
    if (shown.arrival === 'load' || shown.arrival === 'edit' || !shown.document) return;
    updateHead(shown.page, shown.document);
    const url = new URL(shown.url);
    this.scrollFor(url, shown.arrival, false);
    if (shown.arrival === 'push' && !url.hash) {
      // As after a full load, the next Tab reaches the skip link first.
      const start = document.querySelector<HTMLElement>('.skip-link-region');
      if (start) {
        start.tabIndex = -1;
        start.focus({ preventScroll: true });
      }
    }
    this.announce(shown.page.documentTitle);
  }

  /** Shows the page at `url`; `push` adds a history entry for it when it shows (not for Back or Forward). */
  async navigate(url: URL, arrival: Arrival, push: boolean): Promise<void> {
    const sequence = ++this.sequence;
    if (push) this.memory.set(this.key, window.scrollY);
    this.loading = true;
    // Leaves for a full load of `url`: the address changes only once a page shows, so a push
    // has not happened yet, while Back or Forward already stands on `url`.
    const loadInFull = () => (push ? location.assign(url.href) : location.reload());
    const finish = url.pathname !== this.shownUrl.pathname ? startProgress() : () => undefined;
    const spinner = window.setTimeout(() => sequence === this.sequence && this.options.setLoading({ phase: 'spinner' }), LOADER_DELAY);
    try {
      const { loadPage, templateOf, scriptOf } = this.options.tools;
      const loaded = await loadPage(url.href);
      if (sequence !== this.sequence) return;
      const script = scriptOf(loaded.document);
      // A new deployment's page needs its own code: only a full load brings it.
      if (this.script && script && script !== this.script) return loadInFull();
      let template: Template;
      try {
        template = await templateOf(loaded.page.kind);
      } catch (error) {
        // The code of the page's kind did not load: the browser loads the page in full instead.
        console.warn(`hexsite: could not preload ${url.pathname}; loading it in full.`, error);
        return loadInFull();
      }
      if (sequence !== this.sequence) return;
      if (loaded.page.kind === 'redirect') {
        const target = new URL(loaded.page.to, url);
        if (!push) history.replaceState({ key: this.key }, '', target.href);
        return void this.navigate(target, arrival, push);
      }
      if (push) {
        this.key = createEntryKey();
        history.pushState({ key: this.key }, '', url.href);
      }
      this.shownUrl = url;
      this.options.setLoading(null);
      this.options.show({ ...loaded, template, url: url.href, arrival });
    } catch (error) {
      if (sequence !== this.sequence) return;
      // Not a page of this site (a file, another app below the base path): the browser shows it.
      if (error instanceof this.options.tools.NotAPageError) return loadInFull();
      this.options.setLoading({ phase: 'error', error, retry: () => void this.navigate(url, arrival, push) });
    } finally {
      if (sequence === this.sequence) this.loading = false;
      window.clearTimeout(spinner);
      finish();
    }
  }

  /** A history step taken before this module had loaded, handled now. */
  replayPopState(): void {
    this.onPopState(new PopStateEvent('popstate', { state: history.state as unknown }));
  }

  private onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const { classifyLink } = this.options.tools;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const action = classifyLink(link, event, new URL(location.href), this.options.baseUrl);
    // A jump to an anchor of this page is the browser's: the place it leaves is kept for Back.
    if (action.type === 'anchor' && !this.loading) this.memory.set(this.key, window.scrollY);
    if (action.type !== 'page') return;
    event.preventDefault();
    void this.navigate(action.url, 'push', true);
  };

  private onPopState = (event: PopStateEvent) => {
    const state = event.state as { key?: string } | null;
    // Something on the page took the step (Back closes the open drawer, which had added an entry).
    if (this.options.tools.claimHistoryStep()) return;
    const url = new URL(location.href);
    if (!state?.key) {
      // A native `#hash` jump (the browser has scrolled already), or an entry made before hydration.
      this.key = createEntryKey();
      history.replaceState({ ...state, key: this.key }, '');
      if (samePage(url, this.shownUrl)) this.shownUrl = url;
      else void this.navigate(url, 'pop', false);
      return;
    }
    // The browser has not scrolled yet (restoration is manual): this is where the reader left.
    if (!this.loading) this.memory.set(this.key, window.scrollY);
    this.key = state.key;
    if (!samePage(url, this.shownUrl)) return void this.navigate(url, 'pop', false);
    // Back or Forward within one page: no load, only the scroll.
    this.sequence += 1;
    this.options.setLoading(null);
    this.shownUrl = url;
    this.scrollFor(url, 'pop', true);
  };

  private onScroll = () => {
    // After a native `#hash` jump, the browser stands on a new entry, without a key until its
    // popstate comes, and may scroll before then: that place is not the previous entry's.
    if (this.loading || (history.state as { key?: string } | null)?.key !== this.key) return;
    this.memory.set(this.key, window.scrollY);
  };

  private onPageHide = () => {
    this.memory.set(this.key, window.scrollY);
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(this.memory));
    } catch {
      // Without session storage, Back after a full load starts at the top: nothing breaks.
    }
  };

  private scrollFor(url: URL, arrival: Arrival, same: boolean): void {
    const target = scrollTargetOf({ arrival, hash: url.hash, saved: this.memory.get(this.key), samePage: same });
    if (target.type === 'position') window.scrollTo(0, target.y);
    else if (target.type === 'top') window.scrollTo(0, 0);
    else if (target.type === 'anchor') {
      const element = document.getElementById(target.id);
      if (element) element.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }

  /** Screen readers hear the new page's title: nothing else tells them the page changed. */
  private announce(title: string): void {
    if (!this.announcer) {
      this.announcer = document.createElement('div');
      this.announcer.className = 'visually-hidden';
      this.announcer.setAttribute('role', 'status');
      this.announcer.setAttribute('aria-live', 'assertive');
      this.announcer.setAttribute('aria-atomic', 'true');
      this.announcer.id = 'route-announcer';
      document.body.append(this.announcer);
    }
    this.announcer.textContent = title;
  }
}

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}
