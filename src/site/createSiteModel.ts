import type { SiteConfig } from '../config/types.js';
import type { ContentSet, ReactPageEntry } from '../content/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import type { PageFacts } from '../markdown/types.js';
import { routeBase } from '../util/posixPath.js';
import { createBlog } from './blog/createBlog.js';
import type { BlogModel } from './blog/types.js';
import { createChrome } from './chrome.js';
import { resolveContentLinks } from './contentLinks.js';
import { createDocs, type Doc } from './docs.js';
import { createPages, createSearchPage } from './pages.js';
import { createDocRoutes } from './docRoutes.js';
import { loadSidebars } from './sidebars/load.js';
import { normalizeSidebars } from './sidebars/normalize.js';
import { resolveSidebars } from './sidebars/resolve.js';
import { validateSidebars } from './sidebars/validate.js';
import type { DocMeta, PageData, Sidebar, SiteChrome, VersionMetadata } from './types.js';
import { documentTitle } from './titles.js';
import { validateCategories, type TocLevels } from './frontmatterSchemas.js';
import { validateHeadingIds } from './validateHeadingIds.js';
import { validateRoutes } from './validateRoutes.js';
import { createVersionMetadata, findMainDocId } from './versions.js';

/** One output page: its data, and what the renderer still has to turn into HTML. */
export interface Route {
  page: PageData;
  /** Markdown content to render into `page.contentHtml`. */
  content?: {
    /** The source file, for messages. */
    file: string;
    /** Key of the parsed page in the page store, where its rendered content waits. */
    key: string;
    /** URL as written → URL in the output. */
    rewrites: Record<string, string>;
    /**
     * The heading levels of a doc's, Markdown page's or blog post's table of contents (see
     * `createToc`), for `serve --watch` to make it again after a heading edit; absent when it
     * shows none.
     */
    toc?: TocLevels;
  };
  /** A React page's component, rendered to static HTML. */
  component?: ReactPageEntry['component'];
  /** The source file of a page that has no Markdown content (a React page). */
  file?: string;
  /** Blog list pages: each post's excerpt, rendered into `page.posts[i].contentHtml`. */
  excerpts?: Array<{ file: string; key: string }>;
}

/** Everything about the site, resolved and validated, before rendering. */
export interface SiteModel {
  config: SiteConfig;
  chrome: SiteChrome;
  docs: DocMeta[];
  sidebars: Sidebar[];
  version: VersionMetadata;
  routes: Route[];
  /** The blog's posts and feeds; null when the blog is off. */
  blog: BlogModel | null;
  /** Problems that do not stop the build (broken Markdown links, blog warnings). */
  warnings: HexsiteError[];
}

/** Inputs of `createUnlinkedSiteModel` and `linkSiteModel`. */
export interface SiteModelInput {
  config: SiteConfig;
  content: ContentSet;
  /** Parsed Markdown by site-relative file. */
  parsed: Map<string, PageFacts>;
  /** Absolute asset path → output URL. */
  assetUrls: Map<string, string>;
  /** Build draft docs too. */
  includeDrafts: boolean;
}

/** The site model before the content's links are resolved: `linkSiteModel` resolves them. */
export interface UnlinkedSiteModel {
  model: SiteModel;
  /** Site-relative source file → permalink, for every page made from a file. */
  permalinkByFile: Map<string, string>;
  /** Site-relative files of drafts, which this build leaves out. */
  draftFiles: Set<string>;
}

/**
 * A site without a page at its base path answers its own address with the 404 page, and the
 * navbar's brand leads elsewhere: said once per build, with the way to add one.
 */
function missingHomeWarning(config: SiteConfig): HexsiteError {
  return new HexsiteError(`Unexpected site without a home page at \`${config.baseUrl}\`, expected \`${config.pages.path}/index.md\` or \`${config.pages.path}/index.tsx\``, {
    file: config.pages.path,
    ruleId: 'missing-home-page',
    hint: `Readers who open ${config.url}${config.baseUrl} get the 404 page. Add \`${config.pages.path}/index.md\` (Markdown) or \`${config.pages.path}/index.tsx\` (a React component), or give a doc \`slug: /\`.`,
  });
}

/**
 * Resolves the content into the site model, all but the content's links (`linkSiteModel`
 * resolves them): docs, sidebars, version metadata, chrome and one route per output page.
 * Collects every validation problem and throws them together. A build takes a turn of the event
 * loop between the two halves (see `takeTurn`): together they take 0.15 s of a rebuild of corpus 1000.
 */
