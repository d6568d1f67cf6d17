/**
 * The plugin API: what a plugin function receives and returns. The hooks and their names follow
 * Docusaurus's plugin lifecycle (`loadContent`, `contentLoaded`, `injectHtmlTags`, `postBuild`).
 */
import type { SiteConfig } from '../config/types.js';

/** What every plugin function receives first: the site it builds. */
export interface PluginContext {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** The site's validated config. */
  siteConfig: SiteConfig;
  /** The site's base path (`/docs-site/`). */
  baseUrl: string;
}

/**
 * A page a plugin adds (`actions.addRoute`). Its content is one of: `html` (inserted as-is
 * into the page's article), `component` (a React component file of the site, rendered to
 * static HTML like a React page of the pages folder), or `redirect` (a page that forwards to
 * another). Either way the page gets the site's layout: navbar, footer, colour mode.
 */
export interface PluginRouteConfig {
  /** The page's path from the site's root (`/changelog`); the base path is added. */
  path: string;
  /** Page title: the `<title>` and, for `html` content, the page's heading. */
  title?: string;
  /** `<meta name="description">`. */
  description?: string;
  /** HTML of the page's content, as a string (kept in memory until the page is rendered: keep it small). */
  html?: string;
  /** A React component file, relative to the site folder (`src/Changelog.tsx`): its default export renders the page. */
  component?: string;
  /** A site path (base path added) or an absolute URL that this page forwards to. */
  redirect?: string;
}

/** One HTML tag, in Docusaurus's shape (`injectHtmlTags`). A string is HTML inserted as it is. */
export type HtmlTagObject = { tagName: string; attributes?: Record<string, string | boolean | undefined>; innerHTML?: string } | string;

/** Tags a plugin adds to every page, at the three places Docusaurus names. */
export interface HtmlTags {
  /** At the end of `<head>`. */
  headTags: HtmlTagObject[];
  /** Right after `<body>` opens. */
  preBodyTags: HtmlTagObject[];
  /** Right before `</body>`. */
  postBodyTags: HtmlTagObject[];
}

/** What `configureMarkdown` returns: plugins appended to hexsite's own, as unified plugins or `[plugin, options]`. */
export interface MarkdownPlugins {
  remarkPlugins?: unknown[];
  rehypePlugins?: unknown[];
}

/** The actions `contentLoaded` may take. */
export interface PluginActions {
  /** Adds a page to the site. */
  addRoute(route: PluginRouteConfig): void;
}

/** One page of the output, as `postBuild` sees it. */
export interface PostBuildRoute {
  /** URL path, base path included (`/docs-site/docs/intro`). */
  path: string;
  /** The page's kind (`doc`, `mdPage`, `redirect`…). */
  kind: string;
}

/** What a plugin function returns: its name and the hooks it uses. */
export interface Plugin<Content = unknown> {
  /** Names the plugin in messages; unique among the site's plugins. */
  name: string;
  /** Loads whatever the plugin needs (files, an API): its result is `contentLoaded`'s `content`. */
  loadContent?(): Content | Promise<Content>;
  /** Turns the loaded content into pages and data. */
  contentLoaded?(args: { content: Content; actions: PluginActions }): void | Promise<void>;
  /** Tags for every page's HTML. */
  injectHtmlTags?(): Partial<HtmlTags> | Promise<Partial<HtmlTags>>;
  /** Remark and rehype plugins for every Markdown file. */
  configureMarkdown?(): MarkdownPlugins;
  /** Runs on the new output folder, once every file is written and before it replaces the old output. */
  postBuild?(args: { outDir: string; routes: PostBuildRoute[]; siteConfig: SiteConfig }): void | Promise<void>;
}

/** A plugin as the config names it: a function of the context and its options. */
export type PluginFunction<Options = any> = (context: PluginContext, options: Options) => Plugin | Promise<Plugin>;

/** An entry of `plugins` in the config. */
export type PluginConfig = PluginFunction | string | [PluginFunction | string, unknown];

/** A plugin, made: its hooks, and where it came from for messages. */
export interface LoadedPlugin {
  plugin: Plugin;
  /** Site-relative file the plugin was loaded from, else the config file. */
  file: string;
  /** The files its module was bundled from (absolute), for a plugin loaded by path. */
  inputs?: string[];
}
