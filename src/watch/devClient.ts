import { PAGE_DATA_EVENT } from '../../theme/client/loadPage.js';
import { overlayStyles } from './overlayStyles.js';

/** Where the watch server answers, below any base path: the event stream and this script. */
export const EVENTS_PATH = '__hexsite/events';
export const CLIENT_PATH = '__hexsite/dev-client.js';
/** Session storage key of the scroll position kept across a reload the watcher caused. */
const SCROLL_KEY = 'hexsite.dev.scroll';

/**
 * FNV-1a of a text's UTF-16 code units, in hexadecimal: the hash of a page's data script that an
 * edit's event carries (see `previewEdits`). The dev client runs this very function, from its
 * source: a hash that runs in any browser, where `crypto.subtle` needs a secure origin and a
 * page served on a LAN address is none.
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * The tag the watch server puts before `</body>` of every page it sends, with the id of the
 * last build or edit that was shown when it sent the page: the page is at least that new.
 */
export function devClientTag(baseUrl: string, build?: number): string {
  return `<script src="${baseUrl}${CLIENT_PATH}"${build === undefined ? '' : ` data-build="${build}"`} defer></script>`;
}

/**
 * The script every page served by `serve --watch` runs, and no built page ever holds: it
 * listens to the event stream and, after a rebuild that changed the page on screen, swaps its
 * content in place when nothing but the content changed (same page data, same code), hands the
 * page its new data when an edit shown ahead of the rebuild brings them, or reloads it at the
 * same scroll position. A failed build shows as an overlay until a build succeeds. Plain
 * browser JavaScript, sent as written: it must not pass through the theme's bundle.
 */