export function createUnlinkedSiteModel(input: SiteModelInput): UnlinkedSiteModel {
  const { config, content, parsed, includeDrafts } = input;
  const errors: HexsiteError[] = [];
  const docsBase = routeBase(config.baseUrl, config.docs.routeBasePath);

  const created = createDocs({ config, entries: content.docs, parsed });
  errors.push(...created.errors, ...validateHeadingIds(parsed));
  const draftIds = new Set(created.docs.filter((doc) => doc.draft && !includeDrafts).map((doc) => doc.id));
  const docs = created.docs.filter((doc) => !draftIds.has(doc.id));
  const docsById = new Map<string, Doc>(docs.map((doc) => [doc.id, doc]));

  const categoryErrors = validateCategories(content.categories as never);
  if (categoryErrors.length) throw new HexsiteErrors(categoryErrors);
  const sidebarsFile = content.sidebars?.file ?? null;
  const sidebarsSource = content.sidebars?.source ?? '';
  const normalized = normalizeSidebars({
    config: loadSidebars(content.sidebars),
    docs,
    categories: content.categories,
    file: sidebarsFile,
    source: sidebarsSource,
  });
  errors.push(...normalized.errors);
  errors.push(...validateSidebars({ sidebars: normalized.sidebars, docs: created.docs, draftIds, file: sidebarsFile, source: sidebarsSource }));
  const resolved = resolveSidebars({ sidebars: normalized.sidebars, docsById, docsBase, baseUrl: config.baseUrl });
  for (const doc of docs) doc.sidebar = resolved.docSidebar.get(doc.id);

  const { chrome, errors: chromeErrors } = createChrome({ config, sidebars: resolved.sidebars, docsById, draftIds });
  errors.push(...chromeErrors);

  const pages = createPages({ config, entries: content.pages, reactPages: content.reactPages, parsed, includeDrafts });
  errors.push(...pages.errors);

  const docRoutes = createDocRoutes({ config, docs, docsById, resolved, docsBase, draftIds });
  errors.push(...docRoutes.errors);

  const blog = createBlog({ config, entries: content.blogPosts, dataFiles: content.dataFiles, parsed, includeDrafts });
  errors.push(...blog.errors);

  if (errors.length) throw new HexsiteErrors(errors);

  const mainDocId = findMainDocId(docs, resolved.sidebars) ?? '';
  const version = createVersionMetadata({
    docs,
    sidebars: resolved.sidebars,
    docSidebar: resolved.docSidebar,
    draftIds: [...draftIds].sort(),
    docsBase: docsBase || '/',
    mainDocId,
  });

  const routes = [...docRoutes.routes, ...pages.routes, ...blog.routes];
  const main = docsById.get(mainDocId);
  // `/docs/` leads to the main doc, unless the docs live at the site root or a doc is there.
  if (main && docsBase && `${docsBase}/` !== config.baseUrl && !routes.some((route) => route.page.permalink === docsBase)) {
    routes.push({ page: redirectPage(docsBase, main.permalink, config.title) });
  }
  const hasHome = routes.some((route) => route.page.permalink === config.baseUrl);
  const home = hasHome ? config.baseUrl : (main?.permalink ?? routes[0]?.page.permalink ?? config.baseUrl);
  routes.push({ page: notFoundPage(config) });
  const search = createSearchPage(config);
  routes.push(search.route);
  const routeErrors = validateRoutes(routes);
  if (routeErrors.length) throw new HexsiteErrors(routeErrors);

  const draftFiles = new Set(created.docs.filter((doc) => draftIds.has(doc.id)).map((doc) => doc.file));
  const permalinkByFile = new Map<string, string>();
  for (const doc of docs) permalinkByFile.set(doc.file, doc.permalink);
  for (const page of pages.byFile) permalinkByFile.set(page.file, page.permalink);
  for (const post of blog.byFile) permalinkByFile.set(post.file, post.permalink);
  const finished: SiteChrome = { ...chrome, home, search: { ...chrome.search, options: search.options } };
  const model = { config, chrome: finished, docs, sidebars: resolved.sidebars, version, routes, blog: blog.model, warnings: [...created.warnings, ...pages.warnings, ...blog.warnings] };
  if (!hasHome) model.warnings.push(missingHomeWarning(config));
  return { model, permalinkByFile, draftFiles };
}

/**
 * The second half of the site model: each Markdown file's links resolved into its route's
 * rewrites (broken Markdown links thrown or kept as warnings, as `onBrokenMarkdownLinks` says),
 * and the routes sorted by permalink.
 */
export function linkSiteModel(unlinked: UnlinkedSiteModel, input: Pick<SiteModelInput, 'parsed' | 'assetUrls'>): SiteModel {
  const { model, permalinkByFile, draftFiles } = unlinked;
  const { config } = model;
  const brokenMarkdownLinks: HexsiteError[] = [];
  for (const route of model.routes) {
    if (!route.content) continue;
    const page = input.parsed.get(route.content.file);
    if (!page) continue;
    const result = resolveContentLinks({ file: route.content.file, permalink: route.page.permalink }, page.links, {
      baseUrl: config.baseUrl,
      permalinkByFile,
      assetUrls: input.assetUrls,
      siteDir: config.siteDir,
      draftFiles,
    });
    route.content.rewrites = result.rewrites;
    brokenMarkdownLinks.push(...result.warnings);
  }
  if (config.onBrokenMarkdownLinks === 'throw' && brokenMarkdownLinks.length) throw new HexsiteErrors(brokenMarkdownLinks);
  if (config.onBrokenMarkdownLinks === 'warn') model.warnings.push(...brokenMarkdownLinks);
  model.routes.sort((a, b) => a.page.permalink.localeCompare(b.page.permalink, 'en'));
  return model;
}

function redirectPage(from: string, to: string, siteTitle: string): PageData {
  return { kind: 'redirect', permalink: from, to, title: siteTitle, documentTitle: siteTitle, htmlClassName: 'plugin-docs', noIndex: true };
}

function notFoundPage(config: SiteConfig): PageData {
  return {
    kind: 'notFound',
    permalink: `${config.baseUrl}404.html`,
    title: 'Page Not Found',
    documentTitle: documentTitle('Page Not Found', config.title),
    htmlClassName: 'plugin-native plugin-id-default',
    noIndex: true,
  };
}
