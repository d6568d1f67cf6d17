import { sha1 } from '../util/sha1.js';
import type { SiteConfig } from '../config/types.js';
import type { ContentSet, ReactPageEntry } from '../content/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { applyPolicy } from '../errors/policy.js';
import type { PageFacts } from '../markdown/types.js';
import { routeBase } from '../util/posixPath.js';
import { createBlog } from './blog/createBlog.js';
import { createChrome, type ChromeDocsSet, type ChromeVersionDocs } from './chrome.js';
import { resolveContentLinks } from './contentLinks.js';
import { createDocs, type Doc } from './docs.js';
import { createPages, createSearchPage } from './pages.js';
import { createDocRoutes } from './docRoutes.js';
import { loadSidebars } from './sidebars/load.js';
import { normalizeSidebars } from './sidebars/normalize.js';
import { resolveSidebars } from './sidebars/resolve.js';
import { validateSidebars } from './sidebars/validate.js';
import type { Route, RouteSource, SiteModel, UnlinkedRoute, UnlinkedSiteModel } from './modelTypes.js';
import type { PageData, Sidebar, SiteChrome, VersionMetadata } from './types.js';
import { documentTitle } from './titles.js';
import { validateCategories, type TocLevels } from './frontmatterSchemas.js';
import { validateHeadingIds } from './validateHeadingIds.js';
import { dropDuplicateRoutes, validateRoutes } from './validateRoutes.js';
import { createVersionMetadata, findMainDocId, pageVersion, resolveDocsVersions, type DocsVersion } from './versions.js';
import { CURRENT_VERSION, DEFAULT_DOCS_ID, docsSetsOf, type DocsSet } from '../content/docsVersions.js';
import type { TranslationFile } from '../content/types.js';
import { translateBlogOptions, translateNavbarAndFooter, translateSidebars } from '../site/translateLabels.js';
import { themeTranslatorOf } from '../i18n/themeStrings.js';
import { frontmatterKeyLine } from '../content/frontmatter.js';

