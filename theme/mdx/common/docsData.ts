/**
 * The docs plugin's data hooks (`@docusaurus/plugin-content-docs/client`), as Docusaurus's: they
 * read the global data the docs plugin shares (src/site/globalData.ts) and the page's path.
 */
import { matchPath, useLocation } from '../router.js';
import { useAllPluginInstancesData, usePluginData } from '../useGlobalData.js';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
}

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalPluginData;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

interface DataOptions {
  failfast?: boolean;
}

/** Whether `pathname` is `path` or below it. */
const isUnder = (pathname: string, path: string) => matchPath(pathname, { path, exact: false, strict: false }) !== null;

/** Every docs set's data, by plugin id. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  return useAllPluginInstancesData(DOCS_PLUGIN) as Record<string, GlobalPluginData>;
}

/** One docs set's data (`default` unless `pluginId`); throws when there is no such set, as Docusaurus's. */
export function useDocsData(pluginId?: string): GlobalPluginData {
  return usePluginData(DOCS_PLUGIN, pluginId, { failfast: true }) as GlobalPluginData;
}

/** The docs set whose path the page is under, the deepest path first; undefined (or an error with `failfast`) when none. */
export function useActivePlugin(options: DataOptions = {}): ActivePlugin | undefined {
  const all = useAllDocsData();
  const { pathname } = useLocation();
  const found = Object.entries(all)
    .sort(([, a], [, b]) => b.path.localeCompare(a.path))
    .find(([, data]) => isUnder(pathname, data.path));
  if (!found && options.failfast) throw new Error(`Unexpected page ${pathname} outside the docs, expected a docs page: no docs set's path (${Object.values(all).map((data) => data.path).join(', ')}) holds it`);
  return found && { pluginId: found[0], pluginData: found[1] };
}

/** The active docs set and its version the page is in. */
export function useActivePluginAndVersion(options: DataOptions = {}): { activePlugin: ActivePlugin; activeVersion?: GlobalVersion } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  return activePlugin && { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) };
}

/** A docs set's versions, newest first. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

/** A docs set's last version (`lastVersion`). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  return latestVersionOf(useDocsData(pluginId));
}

/** The version of a docs set the page is in; undefined outside it. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  return activeVersionOf(data, useLocation().pathname);
}

/** The page's version and doc, and the same doc in each version that has it. */
export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const data = useDocsData(pluginId);
  return activeDocContextOf(data, useLocation().pathname);
}

/** The page's doc in the last version, and the last version: what a banner of an older version links to. */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: GlobalDoc; latestVersionSuggestion: GlobalVersion } {
  const data = useDocsData(pluginId);
  const latest = latestVersionOf(data);
  return { latestDocSuggestion: activeDocContextOf(data, useLocation().pathname).alternateDocVersions[latest.name], latestVersionSuggestion: latest };
}

function latestVersionOf(data: GlobalPluginData): GlobalVersion {
  return data.versions.find((version) => version.isLast) ?? data.versions[0];
}

/** The version whose path holds `pathname`: the longest path first, a version at the root last. */
function activeVersionOf(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  const rank = (version: GlobalVersion) => (version.path === '/' ? -1 : version.path.length);
  return [...data.versions].sort((a, b) => rank(b) - rank(a)).find((version) => isUnder(pathname, version.path));
}

function activeDocContextOf(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matchPath(pathname, { path: doc.path, exact: true, strict: false }) !== null);
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}
