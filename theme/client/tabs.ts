/**
 * Where the choices of groups are kept: the theme's readStorage/writeStorage
 * (theme/components/storage.ts), handed in by the router, whose bundle holds them, so that this
 * chunk, loaded only by pages with tabs or code, shares no module with the first load.
 */
export interface TabStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

/** Where a group's choice is kept, as Docusaurus keeps it: `docusaurus.tab.npm2yarn`. */
const STORAGE_PREFIX = 'docusaurus.tab.';

/**
 * Makes the tabs of the page switch (`npm2yarn` blocks and `<Tabs>` of MDX, rendered with their
 * default tab shown): a click or the arrow keys, Home and End choose a tab. Each block first
 * shows, as Docusaurus does, the tab its query parameter names (`data-query`), else its group's
 * stored choice (`data-group`), when it has that tab. A choice switches every block of the same
 * group or query parameter on the page, is kept in localStorage for the group (other pages and
 * other windows follow it) and written to the query string. Runs again after each page change;
 * the listeners are added once.
 */
export function enhanceTabs(root: Document, storage: TabStorage) {
  stored = storage;
  const query = new URLSearchParams(location.search);
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs')) {
    const { group, query: key } = tabs.dataset;
    // A parameter with a value the block lacks hides the stored choice, as in Docusaurus.
    const chosen = (key ? query.get(key) : null) ?? (group ? storage.read(STORAGE_PREFIX + group) : null);
    if (chosen) select(tabs, chosen);
  }
  if (listening) return;
  listening = true;
  root.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.tabs__tab');
    if (tab) choose(tab);
  });
  root.addEventListener('keydown', onKey);
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(STORAGE_PREFIX) || !event.newValue) return;
    const group = event.key.slice(STORAGE_PREFIX.length);
    for (const tabs of document.querySelectorAll<HTMLElement>('.tabs[data-group]')) if (tabs.dataset.group === group) select(tabs, event.newValue);
  });
}

let listening = false;
let stored: TabStorage | undefined;

/** Shows the tab of `value` in one tabs block; false when the block has none. */
function select(tabs: HTMLElement, value: string): boolean {
  const list = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > .tabs__tab')];
  if (!list.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of list) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > .tabs__panel')) {
    panel.hidden = panel.dataset.value !== value;
    if (!panel.hidden) reveal(panel);
  }
  return true;
}

/** A lazy panel's content waits as the text of a `<noscript>` (JavaScript is on): it becomes the panel's HTML when first shown. */
function reveal(panel: HTMLElement) {
  const waiting = panel.firstElementChild;
  if (waiting?.tagName === 'NOSCRIPT' && panel.childElementCount === 1) panel.innerHTML = waiting.textContent ?? '';
}

/** Chooses a tab: its block shows it, and so does every block of its group or query parameter; the choice is kept. */
function choose(tab: HTMLElement) {
  const tabs = tab.closest<HTMLElement>('.tabs');
  const value = tab.dataset.value;
  if (!tabs || !value) return;
  const { group, query } = tabs.dataset;
  // The chosen tab stays where it was on the screen while blocks above it change height.
  const top = tab.getBoundingClientRect().top;
  select(tabs, value);
  if (group || query) {
    for (const other of document.querySelectorAll<HTMLElement>('.tabs[data-group], .tabs[data-query]')) {
      if ((group && other.dataset.group === group) || (query && other.dataset.query === query)) select(other, value);
    }
  }
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
  if (group) stored?.write(STORAGE_PREFIX + group, value);
  if (query) {
    const url = new URL(location.href);
    url.searchParams.set(query, value);
    // The history entry stays (and its state, which the client router keeps scroll positions in).
    history.replaceState(history.state, '', url);
  }
}

/** The ARIA tabs pattern's keys: arrows move to the previous or next tab (wrapping), Home and End to the first and last; the tab moved to is shown. */
function onKey(event: KeyboardEvent) {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.tabs__tab');
  const list = tab?.parentElement;
  if (!tab || !list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('.tabs__tab')];
  const at = tabs.indexOf(tab);
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const next = tabs[(to + tabs.length) % tabs.length];
  choose(next);
  next.focus();
}
