/** localStorage, or nothing where it is unavailable (an iframe, strict privacy settings): the choice then lasts for the page. */
function stored(key: string, value?: string): string | null {
  try {
    if (value !== undefined) localStorage.setItem(key, value);
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Where a group's choice is kept, as Docusaurus keeps it: `docusaurus.tab.npm2yarn`. */
const storageKey = (group: string) => `docusaurus.tab.${group}`;

/**
 * Makes the tabs of the page (`npm2yarn` blocks, rendered with the first tab shown) switch:
 * a click or the arrow keys, Home and End choose a tab; every tabs block of the same group
 * switches with it, on this page and on the pages opened later (the choice is kept in
 * localStorage). Runs again after each page change; the listeners are added once.
 */
export function enhanceTabs(root: Document) {
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs[data-group]')) {
    const chosen = stored(storageKey(tabs.dataset.group!));
    if (chosen) select(tabs, chosen);
  }
  if (listening) return;
  listening = true;
  root.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.tabs__tab');
    if (tab) choose(tab);
  });
  root.addEventListener('keydown', onKey);
}

let listening = false;

/** Shows the tab of `value` in one tabs block; false when the block has none. */
function select(tabs: HTMLElement, value: string): boolean {
  const list = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > .tabs__tab')];
  if (!list.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of list) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > .tabs__panel')) panel.hidden = panel.dataset.value !== value;
  return true;
}

/** Chooses a tab: its block shows it, and so does every block of its group, and the choice is kept. */
function choose(tab: HTMLElement) {
  const tabs = tab.closest<HTMLElement>('.tabs');
  const value = tab.dataset.value;
  if (!tabs || !value) return;
  const group = tabs.dataset.group;
  if (!group) {
    select(tabs, value);
    return;
  }
  // The chosen tab stays where it was on the screen while blocks above it change height.
  const top = tab.getBoundingClientRect().top;
  for (const other of document.querySelectorAll<HTMLElement>('.tabs[data-group]')) if (other.dataset.group === group) select(other, value);
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
  stored(storageKey(group), value);
}

/** The ARIA tabs pattern's keys: arrows move to the previous or next tab (wrapping), Home and End to the first and last. */
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