// Consumers outside the site model import its types from here; its own modules from `modelTypes.ts`.
export type { Route, SiteModel, UnlinkedSiteModel } from './modelTypes.js';

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
  /** Routes from other sources than the built-in content kinds (plugins), gathered with theirs. */
  routeSources?: RouteSource[];
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
  const { content, parsed, includeDrafts } = input;
  // The blog's titles in the current locale (its translations' `options.json`).
  const translations = content.translations;
  const config = translateNavbarAndFooter(translateBlogOptions(input.config, translations?.blog?.messages), translations?.navbar?.messages, translations?.footer?.messages);
  const errors: HexsiteError[] = [];
  errors.push(...validateHeadingIds(parsed));
  const categoryErrors = validateCategories(content.categories as never);
  if (categoryErrors.length) throw new HexsiteErrors(categoryErrors);

  // Each docs set, the `docs` key's (`default`) first: its versions' docs, routes and metadata.
  const docsSets = docsSetsOf(config).map((set, index) => createDocsSetModel({ config, content, parsed, includeDrafts, set, ...setSourcesOf(content, index) }));
  const [main, ...more] = docsSets;
  const allMade = docsSets.flatMap((set) => set.made);
  for (const set of docsSets) errors.push(...set.errors);
  const lastMade = main.lastMade;
  const { chrome, errors: chromeErrors } = createChrome({
    config,
    ...main.chrome,
    ...(more.length > 0 && { docsSets: new Map(more.map((set) => [set.id, set.chrome])) }),
  });
  errors.push(...chromeErrors);

  const blog = createBlog({ config, entries: content.blogPosts, dataFiles: content.dataFiles, parsed, includeDrafts, lastUpdates: content.lastUpdates });
  // Every source of pages, built-in or a plugin's, adds its routes the same way, in this order.
  const sources: RouteSource[] = [
    ...docsSets.flatMap((set) => set.sources),
    createPages({ config, entries: content.pages, reactPages: content.reactPages, parsed, includeDrafts }),
    blog,
    ...(input.routeSources ?? []),
  ];
  errors.push(...sources.flatMap((source) => source.errors));
  if (errors.length) throw new HexsiteErrors(errors);

  const contentRoutes = sources.flatMap((source) => source.routes);
  const taken = new Set(contentRoutes.map((route) => route.page.permalink));
  // A version's base path (`/docs/`) leads to its main doc, unless the docs live at the site root or a doc is there.
  const docsIndex: UnlinkedRoute[] = allMade.flatMap((each) => {
    const main = each.docsById.get(each.mainDocId);
    const base = each.version.path;
    return main && base && `${base}/` !== config.baseUrl && !taken.has(base) ? [{ page: redirectPage(base, main.permalink, config.title) }] : [];
  });
  const hasHome = [...contentRoutes, ...docsIndex].some((route) => route.page.permalink === config.baseUrl);
  const lastMain = lastMade && lastMade.docsById.get(lastMade.mainDocId);
  const home = hasHome ? config.baseUrl : (lastMain?.permalink ?? contentRoutes[0]?.page.permalink ?? config.baseUrl);
  const search = createSearchPage(config);
  // A site's own not-found page (`src/theme/NotFound`) is among its React pages.
  const notFound = content.reactPages.some((entry) => entry.notFound) ? [] : [{ page: notFoundPage(config) }];
  const all = [...contentRoutes, ...docsIndex, ...notFound, search.route];
  const deduplicated = config.onDuplicateRoutes === 'throw' ? { routes: all, warnings: [] } : dropDuplicateRoutes(all, config.onDuplicateRoutes);
  const routes = deduplicated.routes;
  const routeErrors = validateRoutes(routes);
  if (routeErrors.length) throw new HexsiteErrors(routeErrors);

  const draftFiles = new Set(allMade.flatMap((each) => each.draftFiles));
  const permalinkByFile = new Map(sources.flatMap((source) => source.byFile.map((page) => [page.file, page.permalink] as const)));
  // A link written to a translated page's original leads to the translation (see `originalsOf`).
  const originals = originalsOf(input.content);
  for (const [translated, original] of originals ?? []) {
    const permalink = permalinkByFile.get(translated);
    if (permalink) permalinkByFile.set(original, permalink);
  }
  const finished: SiteChrome = { ...chrome, home, search: { ...chrome.search, options: search.options } };
  const warnings = [...sources.flatMap((source) => source.warnings), ...deduplicated.warnings, ...(hasHome ? [] : [missingHomeWarning(config)])];
  const lastModel = (lastMade && main.versionModels[main.made.indexOf(lastMade)]) ?? main.versionModels[0];
  const model = {
    config,
    chrome: finished,
    docs: allMade.flatMap((each) => each.docs),
    sidebars: lastModel?.sidebars ?? [],
    version: lastModel?.metadata ?? emptyVersion(config),
    versions: main.versionModels,
    ...(more.length > 0 && { docsSets: more.map((set) => ({ id: set.id, versions: set.versionModels })) }),
    routes,
    blog: blog.model,
    warnings,
  };
  const versionFolders = docsSets.some((set) => set.versions.length > 1) ? docsSets.flatMap((set) => set.versions.map(({ name, folder }) => ({ name, folder, ...(set.id !== DEFAULT_DOCS_ID && { docsSet: set.id }) }))) : undefined;
  const contentFolders = [...docsSets.flatMap((set) => set.versions.map(({ folder }) => folder)), config.pages.path, ...(config.blog ? [config.blog.path] : [])];
  return { model, permalinkByFile, draftFiles, contentFolders, ...(versionFolders && { versionFolders }), ...(originals && { originals }) };
}

/**
 * The current locale's translated files, each with its original: a relative link or image of a
 * translation is looked for beside the translation, then beside the original, as Docusaurus
 * does; undefined when nothing is translated.
 */
export function originalsOf(content: Pick<ContentSet, 'docs' | 'pages' | 'blogPosts'>): Map<string, string> | undefined {
  const pairs = [...content.docs, ...content.pages, ...content.blogPosts].flatMap((entry) => (entry.original ? [[entry.file, entry.original] as const] : []));
  return pairs.length ? new Map(pairs) : undefined;
}

/** What a docs set reads from the content: its versions with their sidebars, and its labels' translations. */
type SetSources = ContentSet['versions'];

/** The content of the set at `index` of `docsSetsOf` (0: the `docs` key's, from the content's own fields). */
function setSourcesOf(content: ContentSet, index: number): { sources: SetSources; translations?: Record<string, TranslationFile> } {
  if (index === 0) return { sources: content.versions, translations: content.translations?.docs };
  const found = content.docsSets?.[index - 1];
  if (!found) throw new Error(`Internal error: no content of docs set ${index}`);
  return { sources: found.versions, translations: found.translations };
}

