import { DEFAULT_DOCS_ID, docsSetsOf } from '../content/docsVersions.js';
import { routeBase } from '../util/posixPath.js';
import type { SiteModel } from './modelTypes.js';
import type { VersionMetadata } from './types.js';

/** The plugin name under which Docusaurus's docs plugin shares its data. */
export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/** What Docusaurus's docs plugin shares of one docs set (`usePluginData('docusaurus-plugin-content-docs', id)`). */
export interface DocsGlobalData {
  /** The set's base path, base URL included (`/docs`). */
  path: string;
  /** Its versions, newest first: ids and paths of their docs, their sidebars' first links. */
  versions: VersionMetadata[];
  /** hexsite's doc pages show breadcrumbs, as Docusaurus's do by default. */
  breadcrumbs: boolean;
}

/** Plugins' global data by plugin name, then by plugin id, as `useGlobalData()` gives it. */
export type GlobalData = Record<string, Record<string, DocsGlobalData>>;

/**
 * The global data Docusaurus's docs plugin gives a site's components, from the site model: one
 * entry per docs set (`default` for the `docs` key, the id of each of `docsSets`). Small: ids
 * and paths only, so it may travel with the pages' components that read it.
 */
export function globalDataOf(model: Pick<SiteModel, 'config' | 'versions' | 'docsSets'>): GlobalData {
  const versionsById = new Map([[DEFAULT_DOCS_ID, model.versions], ...(model.docsSets ?? []).map((set) => [set.id, set.versions] as const)]);
  const entries = docsSetsOf(model.config).flatMap((set) => {
    const versions = versionsById.get(set.id);
    if (!versions?.length) return [];
    const path = routeBase(model.config.baseUrl, set.options.routeBasePath) || '/';
    return [[set.id, { path, versions: versions.map((version) => version.metadata), breadcrumbs: true }] as const];
  });
  return entries.length ? { [DOCS_PLUGIN_NAME]: Object.fromEntries(entries) } : {};
}
