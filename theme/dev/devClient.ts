import type { Failure, Problem } from '../../src/watch/describeFailure.js';
import { overlayStyles as STYLES } from './overlayStyles.js';
import { EVENTS_PATH, PAGE_DATA_EVENT, textHash, type BuiltEvent, type PreviewedContent } from './protocol.js';

/*
 * The script every page served by `serve --watch` runs, and no built page ever holds: it
 * listens to the event stream and, after a rebuild that changed the page on screen, swaps its
 * content in place when nothing but the content changed (same page data, same code), hands the
 * page its new data when an edit shown ahead of the rebuild brings them, or reloads it at the
 * same scroll position. A failed build shows as an overlay until a build succeeds. Compiled on
 * its own (bin/compile.js: dist/devClient.js), never into the theme's bundle.
 */

/** Session storage key of the scroll position kept across a reload the watcher caused. */
const SCROLL_KEY = 'hexsite.dev.scroll';

const script = document.currentScript as HTMLScriptElement | null;
const base = script ? new URL('..', script.src).pathname : '/';

/** Where a reload this script caused left the reader, until the new page has scrolled there. */
let restoring: number | null = null;
/** The build or edit this page shows: the one it was sent after, then each it took in. */
let shown = script && script.dataset.build !== undefined ? Number(script.dataset.build) : -1;

restoreScroll();
const events = new EventSource(base + EVENTS_PATH);
// On each connection: the page missed what was shown while it loaded, or while the server was away.
events.addEventListener('hello', (event) => {
  const { id } = JSON.parse(event.data) as { id: number };
  if (id !== shown && id !== 0 && follow(id)) void update();
});
events.addEventListener('built', (event) => {
  const built = JSON.parse(event.data) as BuiltEvent;
  hideOverlay();
  if (!follow(built.id)) return;
  if (built.baseUrl !== base) {
    const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
    return void location.assign(built.baseUrl + rest + location.hash);
  }
  // A page shown ahead of its rebuild comes with its new content.
  const here = built.pages ? Object.keys(built.pages).find(isHere) : undefined;
  if (!built.all && here !== undefined && swapIn(built.pages![here])) return;
  if (built.all || isNotFoundPage() || built.changed.some(isHere)) void update();
});
events.addEventListener('failed', (event) => showOverlay(JSON.parse(event.data) as Failure));

/**
 * Notes that the page now follows build `id`. The stand-in page shown before the first good
 * build reloads, since the site is there now: false then.
 */
function follow(id: number): boolean {
  shown = id;
  document.documentElement.dataset.hexsiteBuild = String(id);
  if (document.getElementById('__hexsite_data')) return true;
  reload();
  return false;
}

/** Whether a permalink names the page on screen (with or without its trailing slash or .html). */
function isHere(permalink: string): boolean {
  const strip = (path: string) => path.replace(/(?:\/index\.html|\.html|\/)$/, '');
  return strip(permalink) === strip(location.pathname);
}

function isNotFoundPage(): boolean {
  const data = document.getElementById('__hexsite_data');
  return !data || (data.textContent ?? '').includes('"kind":"notFound"');
}

/** Swaps in the page's new content when only that changed, else reloads where the reader is. */
async function update(): Promise<void> {
  let html: string;
  try {
    const response = await fetch(location.href, { cache: 'no-store' });
    if (!response.ok) return reload();
    html = await response.text();
  } catch {
    return reload();
  }
  const next = new DOMParser().parseFromString(html, 'text/html');
  const stylesheets = (doc: Document) => [...doc.querySelectorAll('link[rel="stylesheet"]')].map((element) => element.getAttribute('href')).join(' ');
  const same = (selector: string, read: (element: Element) => string | null) => {
    const a = document.querySelector(selector);
    const b = next.querySelector(selector);
    return a !== null && b !== null && read(a) === read(b);
  };
  const content = document.getElementById('__content');
  const nextContent = next.getElementById('__content');
  const data = document.querySelector('script#__hexsite_data');
  const nextData = next.querySelector('script#__hexsite_data');
  const inPlace =
    content && nextContent && data && nextData &&
    sameData(data.textContent ?? '', nextData.textContent ?? '') &&
    same('script[type="module"][src]', (element) => element.getAttribute('src')) &&
    // Every stylesheet: the site's own (customCss) follows the theme's, and changes alone when it is edited.
    stylesheets(document) === stylesheets(next);
  // The page hydrates islands when it shows content: put in here, they would stay static.
  if (!inPlace || nextContent.querySelector('hexsite-island')) return reload();
  if (content.innerHTML !== nextContent.innerHTML) content.innerHTML = nextContent.innerHTML;
  data.textContent = nextData.textContent;
  // The description comes from the first paragraph: its meta tags follow it.
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
    const meta = document.querySelector(selector);
    const nextMeta = next.querySelector(selector);
    if (meta && nextMeta) meta.setAttribute('content', nextMeta.getAttribute('content') ?? '');
  }
  countSwap();
}

