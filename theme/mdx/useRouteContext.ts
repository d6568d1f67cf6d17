/** What `useRouteContext()` gives: the plugin that made the page's route. */
export interface RouteContext {
  plugin: { id: string; name: string };
  data?: Record<string, unknown>;
}

/**
 * `@docusaurus/useRouteContext`: which plugin made the page. hexsite's pages are made by its
 * built-in content stages, not plugin instances: the value names the pages plugin's default
 * instance, as Docusaurus's for a page of `src/pages`.
 */
export default function useRouteContext(): RouteContext {
  return { plugin: { id: 'default', name: 'docusaurus-plugin-content-pages' } };
}
