import type { SearchConfig } from '../config/types.js';
import type { PageFacts } from '../markdown/types.js';
import type { Route } from '../site/createSiteModel.js';
import type { NavItem, PageData } from '../site/types.js';
import type { SearchPageInfo, SearchRecord, SearchRecordSet } from './types.js';

/** The route kinds whose Markdown is searched, by the option that turns them off. */
const INDEXED: Partial<Record<PageData['kind'], 'indexDocs' | 'indexBlog' | 'indexPages'>> = { doc: 'indexDocs', blogPost: 'indexBlog', mdPage: 'indexPages' };

/**
 * The search records of a site from its routes and its pages' facts: one per section of each
 * doc, blog post and Markdown page that is built and listed (drafts have no route; unlisted
 * pages are `noIndex`). Routes come sorted by permalink, so the records' order is stable.
 */
export function createSearchRecords(options: {
  routes: Route[];
  parsed: Map<string, PageFacts>;
  navItems: NavItem[];
  search: SearchConfig;
}): SearchRecordSet {
  const { routes, parsed, navItems, search } = options;
  const pages: SearchPageInfo[] = [];
  const records: SearchRecord[] = [];
  for (const route of routes) {
    const option = INDEXED[route.page.kind];
    if (!option || !search[option] || route.page.noIndex || !route.content) continue;
    const facts = parsed.get(route.content.file);
    if (!facts) continue;
    const page = pages.length;
    const title = route.page.title;
    pages.push({ title, url: route.page.permalink, breadcrumb: breadcrumbOf(route.page, navItems) });
    for (const section of facts.searchSections) {
      if (section.heading === undefined) {
        records.push({ page, title, headings: '', content: section.text, heading: '', hash: '' });
      } else {
        records.push({ page, title: '', headings: section.heading, content: section.text, heading: section.heading, hash: section.id ? `#${section.id}` : '' });
      }
    }
  }
  return { pages, records };
}

/** The active navbar item's label, then the doc's sidebar categories (the doc itself left out). */
function breadcrumbOf(page: PageData, navItems: NavItem[]): string[] {
  const sidebarId = page.kind === 'doc' ? page.sidebarId : undefined;
  const below = (prefix: string | undefined) => prefix !== undefined && !prefix.endsWith('/') && (page.permalink === prefix || page.permalink.startsWith(`${prefix}/`));
  const item = navItems.find((nav) => (sidebarId !== undefined && nav.activeSidebar === sidebarId) || below(nav.activePrefix));
  const categories = page.kind === 'doc' ? page.breadcrumbs.slice(0, -1).map((crumb) => crumb.label) : [];
  return [...(item ? [item.label] : []), ...categories];
}
