import type { SearchConfig } from '../config/types.js';
import type { SearchSection } from '../markdown/types.js';
import type { Route } from '../site/modelTypes.js';
import type { NavItem, PageData } from '../site/types.js';
import type { SearchPageInfo, SearchRecord, SearchSources } from './types.js';

/** The route kinds whose Markdown is searched, by the option that turns them off. */
const INDEXED: Partial<Record<PageData['kind'], 'indexDocs' | 'indexBlog' | 'indexPages'>> = { doc: 'indexDocs', blogPost: 'indexBlog', mdPage: 'indexPages' };

/**
 * The pages of a site that the search index holds, from its routes: each doc, blog post and
 * Markdown page that is built and listed (drafts have no route; unlisted pages are `noIndex`).
 * Routes come sorted by permalink, so the records' order is stable.
 */
export function searchSources(options: { routes: Route[]; navItems: NavItem[]; search: SearchConfig }): SearchSources {
  const { routes, navItems, search } = options;
  const sources: SearchSources = { pages: [], keys: [] };
  const versions: Array<string | null> = [];
  for (const route of routes) {
    const option = INDEXED[route.page.kind];
    if (!option || !search[option] || route.page.noIndex || !route.content) continue;
    sources.pages.push({ title: route.page.title, url: route.page.permalink, breadcrumb: breadcrumbOf(route.page, navItems) });
    sources.keys.push(route.content.key);
    versions.push(route.page.kind === 'doc' ? searchVersionOf(route.page) : null);
  }
  // A site of several docs versions searches the version being read (see `versionRuns`).
  if (versions.some((version) => version !== null)) sources.versions = versions;
  return sources;
}

/**
 * The key of a doc's version in the search index: its name (`2.0`), or for a set of `docsSets`
 * its set's id and name (`api@2.0`), so that each set's versions are searched apart; null for a
 * doc of a set of one version.
 */
function searchVersionOf(page: Extract<PageData, { kind: 'doc' }>): string | null {
  if (!page.version) return null;
  return page.version.docsPluginId ? `${page.version.docsPluginId}@${page.version.name}` : page.version.name;
}

/** A page's records, one per section: the page title's section, then each h2/h3 and its text. */
export function recordsOfPage(page: number, title: string, sections: SearchSection[]): SearchRecord[] {
  return sections.map((section) =>
    section.heading === undefined
      ? { page, title, headings: '', content: section.text, heading: '', hash: '' }
      : { page, title: '', headings: section.heading, content: section.text, heading: section.heading, hash: section.id ? `#${section.id}` : '' },
  );
}

/** The active navbar item's label, then the doc's sidebar categories (the doc itself left out). */
function breadcrumbOf(page: PageData, navItems: NavItem[]): string[] {
  const sidebarId = page.kind === 'doc' ? page.sidebarId : undefined;
  const below = (prefix: string | undefined) => prefix !== undefined && !prefix.endsWith('/') && (page.permalink === prefix || page.permalink.startsWith(`${prefix}/`));
  const docsPluginId = page.kind === 'doc' ? page.docsPluginId : undefined;
  const item = navItems.find((nav) => (sidebarId !== undefined && nav.activeSidebar === sidebarId && nav.docsPluginId === docsPluginId) || below(nav.activePrefix));
  const categories = page.kind === 'doc' ? page.breadcrumbs.slice(0, -1).map((crumb) => crumb.label) : [];
  return [...(item ? [item.label] : []), ...categories];
}
