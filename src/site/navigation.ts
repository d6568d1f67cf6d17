import type { Heading } from '../markdown/types.js';
import { flattenSidebar } from './sidebars/resolve.js';
import type { Crumb, PageLink, SidebarCategory, SidebarItem, TocItem } from './types.js';

/**
 * A sidebar with what every page of it asks of it, found in one walk: each page's place in
 * reading order and the categories above it. Pages ask once each, so a walk per page would
 * grow with the square of the sidebar.
 */
export interface SidebarIndex {
  items: SidebarItem[];
  /** Links and category pages in reading order: the doc paginator's sequence. */
  order: ReturnType<typeof flattenSidebar>;
  /** The first place of each URL in `order`. */
  places: Map<string, number>;
  /** Each URL's item with the categories above it, from the root down: its first place in the tree. */
  paths: Map<string, SidebarItem[]>;
  /** Each item's place in the list that holds it. */
  positions: Map<SidebarItem, number>;
}

/** Indexes a sidebar for its pages: see `SidebarIndex`. */
export function indexSidebar(items: SidebarItem[]): SidebarIndex {
  const order = flattenSidebar(items);
  const places = new Map<string, number>();
  order.forEach((entry, place) => {
    if (!places.has(entry.href)) places.set(entry.href, place);
  });
  const paths = new Map<string, SidebarItem[]>();
  const positions = new Map<SidebarItem, number>();
  const walk = (list: SidebarItem[], above: SidebarItem[]) => {
    for (const [position, item] of list.entries()) {
      positions.set(item, position);
      if (item.href !== undefined && !paths.has(item.href)) paths.set(item.href, [...above, item]);
      if (item.type === 'category' && item.items) walk(item.items, [...above, item]);
    }
  };
  walk(items, []);
  return { items, order, places, paths, positions };
}

/** The categories from the sidebar's root down to the item at `href`, or null when it is not there. */
export function findPath(sidebar: SidebarIndex, href: string): SidebarItem[] | null {
  return sidebar.paths.get(href) ?? null;
}

/** Breadcrumbs: each ancestor category (linked when it has a page), then the page itself. */
export function createBreadcrumbs(sidebar: SidebarIndex, href: string, title: string): Crumb[] {
  const path = findPath(sidebar, href) ?? [];
  const crumbs: Crumb[] = path.slice(0, -1).map((item) => ({ label: item.label, href: item.href }));
  crumbs.push({ label: title });
  return crumbs;
}

/**
 * The sidebar as a page sends it: categories on the way to the current page are expanded,
 * every other collapsed category loses its children (`items: null`), so a page's HTML and
 * data do not grow with the size of the whole sidebar. Unlisted links show only on their own page.
 */
export function pruneSidebar(sidebar: SidebarIndex, href: string): SidebarItem[] {
  const onPath = new Set(findPath(sidebar, href) ?? []);
  const prune = (list: SidebarItem[]): SidebarItem[] =>
    list.flatMap((item): SidebarItem[] => {
      if (item.type === 'link') return item.unlisted && item.href !== href ? [] : [item];
      if (item.type === 'more') return [item];
      const expanded = isExpanded(item, onPath);
      const own = item.linkUnlisted && item.href !== href ? { href: undefined, docId: undefined } : {};
      return [{ ...item, ...own, collapsed: !expanded, items: expanded && item.items ? prune(item.items) : null }];
    });
  return prune(sidebar.items);
}

/** Whether a page shows a category's children: it is on the way to the page, or not collapsed. */
export function isExpanded(item: SidebarCategory, onPath: Set<SidebarItem>): boolean {
  return onPath.has(item) || !item.collapsed || !item.collapsible;
}

/**
 * The sidebar as every reader may see it, for the sidebar JSON the client loads: unlisted
 * links and the pages of categories whose own doc is unlisted are left out.
 */
export function publicSidebar(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'link') return item.unlisted ? [] : [item];
    if (item.type === 'more') return [];
    const own = item.linkUnlisted ? { href: undefined, docId: undefined } : {};
    return [{ ...item, ...own, items: item.items ? publicSidebar(item.items) : null }];
  });
}

/** Previous and next pages in sidebar order, skipping unlisted pages other than the page itself. */
export function createPagination(sidebar: SidebarIndex, href: string): { prev?: PageLink; next?: PageLink } {
  const place = sidebar.places.get(href);
  if (place === undefined) return {};
  const { order } = sidebar;
  const listed = (at: number) => !order[at].unlisted || order[at].href === href;
  let prev = place - 1;
  while (prev >= 0 && !listed(prev)) prev--;
  let next = place + 1;
  while (next < order.length && !listed(next)) next++;
  const link = (at: number) => (at >= 0 && at < order.length ? { title: order[at].label, href: order[at].href } : undefined);
  return { prev: link(prev), next: link(next) };
}

/** Nests the headings between `min` and `max` depth into a table of contents. */
export function createToc(headings: Heading[], min: number, max: number): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max) continue;
    const item: TocItem = { id: heading.id, text: heading.text, depth: heading.depth, children: [] };
    while (stack.length && stack[stack.length - 1].depth >= heading.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(item);
    stack.push(item);
  }
  return root;
}
