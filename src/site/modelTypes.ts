/**
 * The site model's own types: what the route creators make and the model holds. Kept apart from
 * `createSiteModel.ts`, so that the creators it calls import their types from here, below it.
 */
import type { SiteConfig } from '../config/types.js';
import type { ReactPageEntry } from '../content/types.js';
import type { HexsiteError } from '../errors/HexsiteError.js';
import type { BlogModel } from './blog/types.js';
import type { TocLevels } from './frontmatterSchemas.js';
import type { DocMeta, PageData, Sidebar, SiteChrome, VersionMetadata } from './types.js';

/** Where a route's Markdown content waits, as its creator knows it: before its links are resolved. */
export interface RouteContentSource {
  /** The source file, for messages. */
  file: string;
  /** Key of the parsed page in the page store, where its rendered content waits. */
  key: string;
  /**
   * The heading levels of a doc's, Markdown page's or blog post's table of contents (see
   * `createToc`), for `serve --watch` to make it again after a heading edit; absent when it
   * shows none.
   */
  toc?: TocLevels;
}

/** A route's Markdown content, its links resolved (see `linkSiteModel`). */
export interface RouteContent extends RouteContentSource {
  /** URL as written → URL in the output. */
  rewrites: Record<string, string>;
  /** MDX: a hash of the files the page is made of besides its own, so that its render changes with them. */
  made?: string;
}

/** What every route has, linked or not. */
interface RouteBase {
  page: PageData;
  /** A React page's component, rendered to static HTML. */
  component?: ReactPageEntry['component'];
  /** A React page that runs in the browser: its module, whose default export hydrates as an island (src/islands/). */
  island?: ReactPageEntry['island'];
  /** The source file of a page that has no Markdown content (a React page, a plugin's page). */
  file?: string;
  /** Blog list pages: each post's excerpt, rendered into `page.posts[i].contentHtml`. */
  excerpts?: Array<{ file: string; key: string }>;
}

/** A route as a route source makes it: its content's links not yet resolved. */
export interface UnlinkedRoute extends RouteBase {
  content?: RouteContentSource;
}

/** One output page: its data, and what the renderer still has to turn into HTML. */
export interface Route extends RouteBase {
  /** Markdown content to render into `page.contentHtml`. */
  content?: RouteContent;
}

/**
 * What one source of pages (the docs, the pages folder, the blog, a plugin) adds to the site.
 * The site model gathers every source's routes the same way, built-in or not.
 */
export interface RouteSource {
  /** Who made the routes, for messages (`docs`, `blog`, `plugin my-plugin`). */
  name: string;
  routes: UnlinkedRoute[];
  /** Source file → permalink, for each page made from a Markdown file, so `.md` links to it resolve. */
  byFile: Array<{ file: string; permalink: string }>;
  errors: HexsiteError[];
  /** Problems that do not stop the build. */
  warnings: HexsiteError[];
}

/** Everything about the site, resolved and validated, before rendering. */
export interface SiteModel {
  config: SiteConfig;
  chrome: SiteChrome;
  docs: DocMeta[];
  sidebars: Sidebar[];
  /** The last docs version's metadata. */
  version: VersionMetadata;
  /** Every docs version built, newest first: its metadata and sidebars. */
  versions: Array<{ metadata: VersionMetadata; sidebars: Sidebar[] }>;
  /** The docs sets of `docsSets`, each with its versions as `versions`; absent without any. */
  docsSets?: Array<{ id: string; versions: Array<{ metadata: VersionMetadata; sidebars: Sidebar[] }> }>;
  routes: Route[];
  /** The blog's posts and feeds; null when the blog is off. */
  blog: BlogModel | null;
  /** Problems that do not stop the build (broken Markdown links, blog warnings). */
  warnings: HexsiteError[];
}

/** The site model before the content's links are resolved: `linkSiteModel` resolves them. */
export interface UnlinkedSiteModel {
  model: Omit<SiteModel, 'routes'> & { routes: UnlinkedRoute[] };
  /** Site-relative source file → permalink, for every page made from a file. */
  permalinkByFile: Map<string, string>;
  /** Site-relative files of drafts, which this build leaves out. */
  draftFiles: Set<string>;
  /** On a site of several docs versions, each version's docs folder, by name: for the hints of broken links. */
  versionFolders?: Array<{ name: string; folder: string; docsSet?: string }>;
  /** The content folders, site-relative (see `LinkContext.contentFolders`). */
  contentFolders?: string[];
  /** The current locale's translated files, each with its original (see `originalsOf`). */
  originals?: Map<string, string>;
}