export function renderDevClient(): string {
  return `(() => {
  'use strict';
  const script = document.currentScript;
  const base = script ? new URL('..', script.src).pathname : '/';
  const SCROLL_KEY = ${JSON.stringify(SCROLL_KEY)};
  const PAGE_DATA_EVENT = ${JSON.stringify(PAGE_DATA_EVENT)};
  const STYLES = ${JSON.stringify(overlayStyles)};
  const textHash = ${String(textHash)};

  /** Where a reload this script caused left the reader, until the new page has scrolled there. */
  let restoring = null;
  /** The build or edit this page shows: the one it was sent after, then each it took in. */
  let shown = script && script.dataset.build !== undefined ? Number(script.dataset.build) : -1;

  restoreScroll();
  const events = new EventSource(base + ${JSON.stringify(EVENTS_PATH)});
  // On each connection: the page missed what was shown while it loaded, or while the server was away.
  events.addEventListener('hello', (event) => {
    const { id } = JSON.parse(event.data);
    if (id !== shown && id !== 0 && follow(id)) void update();
  });
  events.addEventListener('built', (event) => {
    const built = JSON.parse(event.data);
    hideOverlay();
    if (!follow(built.id)) return;
    if (built.baseUrl !== base) {
      const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
      return void location.assign(built.baseUrl + rest + location.hash);
    }
    // A page shown ahead of its rebuild comes with its new content.
    const here = built.pages ? Object.keys(built.pages).find(isHere) : undefined;
    if (!built.all && here !== undefined && swapIn(built.pages[here])) return;
    if (built.all || isNotFoundPage() || built.changed.some(isHere)) void update();
  });
  events.addEventListener('failed', (event) => showOverlay(JSON.parse(event.data)));

  /**
   * Notes that the page now follows build \`id\`. The stand-in page shown before the first good
   * build reloads, since the site is there now: false then.
   */
  function follow(id) {
    shown = id;
    document.documentElement.dataset.hexsiteBuild = String(id);
    if (document.getElementById('__hexsite_data')) return true;
    reload();
    return false;
  }

  /** Whether a permalink names the page on screen (with or without its trailing slash or .html). */
  function isHere(permalink) {
    const strip = (path) => path.replace(/(?:\\/index\\.html|\\.html|\\/)$/, '');
    return strip(permalink) === strip(location.pathname);
  }

  function isNotFoundPage() {
    const data = document.getElementById('__hexsite_data');
    return !data || data.textContent.includes('"kind":"notFound"');
  }

  /** Swaps in the page's new content when only that changed, else reloads where the reader is. */
  async function update() {
    let html;
    try {
      const response = await fetch(location.href, { cache: 'no-store' });
      if (!response.ok) return reload();
      html = await response.text();
    } catch {
      return reload();
    }
    const next = new DOMParser().parseFromString(html, 'text/html');
    const stylesheets = (doc) => [...doc.querySelectorAll('link[rel="stylesheet"]')].map((element) => element.getAttribute('href')).join(' ');
    const same = (selector, read) => {
      const a = document.querySelector(selector);
      const b = next.querySelector(selector);
      return Boolean(a && b) && read(a) === read(b);
    };
    const content = document.getElementById('__content');
    const nextContent = next.getElementById('__content');
    const data = document.querySelector('script#__hexsite_data');
    const nextData = next.querySelector('script#__hexsite_data');
    const inPlace =
      content && nextContent && data && nextData &&
      sameData(data.textContent, nextData.textContent) &&
      same('script[type="module"][src]', (element) => element.getAttribute('src')) &&
      // Every stylesheet: the site's own (customCss) follows the theme's, and changes alone when it is edited.
      stylesheets(document) === stylesheets(next);
    if (!inPlace) return reload();
    if (content.innerHTML !== nextContent.innerHTML) content.innerHTML = nextContent.innerHTML;
    data.textContent = nextData.textContent;
    // The description comes from the first paragraph: its meta tags follow it.
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
      const meta = document.querySelector(selector);
      const nextMeta = next.querySelector(selector);
      if (meta && nextMeta) meta.setAttribute('content', nextMeta.getAttribute('content'));
    }
    countSwap();
  }

  /**
   * Puts content sent with an event in place, when the page on screen has the data it was made
   * for; or, when the event brings the page's new data too, hands both to the page, which
   * renders them where the reader is (a hydrated page of the same kind takes them).
   */
  function swapIn(page) {
    const content = document.getElementById('__content');
    const data = document.querySelector('script#__hexsite_data');
    if (!content || !data) return false;
    if (textHash(data.textContent) === page.data) {
      if (content.innerHTML !== page.content) content.innerHTML = page.content;
      countSwap();
      return true;
    }
    if (page.dataText === undefined || document.documentElement.dataset.hasHydrated !== 'true') return false;
    let next;
    try {
      next = JSON.parse(page.dataText);
    } catch {
      return false;
    }
    const detail = { chrome: next.chrome, page: Object.assign({}, next.page, { contentHtml: page.content }) };
    // Cancelled by the page that took it.
    if (window.dispatchEvent(new CustomEvent(PAGE_DATA_EVENT, { detail, cancelable: true }))) return false;
    data.textContent = page.dataText;
    countSwap();
    return true;
  }

  function countSwap() {
    document.documentElement.dataset.hexsiteSwapped = String(Number(document.documentElement.dataset.hexsiteSwapped || 0) + 1);
  }

  /**
   * Whether two pages' data differ in nothing React shows: the description (from the first
   * paragraph) only reaches the head. Anything else (title, headings, sidebar) needs a render.
   */
  function sameData(a, b) {
    try {
      const left = JSON.parse(a);
      const right = JSON.parse(b);
      delete left.page.description;
      delete right.page.description;
      return JSON.stringify(left) === JSON.stringify(right);
    } catch {
      return false;
    }
  }

  function reload() {
    try {
      const y = restoring === null ? window.scrollY : restoring;
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y }));
    } catch {}
    location.reload();
  }

  function restoreScroll() {
    let saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null');
      sessionStorage.removeItem(SCROLL_KEY);
    } catch {}
    if (!saved || saved.path !== location.pathname) return;
    restoring = saved.y;
    const scroll = () => window.scrollTo(0, saved.y);
    scroll();
    if (document.readyState === 'complete') restoring = null;
    else window.addEventListener('load', () => {
      scroll();
      restoring = null;
    }, { once: true });
  }

  let overlay = null;

  function hideOverlay() {
    overlay?.remove();
    overlay = null;
  }

  /** The build's problems over the page: where, what, and what to do. */
  function showOverlay(failure) {
    hideOverlay();
    overlay = document.createElement('hexsite-error-overlay');
    followTheme(overlay);
    const root = overlay.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = STYLES;
    const backdrop = element('div', 'backdrop');
    const dialog = element('div', 'dialog');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'title');
    dialog.tabIndex = -1;
    const header = element('div', 'header');
    const title = element('h2', 'title', failure.title);
    title.id = 'title';
    const close = element('button', 'close', '×');
    close.type = 'button';
    close.setAttribute('aria-label', 'Dismiss');
    close.addEventListener('click', hideOverlay);
    header.append(title, close);
    dialog.append(header);
    for (const problem of failure.problems) {
      const item = element('section', 'problem');
      if (problem.place) item.append(element('p', 'place', problem.place));
      item.append(element('p', 'message', problem.message));
      if (problem.hint) item.append(element('p', 'hint', 'hint: ' + problem.hint));
      if (problem.ruleId) item.append(element('p', 'rule', problem.ruleId));
      dialog.append(item);
    }
    dialog.append(element('p', 'footer', 'The last good build is still served. Fix the file and save: this message goes away. Esc dismisses it.'));
    backdrop.addEventListener('click', (event) => event.target === backdrop && hideOverlay());
    backdrop.append(dialog);
    root.append(style, backdrop);
    overlay.addEventListener('keydown', (event) => event.key === 'Escape' && hideOverlay());
    document.documentElement.append(overlay);
    dialog.focus();
  }

  /** The overlay takes the site's colour mode, and follows the reader's toggle while it shows. */
  function followTheme(host) {
    const copy = () => {
      const theme = document.documentElement.getAttribute('data-theme');
      if (theme) host.setAttribute('data-theme', theme);
      else host.removeAttribute('data-theme');
    };
    copy();
    const observer = new MutationObserver(() => (host.isConnected ? copy() : observer.disconnect()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
})();
`;
}
