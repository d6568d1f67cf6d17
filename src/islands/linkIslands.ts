import type { ContentSet } from '../content/types.js';
import type { PageFacts } from '../markdown/types.js';
import type { Route } from '../site/modelTypes.js';
import type { IslandBundle } from './buildIslands.js';
import { islandKeyOf } from './registry.js';

/** The island keys of a page: those its content uses (its facts), or a React page's own. */
export function islandsOfRoute(route: Route, parsed: Map<string, PageFacts>, siteDir: string): string[] {
  if (route.content) return parsed.get(route.content.file)?.islands ?? [];
  return route.island ? [islandKeyOf(route.island, siteDir)] : [];
}

/** Every island key of the site: the union of its pages'. */
export function siteIslands(content: ContentSet, parsed: Map<string, PageFacts>, siteDir: string): string[] {
  const keys = new Set<string>();
  for (const facts of parsed.values()) for (const key of facts.islands ?? []) keys.add(key);
  for (const page of content.reactPages) if (page.island) keys.add(islandKeyOf(page.island, siteDir));
  return [...keys].sort();
}

/** Tells each page that has islands where their modules and stylesheets are (`PageData.islands`, `islandStyles`). */
export function linkIslands(routes: Route[], options: { bundle: IslandBundle; parsed: Map<string, PageFacts>; siteDir: string; baseUrl: string }): void {
  const { bundle, parsed, siteDir, baseUrl } = options;
  for (const route of routes) {
    const keys = islandsOfRoute(route, parsed, siteDir);
    if (!keys.length) continue;
    route.page.islands = Object.fromEntries(keys.map((key) => [key, `${baseUrl}assets/${bundle.scripts[key]}`]));
    // A React page's own stylesheet already holds the CSS its module imports.
    const styles = route.content ? [...new Set(keys.flatMap((key) => bundle.styles[key] ?? []))] : [];
    if (styles.length) route.page.islandStyles = styles.map((sheet) => `${baseUrl}assets/${sheet}`);
  }
}