/** One docs set as the site builds it: its versions' docs, routes and metadata, and what the navbar's items of it read. */
interface DocsSetModel {
  id: string;
  versions: DocsVersion[];
  made: VersionDocs[];
  /** The version at its route base path. */
  lastMade?: VersionDocs;
  sources: RouteSource[];
  versionModels: Array<{ metadata: VersionMetadata; sidebars: Sidebar[] }>;
  chrome: ChromeDocsSet;
  errors: HexsiteError[];
}

/**
 * The docs of one set, each version made and checked as the docs of a site of one version are;
 * on a set of several versions, each page knows its version, the same doc in the others and
 * the banner's link to the last.
 */
function createDocsSetModel(options: {
  config: SiteConfig;
  content: ContentSet;
  parsed: Map<string, PageFacts>;
  includeDrafts: boolean;
  set: DocsSet;
  sources: SetSources;
  translations?: Record<string, TranslationFile>;
}): DocsSetModel {
  const { config, content, parsed, includeDrafts, set, sources, translations } = options;
  // Each version's label in the current locale (`version.label` of its translations' file).
  const versions = resolveDocsVersions(config, sources, set.options).map((version) => {
    const label = translations?.[version.name]?.messages['version.label'];
    return label === undefined ? version : { ...version, label };
  });
  const several = versions.length > 1;
  // A set of `docsSets` builds its drafts when it asks to, besides when the whole site does (`--drafts`, `docs.includeDrafts`).
  const setDrafts = includeDrafts || (set.options.includeDrafts ?? false);
  const made = versions.map((version) => createVersionDocs({ config, content, parsed, includeDrafts: setDrafts, version, set, sidebarsOf: sources.sidebars, translations }));
  const errors = made.flatMap((each) => each.errors);
  const lastMade = made.find((each) => each.version.isLast) ?? made[0];
  const mainHrefOf = (each: VersionDocs) => each.docsById.get(each.mainDocId)?.permalink;
  const chromeVersions: ChromeVersionDocs[] | undefined = several
    ? made.map((each) => ({ version: each.version, sidebars: each.resolved.sidebars, docsById: each.docsById, mainHref: mainHrefOf(each) }))
    : undefined;
  const chrome: ChromeDocsSet = {
    sidebars: lastMade?.resolved.sidebars ?? [],
    docsById: lastMade?.docsById ?? new Map(),
    draftIds: lastMade?.draftIds ?? new Set(),
    versions: chromeVersions,
    lastVersion: lastMade && { label: lastMade.version.label, mainHref: mainHrefOf(lastMade) },
  };
  // What a page shows of its version: the same doc in the other versions, and the banner's link to the last.
  const docIndex = several ? made.map((each) => ({ name: each.version.name, byId: each.docsById })) : [];
  const last = lastMade && several ? { label: lastMade.version.label, href: (docId?: string) => (docId && lastMade.docsById.get(docId)?.permalink) || mainHrefOf(lastMade) || lastMade.version.path || '/' } : null;
  const versionOf = (version: DocsVersion) => (docId?: string) =>
    pageVersion({
      version,
      last,
      docId,
      alternates: docId ? Object.fromEntries(docIndex.flatMap(({ name, byId }) => (name !== version.name && byId.has(docId) ? [[name, byId.get(docId)!.permalink]] : []))) : {},
      docsId: set.id,
    });
  const routeSources: RouteSource[] = made.map((each) => {
    const docRoutes = createDocRoutes({
      config,
      docs: each.docs,
      docsById: each.docsById,
      resolved: each.resolved,
      docsBase: each.version.path,
      draftIds: each.draftIds,
      versionClass: each.version.className,
      docsId: set.id,
      noIndex: each.version.noIndex,
      versionOf: several ? versionOf(each.version) : undefined,
    });
    return { name: 'docs', routes: docRoutes.routes, byFile: each.docs.map((doc) => ({ file: doc.file, permalink: doc.permalink })), errors: docRoutes.errors, warnings: each.warnings };
  });
  const versionModels = made.map((each) => ({
    metadata: createVersionMetadata({
      version: each.version,
      docs: each.docs,
      sidebars: each.resolved.sidebars,
      docSidebar: each.resolved.docSidebar,
      draftIds: [...each.draftIds].sort(),
      mainDocId: each.mainDocId,
    }),
    sidebars: each.resolved.sidebars,
  }));
  return { id: set.id, versions, made, lastMade, sources: routeSources, versionModels, chrome, errors };
}