/**
 * Puts content sent with an event in place, when the page on screen has the data it was made
 * for; or, when the event brings the page's new data too, hands both to the page, which
 * renders them where the reader is (a hydrated page of the same kind takes them).
 */
function swapIn(page: PreviewedContent): boolean {
  const content = document.getElementById('__content');
  const data = document.querySelector('script#__hexsite_data');
  if (!content || !data) return false;
  // Islands (src/islands/) are hydrated by the page: new content with islands goes through it.
  if (textHash(data.textContent ?? '') === page.data && !page.content.includes('<hexsite-island')) {
    if (content.innerHTML !== page.content) content.innerHTML = page.content;
    countSwap();
    return true;
  }
  if (page.dataText === undefined || document.documentElement.dataset.hasHydrated !== 'true') return false;
  let next: { chrome: unknown; page: object };
  try {
    next = JSON.parse(page.dataText) as typeof next;
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

function countSwap(): void {
  document.documentElement.dataset.hexsiteSwapped = String(Number(document.documentElement.dataset.hexsiteSwapped || 0) + 1);
}

/**
 * Whether two pages' data differ in nothing React shows: the description (from the first
 * paragraph) only reaches the head. Anything else (title, headings, sidebar) needs a render.
 */
function sameData(a: string, b: string): boolean {
  try {
    const left = JSON.parse(a) as { page: { description?: string } };
    const right = JSON.parse(b) as { page: { description?: string } };
    delete left.page.description;
    delete right.page.description;
    return JSON.stringify(left) === JSON.stringify(right);
  } catch {
    return false;
  }
}

function reload(): void {
  try {
    const y = restoring === null ? window.scrollY : restoring;
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y }));
  } catch {}
  location.reload();
}

function restoreScroll(): void {
  const saved = readSavedScroll();
  if (!saved || saved.path !== location.pathname) return;
  const { y } = saved;
  restoring = y;
  const scroll = () => window.scrollTo(0, y);
  scroll();
  if (document.readyState === 'complete') restoring = null;
  else window.addEventListener('load', () => {
    scroll();
    restoring = null;
  }, { once: true });
}

/** The scroll position a reload this script caused left, once: null when there is none. */
function readSavedScroll(): { path: string; y: number } | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null') as { path: string; y: number } | null;
    sessionStorage.removeItem(SCROLL_KEY);
    return saved;
  } catch {
    return null;
  }
}

let overlay: HTMLElement | null = null;

function hideOverlay(): void {
  overlay?.remove();
  overlay = null;
}

/** The build's problems over the page: where, what, and what to do. */
function showOverlay(failure: Failure): void {
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
  const close = element('button', 'close', '×') as HTMLButtonElement;
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss');
  close.addEventListener('click', hideOverlay);
  header.append(title, close);
  dialog.append(header);
  for (const problem of failure.problems as Problem[]) {
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
function followTheme(host: HTMLElement): void {
  const copy = () => {
    const theme = document.documentElement.getAttribute('data-theme');
    if (theme) host.setAttribute('data-theme', theme);
    else host.removeAttribute('data-theme');
  };
  copy();
  const observer = new MutationObserver(() => (host.isConnected ? copy() : observer.disconnect()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
