import type { IslandRef } from '../islands/types.js';
import type { HexsiteError } from '../errors/HexsiteError.js';

/** Which plugin a content file belongs to. */
export type ContentKind = 'doc' | 'page' | 'blogPost';

/** One Markdown file of the site, read and with its front matter parsed. */
export interface ContentEntry {
  kind: ContentKind;
  /** Path relative to the site folder, posix separators (`docs/guides/plugins.md`): used in messages. */
  file: string;
  /** Path relative to its content folder (`guides/plugins.md`). */
  sourcePath: string;
  /** The front matter block as written (`---` lines included; `''` without one), for pointing at a key. */
  head: string;
  /** SHA-1 of the whole text: names the file's parsed page in the page store and cache. */
  key: string;
  /** Absolute real path, inside the site folder: the parse stage reads the text from here. */
  real: string;
  /** The docs version of a doc of `versioned_docs/`; absent for the docs folder's (`current`). */
  version?: string;
  /** The docs set (`docsSets[].id`) of a doc of a set other than `default`; absent for the `docs` key's. */
  docsSet?: string;
  /** In a locale other than the default, a page that has no translation: the default locale's file is built. */
  untranslated?: true;
  /** A translated file's original (`docs/intro.md` for `i18n/fr/docusaurus-plugin-content-docs/current/intro.md`), site-relative. */
  original?: string;
}

/** A React page (`pages/*.tsx`): rendered to static HTML at build time. */
export interface ReactPageEntry {
  file: string;
  sourcePath: string;
  /** The page component (default export). */
  component: (props: Record<string, never>) => unknown;
  /** Page title (`export const title`), else the site title. */
  title?: string;
  description?: string;
  /** The CSS the page imports, bundled; undefined when it imports none. */
  css?: string;
  /** Its module, when the page runs in the browser (hooks, event handlers): it hydrates as an island. */
  island?: IslandRef;
  /** The site's `src/theme/NotFound`, Docusaurus's not-found page: built at `404.html`. */
  notFound?: true;
}

/** `_category_.json` / `_category_.yml` of a docs folder. */
export interface CategoryMetadata {
  /** The folder relative to the docs folder (`guides`). */
  dir: string;
  /** The docs version whose folder holds it; absent for the docs folder's (`current`). */
  version?: string;
  /** Its docs set, when not `default` (see `ContentEntry.docsSet`). */
  docsSet?: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  description?: string;
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string } | null;
}

/** A file to copy as-is into the output. */
export interface StaticFile {
  /** Absolute source path. */
  from: string;
  /** Output path relative to the output folder, posix. */
  to: string;
  /** Site-relative source path, for messages (`static/img/logo.svg`). */
  file: string;
}

/** Everything read from the site folder. */
/** When a file was last changed, and by whom, as its last commit says (see `readLastUpdates`). */
export interface LastUpdate {
  /** Milliseconds since the epoch. */
  at: number;
  by: string;
}

export interface ContentSet {
  docs: ContentEntry[];
  pages: ContentEntry[];
  reactPages: ReactPageEntry[];
  blogPosts: ContentEntry[];
  categories: CategoryMetadata[];
  staticFiles: StaticFile[];
  /** Raw text of data files by site-relative path (`blog/authors.yml`), when present. */
  dataFiles: Record<string, string>;
  /** Source text of the sidebars file, for error positions, and its evaluated export. */
  sidebars: { file: string; source: string; value: unknown } | null;
  /** The docs versions (see `readVersionSources`), with each included version's sidebars by name. */
  versions: VersionSources & { sidebars: Record<string, { file: string; source: string; value: unknown } | null> };
  /**
   * The docs sets of `docsSets`, beside the `docs` key's (whose versions are `versions`): each
   * one's versions and sidebars, and its version labels' translations. Their docs and
   * categories are among `docs` and `categories`, marked with `docsSet`. Absent without any.
   */
  docsSets?: DocsSetContent[];
  /** Problems met while reading that do not stop the build (skipped links, bytes that were not UTF-8). */
  warnings: HexsiteError[];
  /**
   * The current locale's translations of labels (Docusaurus's files): each docs version's
   * (`current.json`, `version-<name>.json`: version and sidebar labels) and the blog's
   * (`options.json`: its title, description and sidebar title); absent when there are none.
   */
  translations?: { docs: Record<string, TranslationFile>; blog?: TranslationFile; navbar?: TranslationFile; footer?: TranslationFile };
  /** Each doc's and post's last commit (by `ContentEntry.file`), read when the config shows it (see `readLastUpdates`). */
  lastUpdates?: Map<string, LastUpdate>;
}

/** What one docs set of `docsSets` reads besides its docs (see `ContentSet.docsSets`). */
export interface DocsSetContent {
  id: string;
  versions: VersionSources & { sidebars: Record<string, { file: string; source: string; value: unknown } | null> };
  /** Each version's translations of labels (`current.json`, `version-<name>.json`), by version name. */
  translations?: Record<string, TranslationFile>;
}

/** Where one docs version's files are. */
export interface VersionSource {
  /** `current`, or a name of `versions.json`. */
  name: string;
  /** Its docs folder, relative to the site folder (`docs`, `versioned_docs/version-1.0`). */
  folder: string;
  /** Its sidebars file, relative to the site folder: the config's for `current`; null when there is none. */
  sidebarFile: string | null;
}

/** The versions a site has and those this build makes. */
export interface VersionSources {
  /** Every version, newest first: `current` (when the docs folder is built), then `versions.json`'s. */
  all: string[];
  /** The versions this build makes (`onlyIncludeVersions`), in the same order. */
  included: VersionSource[];
  /** The version at the docs' route base path. */
  last: string;
  /** `versions.json` as read, for messages: null without one. */
  file: { name: string; source: string } | null;
}

/**
 * A translation file of Docusaurus's format: `{ "key": { "message": "…", "description": "…" } }`.
 * Here, among the types, so that the theme's code does not load its reader's (node's modules).
 */
export interface TranslationFile {
  /** Site-relative path, for messages. */
  file: string;
  /** The translated message of each key. */
  messages: Record<string, string>;
}