/** One docs version's docs and sidebars, resolved. */
interface VersionDocs {
  version: DocsVersion;
  docs: Doc[];
  docsById: Map<string, Doc>;
  draftIds: Set<string>;
  draftFiles: string[];
  resolved: ReturnType<typeof resolveSidebars>;
  mainDocId: string;
  errors: HexsiteError[];
  warnings: HexsiteError[];
}

/** The docs of one version (its folder, categories and sidebars) made and checked as the docs of a site of one version are. */
function createVersionDocs(options: {
  config: SiteConfig;
  content: SiteModelInput['content'];
  parsed: Map<string, PageFacts>;
  includeDrafts: boolean;
  version: DocsVersion;
  set: DocsSet;
  /** The set's versions' sidebars, by version name. */
  sidebarsOf: SetSources['sidebars'];
  /** The set's versions' label translations, by version name. */
  translations?: Record<string, TranslationFile>;
}): VersionDocs {
  const { config, content, parsed, includeDrafts, version, set } = options;
  const name = version.name === CURRENT_VERSION ? undefined : version.name;
  const docsSet = set.id === DEFAULT_DOCS_ID ? undefined : set.id;
  const errors: HexsiteError[] = [];
  const created = createDocs({ config, entries: content.docs.filter((entry) => entry.version === name && entry.docsSet === docsSet), parsed, version, lastUpdates: content.lastUpdates, set });
  errors.push(...created.errors);
  const draftIds = new Set(created.docs.filter((doc) => doc.draft && !includeDrafts).map((doc) => doc.id));
  const kept = created.docs.filter((doc) => !draftIds.has(doc.id));
  const keptById = new Map<string, Doc>(kept.map((doc) => [doc.id, doc]));
  const sidebarsContent = options.sidebarsOf[version.name] ?? null;
  const sidebarsFile = sidebarsContent?.file ?? null;
  const sidebarsSource = sidebarsContent?.source ?? '';
  const normalized = normalizeSidebars({
    config: loadSidebars(sidebarsContent),
    docs: kept,
    categories: content.categories.filter((category) => category.version === name && category.docsSet === docsSet),
    file: sidebarsFile,
    source: sidebarsSource,
  });
  errors.push(...normalized.errors);
  const validated = validateSidebars({ sidebars: normalized.sidebars, docs: created.docs, draftIds, file: sidebarsFile, source: sidebarsSource });
  errors.push(...validated.errors);
  // Labels in the current locale, once checked as written (the ids and labels of the sidebars file).
  const sidebars = translateSidebars(normalized.sidebars, options.translations?.[version.name]?.messages);
  const resolved = resolveSidebars({ sidebars, docsById: keptById, docsBase: version.path, baseUrl: config.baseUrl });
  // Each doc as later stages see it: with the sidebar that holds it, or the one its `displayed_sidebar` names (none for null).
  const sidebarIds = new Set(resolved.sidebars.map((sidebar) => sidebar.id));
  for (const doc of kept) {
    if (typeof doc.displayedSidebar === 'string' && !sidebarIds.has(doc.displayedSidebar)) {
      const entry = content.docs.find((each) => each.file === doc.file);
      errors.push(
        new HexsiteError(`Unexpected unknown sidebar \`${doc.displayedSidebar}\` in \`displayed_sidebar\`, expected one of: ${[...sidebarIds].join(', ') || '(none)'}`, {
          file: doc.file,
          line: entry && frontmatterKeyLine(entry.head, 'displayed_sidebar'),
          ruleId: 'unknown-sidebar',
          hint: `Name a sidebar of ${sidebarsFile ? `\`${sidebarsFile}\`` : 'the sidebars file'}, or write \`displayed_sidebar: null\` to show none.`,
        }),
      );
    }
  }
  const sidebarOf = (doc: Doc) => (doc.displayedSidebar === undefined ? resolved.docSidebar.get(doc.id) : (doc.displayedSidebar ?? undefined));
  const docs = kept.map((doc) => ({ ...doc, sidebar: sidebarOf(doc) }));
  const docsById = new Map<string, Doc>(docs.map((doc) => [doc.id, doc]));
  const mainDocId = findMainDocId(docs, resolved.sidebars) ?? '';
  const draftFiles = created.docs.filter((doc) => draftIds.has(doc.id)).map((doc) => doc.file);
  return { version, docs, docsById, draftIds, draftFiles, resolved, mainDocId, errors, warnings: [...created.warnings, ...validated.warnings] };
}

