import type { Heading } from '../markdown/types.js';
import { flattenSidebar } from './sidebars/resolve.js';
import type { Crumb, PageLink, SidebarItem, TocItem } from './types.js';

/** The categories from the sidebar's root down to the item at `href`, or null when it is not there. */
export function findPath(items: SidebarItem[], href: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.type === 'link' && item.href === href) return [item];
    if (item.type === 'category') {
      if (item.href === href) return [item];
      const below = item.items ? findPath(item.items, href) : null;
      if (below) return [item, ...below];
    }
  }
  return null;
}

/** Breadcrumbs: each ancestor category (linked when it has a page), then the page itself. */
export function createBreadcrumbs(items: SidebarItem[], href: string, title: string): Crumb[] {
  const path = findPath(items, href) ?? [];
  const crumbs: Crumb[] = path.slice(0, -1).map((item) => ({ label: item.label, href: item.type === 'category' ? item.href : item.href }));
  crumbs.push({ label: title });
  return crumbs;
}

/**
 * The sidebar as a page sends it: categories on the way to the current page are expanded,
 * every other collapsed category loses its children (`items: null`), so a page's HTML and
 * data do not grow with the size of the whole sidebar. Unlisted links show only on their own page.
 */
export function pruneSidebar(items: SidebarItem[], href: string): SidebarItem[] {
  const onPath = new Set(findPath(items, href) ?? []);
  const prune = (list: SidebarItem[]): SidebarItem[] =>
    list.flatMap((item): SidebarItem[] => {
      if (item.type === 'link') return item.unlisted && item.href !== href ? [] : [item];
      const active = onPath.has(item);
      const expanded = active || !item.collapsed || !item.collapsible;
      const own = item.linkUnlisted && item.href !== href ? { href: undefined, docId: undefined } : {};
      return [{ ...item, ...own, collapsed: !expanded, items: expanded && item.items ? prune(item.items) : null }];
    });
  return prune(items);
}

/**
 * The sidebar as every reader may see it, for the sidebar JSON the client loads: unlisted
 * links and the pages of categories whose own doc is unlisted are left out.
 */
export function publicSidebar(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'link') return item.unlisted ? [] : [item];
    const own = item.linkUnlisted ? { href: undefined, docId: undefined } : {};
    return [{ ...item, ...own, items: item.items ? publicSidebar(item.items) : null }];
  });
}

/** Previous and next pages in sidebar order, skipping unlisted pages. */
export function createPagination(items: SidebarItem[], href: string): { prev?: PageLink; next?: PageLink } {
  const flat = flattenSidebar(items).filter((entry) => !entry.unlisted || entry.href === href);
  const index = flat.findIndex((entry) => entry.href === href);
  if (index === -1) return {};
  const link = (entry: (typeof flat)[number] | undefined) => (entry ? { title: entry.label, href: entry.href } : undefined);
  return { prev: link(flat[index - 1]), next: link(flat[index + 1]) };
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
