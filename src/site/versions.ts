import type { SiteConfig } from '../config/types.js';
import { CURRENT_VERSION, DEFAULT_DOCS_ID, type DocsOptions, type VersionSources } from '../content/docsVersions.js';
import { NEXT_VERSION_PATH } from '../content/validateVersionName.js';
import { routeBase } from '../util/posixPath.js';
import { firstHref } from './sidebars/resolve.js';
import type { DocMeta, PageVersion, Sidebar, VersionMetadata } from './types.js';

/** One docs version as the site builds it (Docusaurus's version metadata, resolved). */
export interface DocsVersion {
  /** `current` (the docs folder), or a name of `versions.json`. */
  name: string;
  label: string;
  /** The version at the docs' route base path. */
  isLast: boolean;
  /** Its route base, base path included, no trailing slash (`/docs/next`); '' at the site root. */
  path: string;
  /** Its docs folder, relative to the site folder. */
  folder: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  /** On `<html>` of its pages. */
  className: string;
}

/**
 * The versions this build makes, with Docusaurus's defaults: the last version at the docs'
 * route base path, `current` at `next/` and the others at their name; `current` labelled
 * "Next", the others by name; a banner on versions newer than the last (unreleased) and older
 * (unmaintained); a badge when the build makes more than one version.
 */
export function resolveDocsVersions(config: SiteConfig, sources: VersionSources, docs: DocsOptions = config.docs): DocsVersion[] {
  const lastIndex = sources.all.indexOf(sources.last);
  return sources.included.map((source) => {
    const { name } = source;
    const options = docs.versions[name] ?? {};
    const isLast = name === sources.last;
    const pathPart = options.path ?? (isLast ? '' : name === CURRENT_VERSION ? NEXT_VERSION_PATH : name);
    const index = sources.all.indexOf(name);
    const banner = options.banner ?? (isLast ? 'none' : index < lastIndex ? 'unreleased' : 'unmaintained');
    return {
      name,
      label: options.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      isLast,
      path: routeBase(config.baseUrl, `${docs.routeBasePath.replace(/\/+$/, '')}/${pathPart.replace(/^\/+/, '')}`),
      folder: source.folder,
      banner,
      badge: options.badge ?? sources.included.length > 1,
      noIndex: options.noIndex ?? false,
      className: options.className ?? `docs-version-${name}`,
    };
  });
}

/** A docs version's metadata (SPEC §3); written as `version-<name>.json` for the client. */
export function createVersionMetadata(options: {
  version: DocsVersion;
  docs: DocMeta[];
  sidebars: Sidebar[];
  docSidebar: Map<string, string>;
  draftIds: string[];
  mainDocId: string;
}): VersionMetadata {
  const { version, docs, sidebars, docSidebar, draftIds, mainDocId } = options;
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: version.path || '/',
    mainDocId,
    docs: docs.map((doc) => ({ id: doc.id, path: doc.permalink, ...(docSidebar.has(doc.id) ? { sidebar: docSidebar.get(doc.id) } : {}) })),
    sidebars: Object.fromEntries(
      sidebars.map((sidebar) => {
        const path = firstHref(sidebar.items);
        const doc = docs.find((candidate) => candidate.permalink === path);
        return [sidebar.id, path ? { link: { path, label: doc?.sidebarLabel ?? sidebar.id } } : {}];
      }),
    ),
    draftIds,
  };
}

/** The main doc: `intro` when there is one, else the first doc of the first sidebar, else the first doc. */
export function findMainDocId(docs: DocMeta[], sidebars: Sidebar[]): string | undefined {
  if (docs.some((doc) => doc.id === 'intro')) return 'intro';
  const first = sidebars.length ? firstHref(sidebars[0].items) : undefined;
  return docs.find((doc) => doc.permalink === first)?.id ?? docs[0]?.id;
}

/** What a page of a version shows of it, on a site of more than one version: its name, banner and badge, and the same doc in the others. */
export function pageVersion(options: {
  version: DocsVersion;
  last: { label: string; href: (docId?: string) => string } | null;
  docId?: string;
  alternates: Record<string, string>;
  /** The docs set's id; `default` when left out. */
  docsId?: string;
}): PageVersion {
  const { version, last, docId, alternates, docsId = DEFAULT_DOCS_ID } = options;
  return {
    name: version.name,
    label: version.label,
    ...(version.banner !== 'none' && last && { banner: { kind: version.banner, href: last.href(docId), lastLabel: last.label } }),
    badge: version.badge,
    alternates,
    ...(docsId !== DEFAULT_DOCS_ID && { docsPluginId: docsId }),
  };
}