/** The metadata of a site without docs. */
function emptyVersion(config: SiteConfig) {
  const base = routeBase(config.baseUrl, config.docs.routeBasePath);
  return { name: CURRENT_VERSION, label: 'Next', isLast: true, path: base || '/', mainDocId: '', docs: [], sidebars: {}, draftIds: [] };
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
  const routes = model.routes.map((route): Route => {
    const { content, ...rest } = route;
    if (!content) return rest;
    const page = input.parsed.get(content.file);
    if (!page) return { ...route, content: { ...content, rewrites: {} } };
    const result = resolveContentLinks({ file: content.file, permalink: route.page.permalink, original: unlinked.originals?.get(content.file) }, page.links, {
      baseUrl: config.baseUrl,
      permalinkByFile,
      assetUrls: input.assetUrls,
      siteDir: config.siteDir,
      draftFiles,
      versionFolders: unlinked.versionFolders,
      contentFolders: unlinked.contentFolders,
    });
    brokenMarkdownLinks.push(...result.warnings);
    // An MDX page's render depends on the modules and partials it imports too.
    const made = page.dependencies && sha1(JSON.stringify(page.dependencies));
    return { ...route, content: { ...content, rewrites: result.rewrites, ...(made && { made }) } };
  });
  const markdownLinks = applyPolicy(brokenMarkdownLinks, config.onBrokenMarkdownLinks);
  if (markdownLinks.errors.length) throw new HexsiteErrors(markdownLinks.errors);
  routes.sort((a, b) => a.page.permalink.localeCompare(b.page.permalink, 'en'));
  const warnings = [...model.warnings, ...markdownLinks.warnings];
  return { ...model, routes, warnings };
}

function redirectPage(from: string, to: string, siteTitle: string): PageData {
  return { kind: 'redirect', permalink: from, to, title: siteTitle, documentTitle: siteTitle, htmlClassName: 'plugin-docs', noIndex: true };
}

function notFoundPage(config: SiteConfig): PageData {
  const notFound = themeTranslatorOf(config)('theme.NotFound.title', 'Page Not Found');
  return {
    kind: 'notFound',
    permalink: `${config.baseUrl}404.html`,
    title: notFound,
    documentTitle: documentTitle(notFound, config),
    htmlClassName: 'plugin-native plugin-id-default',
    noIndex: true,
  };
}

/** One docs version's labels as the site writes them: what its translation file (`current.json`, `version-<name>.json`) translates. */
export interface VersionLabels {
  /** `current`, or the version's name. */
  name: string;
  /** Its docs set, when not `default` (`docsSets[].id`): its file is in that set's translations folder. */
  docsId?: string;
  /** Its label as the config gives it (`version.label`). */
  label: string;
  /** Its sidebars, expanded, before any translation. */
  sidebars: ReturnType<typeof normalizeSidebars>['sidebars'];
}

/** Every docs version's label and sidebars as written: what `write-translations` offers to translate. */
export function createVersionLabels(input: Pick<SiteModelInput, 'config' | 'content' | 'parsed' | 'includeDrafts'>): VersionLabels[] {
  const { config, content, parsed } = input;
  return docsSetsOf(config).flatMap((set, index) => {
    const { sources } = setSourcesOf(content, index);
    const docsSet = set.id === DEFAULT_DOCS_ID ? undefined : set.id;
    return resolveDocsVersions(config, sources, set.options).map((version) => {
      const name = version.name === CURRENT_VERSION ? undefined : version.name;
      const docs = createDocs({ config, entries: content.docs.filter((entry) => entry.version === name && entry.docsSet === docsSet), parsed, version, set }).docs;
      const sidebarsContent = sources.sidebars[version.name] ?? null;
      const { sidebars } = normalizeSidebars({
        config: loadSidebars(sidebarsContent),
        docs: input.includeDrafts ? docs : docs.filter((doc) => !doc.draft),
        categories: content.categories.filter((category) => category.version === name && category.docsSet === docsSet),
        file: sidebarsContent?.file ?? null,
        source: sidebarsContent?.source ?? '',
      });
      return { name: version.name, ...(docsSet && { docsId: docsSet }), label: version.label, sidebars };
    });
  });
}
