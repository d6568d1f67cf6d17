import { findPath, isExpanded, pruneSidebar, type SidebarIndex } from './navigation.js';
import type { SidebarItem, SidebarMore } from './types.js';

/**
 * A page's sidebar of at most this many entries is sent whole, as `pruneSidebar` makes it. Every
 * page of the Hexagon site shows 21 at most, and of the generated corpora about 35, so they are
 * sent as before.
 */
export const WHOLE_SIDEBAR_LIMIT = 100;

/** Items of one list a larger sidebar shows on a page: the block of the list that leads to the page. */
export const SIDEBAR_WINDOW = 50;

/**
 * The sidebar a page carries. A large one (a folder of 5,000 docs) is cut to a window, so that
 * a page's HTML does not grow with the site: see `windowSidebar`.
 */
export function createPageSidebar(sidebar: SidebarIndex, href: string): SidebarItem[] {
  const onPath = new Set(findPath(sidebar, href) ?? []);
  if (countShown(sidebar.items, onPath, WHOLE_SIDEBAR_LIMIT) <= WHOLE_SIDEBAR_LIMIT) return pruneSidebar(sidebar, href);
  return windowSidebar(sidebar, href);
}

/**
 * The entries `pruneSidebar` would show, counted up to one past `limit`, so that each page
 * counts no more than that however large its sidebar is.
 */
function countShown(items: SidebarItem[], onPath: Set<SidebarItem>, limit: number): number {
  let count = 0;
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (count > limit) return;
      count++;
      if (item.type === 'category' && item.items && isExpanded(item, onPath)) walk(item.items);
    }
  };
  walk(items);
  return count;
}

/**
 * A window of a large sidebar: the categories on the way to the page, and of each list on
 * that way the block of `SIDEBAR_WINDOW` items holding the way, with one `more` link for the
 * items before the block and one for those after it. Every other category comes collapsed,
 * without its children. So a page carries at most `SIDEBAR_WINDOW + 2` entries per level of
 * its path. The client fills in the whole sidebar from its JSON; without JavaScript, the `more`
 * links lead to the nearest pages left out, whose windows show the next blocks.
 */
export function windowSidebar(sidebar: SidebarIndex, href: string): SidebarItem[] {
  const path = findPath(sidebar, href) ?? [];
  const windowList = (list: SidebarItem[], depth: number): SidebarItem[] => {
    const onPath = path[depth];
    const at = (onPath && sidebar.positions.get(onPath)) || 0;
    const start = Math.floor(at / SIDEBAR_WINDOW) * SIDEBAR_WINDOW;
    const end = Math.min(list.length, start + SIDEBAR_WINDOW);
    const shown = list.slice(start, end).flatMap((item): SidebarItem[] => {
      if (item.type === 'link') return item.unlisted && item.href !== href ? [] : [item];
      if (item.type === 'more') return [];
      const own = item.linkUnlisted && item.href !== href ? { href: undefined, docId: undefined } : {};
      const children = item === onPath && item.items ? windowList(item.items, depth + 1) : null;
      return [{ ...item, ...own, collapsed: !children, items: children }];
    });
    const before = start > 0 ? [createMore(start, 'above', nearestPage(list, start - 1, -1))] : [];
    const after = end < list.length ? [createMore(list.length - end, 'below', nearestPage(list, end, 1))] : [];
    return [...before, ...shown, ...after];
  };
  return windowList(sidebar.items, 0);
}

function createMore(count: number, side: 'above' | 'below', href: string | undefined): SidebarMore {
  return { type: 'more', label: `${count.toLocaleString('en-US')} more ${side}`, count, ...(href ? { href } : {}) };
}

/** The first listed page of the site from `list[from]` on, walking in `step`'s direction. */
function nearestPage(list: SidebarItem[], from: number, step: 1 | -1): string | undefined {
  for (let at = from; at >= 0 && at < list.length; at += step) {
    const item = list[at];
    if (item.type === 'link' && !item.external && !item.unlisted) return item.href;
    if (item.type === 'category' && item.firstHref) return item.firstHref;
  }
  return undefined;
}
