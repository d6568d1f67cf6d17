import type { Migration } from '../config/docusaurus/readDocusaurusConfig.js';
import path from 'node:path';
import { configForLocale, localeBuildsOf, localeFolderOf } from '../config/localeBuilds.js';
import { buildLocales, type LocaleContext } from './buildLocales.js';
import { loadClientBundle } from '../bundle/bundleClient.js';
import { bundleCustomCss } from '../bundle/bundleCustomCss.js';
import { loadConfig } from '../config/loadConfig.js';
import { stopCompiler } from '../config/loadModule.js';
import type { SiteConfig } from '../config/types.js';
import type { ContentSet } from '../content/types.js';
import { readLastUpdates } from '../content/lastUpdate.js';
import { DEFAULT_DOCS_ID, docsSetsOf, versionedDocsOf, versionedSidebarsOf } from '../content/docsVersions.js';
import type { PageFacts } from '../markdown/types.js';
import { DEFAULT_TIMEOUT_SECONDS } from '../config/userCode.js';
import { KnownSources } from '../content/knownSources.js';
import { scanContent } from '../content/scanContent.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { runPluginContent, runPostBuild } from '../plugins/runPlugins.js';
import type { LoadedPlugin } from '../plugins/types.js';
import { withPluginMarkdown } from '../plugins/withPluginMarkdown.js';
import { applyLinkPolicy, checkLinks } from '../links/checkLinks.js';
import { markdownSetupOf, sitePluginsOf, withMarkdownTexts, type MarkdownSetup } from '../markdown/options.js';
import { markdownTextsOf, type MarkdownTexts } from '../i18n/markdownTexts.js';
import { createMarkdownEngine, type MarkdownEngine } from '../markdown/processor.js';
import type { MdxSite } from '../mdx/siteModules.js';
import { pageStylesheetOf, STYLESHEETS_DIR } from '../mdx/pageStylesheet.js';
import { pluginWarnings } from '../markdown/userPlugins.js';
import { indexFiles, startSearchIndex, type SearchIndexOutput } from '../search/createSearchIndex.js';
import { searchLanguageOf } from '../search/searchLanguage.js';
import { createUnlinkedSiteModel, linkSiteModel, originalsOf } from '../site/createSiteModel.js';
import { renderFeedContent } from '../output/feeds/renderFeedContent.js';
import { acquireBuildLock } from '../output/buildLock.js';
import { checkReplaceable } from '../output/checkReplaceable.js';
import { CACHE_ROOT, cacheDirOf, openPageStore } from '../cache/pageStore.js';
import { sha1 } from '../util/sha1.js';
import { ISLANDS_CACHE, buildIslands, type IslandBundle } from '../islands/buildIslands.js';
import { linkIslands, siteIslands } from '../islands/linkIslands.js';
import { THEME_CACHE, buildSiteTheme } from '../themeOverrides/buildSiteTheme.js';
import { scanOverrides } from '../themeOverrides/scanOverrides.js';
import { parseAll } from './parseAll.js';
import { checkStaticBeside, planOutput } from './planOutput.js';
import { createRenderSetup, planPages, renderPages, rewritesByFile } from './renderPages.js';
import { OutputReuse } from '../output/reuseOutput.js';
import { resolveAssets } from './resolveAssets.js';
import type { OutputFile } from '../output/outputFile.js';
import type { BuildResult, RenderPlan } from './types.js';
import { BuildThreads, KeptThread, THREADS_FROM } from '../threads/threads.js';
import { takeTurn } from '../threads/turns.js';
import type { ThreadStage } from '../threads/worker.js';
import { checkOutDir, recoverInterrupted, writeOutput } from '../output/writeOutput.js';

export { outputFileOf } from '../output/outputPaths.js';

/** How to build. */
export interface BuildOptions {
  /** The site folder (holding `hexsite.config.*`). */
  siteDir: string;
  /** Output folder; default `<siteDir>/build`. */
  outDir?: string;
  /** Write the output (default), or only return it. */
  write?: boolean;
  /** Build draft docs and pages too. */
  includeDrafts?: boolean;
  /** Read the content as data whatever the config says (`markdown.untrusted`): no file may be MDX. */
  untrustedMarkdown?: boolean;
  /** Reuse pages parsed by earlier builds (`.hexsite/cache` in the site folder); default true. */
  cache?: boolean;
  /** Stage lines ("✓ rendered 214 pages"). */
  log?: (line: string) => void;
  /** How far a long stage has come: for a progress line on a terminal. */
  progress?: (stage: 'parsing' | 'rendering', done: number, total: number) => void;
  /** Seconds the site's own code (config, sidebars, React pages) may run at one time. */
  timeoutSeconds?: number;
  /** Worker threads for parsing and rendering, 0 for none; default: see `BuildThreads`. */
  workers?: number;
  /**
   * Build only this locale of `i18n.locales` (`hexsite build --locale fr`), into its own folder
   * (`build/fr`, the output folder itself for the default locale); default: every locale.
   */
  locale?: string;
  /** Called once the config is read, for a Docusaurus folder: what of its config hexsite does not honour (see `formatMigration`). */
  onMigration?: (migration: Migration) => void;
}

/**
 * Runs every stage: load config → read content → parse Markdown (into the page store) →
 * resolve the site model from the pages' facts → plan the output and check every link →
 * render each page into a temporary folder → swap it in (unless the previous output, into the
 * same folder, is already what this build would write). Content problems are thrown as
 * `HexsiteError`s before anything is written; memory holds facts, never every page at once.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  return buildFor(options, {});
}

/**
 * What a build for `serve --watch` does besides a plain one: only `Rebuild` (./rebuild.ts) asks
 * for it, and `hexsite doctor` for `renderSample`.
 */
export interface WatchBuild {
  /**
   * Runs the search index on a thread of its own even when `workers` is 0, keeping this
   * thread's event loop free while it is made: `serve --watch` shows edits meanwhile. A
   * `KeptThread` runs it on a thread that outlives the build, for the next build to use again.
   */
  searchThread?: boolean | KeptThread;
  /**
   * Page store entries to keep although this build no longer uses them: those of the build
   * `serve --watch` serves while this one runs, which it shows edits from meanwhile.
   */
  keepEntries?: Iterable<string>;
  /**
   * Returns once the new output is in place, while the old one is removed (see `writeOutput`):
   * `serve --watch` serves the new output meanwhile. The next build into the folder waits for it.
   */
  removeOldOutputLater?: boolean;
  /**
   * Tells the pages rendered again the same apart (`BuildResult.changed`), by a hash of each
   * page's HTML kept in the output's record: for `serve --watch`, whose browsers then fetch only
   * pages that changed. Needs the cache.
   */
  pageDigests?: boolean;
  /**
   * Builds the default locale alone unless `BuildOptions.locale` names another, as Docusaurus's
   * dev server does: a site of several locales is served one locale at a time.
   */
  oneLocale?: boolean;
  /**
   * For `hexsite doctor`, with `write: false`: every stage runs on every page but the last,
   * which renders the React pages and only this many Markdown pages, spread over the site
   * (`BuildResult.stats.rendered` and `renderMilliseconds` say how many, in how long).
   */
  renderSample?: number;
}

/** A build, with what `serve --watch` asks of it besides: see `Rebuild`. */
export async function buildFor(options: BuildOptions, watch: WatchBuild): Promise<BuildResult> {
  // Threads start with the first stage that has enough tasks for them: see `BuildThreads`.
  const threads = new BuildThreads(options.workers, { alone: watch.searchThread === true });
  try {
    return await buildOn(threads, options, watch);
  } finally {
    await threads.close();
  }
}

async function buildOn(threads: BuildThreads, options: BuildOptions, watch: WatchBuild): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  const write = options.write !== false;
  // The plugins are made with the config: what their `configureMarkdown` returns joins its Markdown options.
  const loaded = await loadConfig(options.siteDir, { timeoutSeconds, untrustedMarkdown: options.untrustedMarkdown });
  if (loaded.migration) options.onMigration?.(loaded.migration);
  const { config, plugins } = await withPluginMarkdown(loaded, { timeoutSeconds });
  const outDir = path.resolve(options.outDir ?? path.join(config.siteDir, 'build'));
  const unsafe = write ? checkOutDir({ outDir, siteDir: config.siteDir, contentDirs: contentDirs(config), cacheDir: CACHE_ROOT }) : null;
  if (unsafe) {
    throw new HexsiteError(`Unexpected output folder: ${unsafe}, expected a folder of its own`, {
      ruleId: 'unsafe-out-dir',
      hint: 'Every build replaces the whole output folder. Use a new folder such as `build/`, or empty this one first.',
    });
  }
  const only = options.locale ?? (watch.oneLocale ? config.i18n.defaultLocale : undefined);
  const locales = localeBuildsOf(config, only ? [only] : undefined);
  if (watch.oneLocale && config.i18n.locales.length > 1) {
    const others = config.i18n.locales.filter((locale) => locale !== only);
    log(`serving the locale ${only} only: ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} built by \`hexsite build\`, or served with \`--locale\``);
  }
  // One build of a site writes at a time: they would share its cache and swap outputs over each other.
  const release = write ? await acquireBuildLock({ siteDir: config.siteDir, log }) : () => {};
  try {
    const context = { threads, options, watch, config, plugins, outDir, started, timeoutSeconds, write, log };
    if (locales.length === 1) {
      const [only] = locales;
      // `serve --watch` serves its folder below the locale's base URL: the locale's build fills it.
      return await buildLocked({ ...context, config: await configForLocale(config, only), outDir: watch.oneLocale ? outDir : path.join(outDir, only.outSubdir) });
    }
    return await buildLocales(context, locales, buildLocked);
  } finally {
    release();
  }
}

/** Each doc's and post's last commit, when the config shows when or by whom pages were last changed. */
async function addLastUpdates(config: SiteConfig, content: ContentSet): Promise<void> {
  const shows = (options: { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean } | false | undefined) => Boolean(options && (options.showLastUpdateTime || options.showLastUpdateAuthor));
  // Each docs set shows them or not (`docsSets[].showLastUpdateTime`); the `default` set's docs carry no set id.
  const shown = new Set(docsSetsOf(config).flatMap((set) => (shows(set.options) ? [set.id === DEFAULT_DOCS_ID ? undefined : set.id] : [])));
  const entries = [...content.docs.filter((entry) => shown.has(entry.docsSet)), ...(shows(config.blog) ? content.blogPosts : [])];
  if (!entries.length) return;
  const { updates, warnings } = await readLastUpdates(config.siteDir, entries.map((entry) => entry.real));
  content.lastUpdates = new Map(entries.flatMap((entry) => (updates.has(entry.real) ? [[entry.file, updates.get(entry.real)!] as const] : [])));
  content.warnings.push(...warnings);
}

async function buildLocked(context: LocaleContext): Promise<BuildResult> {
  const { threads, options, watch, config, plugins, outDir, started, timeoutSeconds, write, log } = context;
  if (write) checkReplaceable(outDir, (file) => path.relative(process.cwd(), file) || '.');
  // Before anything can fail: clean up after earlier builds that were killed while writing.
  if (write) await recoverInterrupted(outDir);
  // A build that keeps its cache also keeps what it read of each Markdown file (see `KnownSources`).
  const keeping = write && options.cache !== false;
  // The default locale's store is the site's; each other locale's is beside it (see `cacheDirOf`).
  const storeLocale = config.currentLocale === config.i18n.defaultLocale ? undefined : config.currentLocale;
  // The texts the parser writes in the locale name the store too: a `code.json` edit leaves no stale title in a cached page.
  const texts = markdownTextsOf(config);
  const storeName = { markdownKey: config.markdownKey, locale: storeLocale, texts: textsKeyOf(texts) };
  const known = new KnownSources({ file: keeping ? path.join(cacheDirOf(config.siteDir, storeName), 'sources.z') : undefined });
  const [content, customCss] = await Promise.all([scanContent(config, { timeoutSeconds, known }), bundleCustomCss(config)]);
  await addLastUpdates(config, content);
  // Plugins run their content hooks now: they may load the site's code (modules, components).
  const fromPlugins = await runPluginContent(plugins, { config, timeoutSeconds });
  const postBuilds = plugins.filter((loaded) => loaded.plugin.postBuild);
  // The site's code is loaded: esbuild's process would only hold its memory until the end.
  await stopCompiler();
  const entries = [...content.docs, ...content.pages, ...content.blogPosts];
  // A build that writes keeps its parsed pages for the next one; an in-memory build leaves no trace.
  const store = await openPageStore({ siteDir: config.siteDir, persistent: keeping, ...storeName });
  const markdown = markdownOf(config, texts, timeoutSeconds);
  const threadsFor = (stage: ThreadStage, tasks: number) => threads.forStage(stage, tasks);
  // The search index, once begun: built on a thread of its own that writes into the page store.
  let indexed: Promise<SearchIndexOutput> | undefined;
  try {
    const parsed = await parseAll({ entries, store, threadsFor, markdown, site: mdxSiteOf(config, texts, timeoutSeconds), keep: watch.keepEntries, progress: (done, total) => options.progress?.('parsing', done, total) });
    log(`✓ parsed ${parsed.size} Markdown files`);
    await threads.release();
    const assets = await resolveAssets(config, parsed, originalsOf(content));
    const islands = await islandsOf({ config, content, parsed, cacheRoot: store.persistent ? path.join(config.siteDir, ISLANDS_CACHE) : path.join(store.dir, 'islands'), log });
    // The stages on this thread let the event loop turn in between (see `takeTurn`), and within
    // those that go through every page: `serve --watch` shows edits saved meanwhile.
    await takeTurn();
    const siteInput = { config, content, parsed, assetUrls: assets.urls, includeDrafts: options.includeDrafts ?? config.docs.includeDrafts ?? false, routeSources: fromPlugins.routeSources };
    const unlinked = createUnlinkedSiteModel(siteInput);
    await takeTurn();
    const model = linkSiteModel(unlinked, siteInput);
    if (islands) linkIslands(model.routes, { bundle: islands, parsed, siteDir: config.site.real, baseUrl: config.baseUrl });
    await takeTurn();
    const rewrites = rewritesByFile(model.routes);
    const indexing = performance.now();
    // The build's locale: its search index and queries speak its language.
    const searchLanguage = searchLanguageOf(config.currentLocale, config.configFile);
    const search = startSearchIndex({
      model,
      language: searchLanguage.code,
      storeDir: store.dir,
      packDir: write ? store.dir : undefined,
      reuse: store.persistent,
      indexer: (input) => {
        const onThisThread = () => indexFiles(input);
        const kept = watch.searchThread;
        return kept instanceof KeptThread ? kept.run(input, onThisThread) : threads.runAlone({ stage: 'search' }, input, onThisThread);
      },
    });
    indexed = Promise.resolve(search).then((index) => {
      log(`✓ indexed ${index.stats.documents} sections of ${index.stats.pages} pages for search in ${((performance.now() - indexing) / 1000).toFixed(2)} s`);
      return index;
    });
    // Awaited below, or in `finally` when the build fails first.
    indexed.catch(() => {});
    const theming = performance.now();
    // A Docusaurus site's scripts of `src/theme` that hexsite has no component for are reported with the config (src/config/docusaurus/themeImports.ts), and left unused.
    const overrides = scanOverrides(config.siteDir, config.migration ? { onUnknown: () => {} } : {});
    const themeCache = store.persistent ? path.join(config.siteDir, THEME_CACHE) : path.join(store.dir, 'theme');
    const theme = await buildSiteTheme({ siteDir: config.siteDir, overrides, cacheRoot: themeCache, bundling: { siteDir: config.site.real, missingImports: config.missingImports, staticDirectories: config.staticDirectories, docusaurus: config.migration !== undefined } });
    if (theme?.built) log(`✓ built the theme with the site's ${overrides.map((override) => override.component.name).join(', ')} in ${((performance.now() - theming) / 1000).toFixed(2)} s`);
    const bundle = theme?.bundle ?? (await loadClientBundle());
    // Every page's document carries the site's stylesheet and the plugins' tags (`injectHtmlTags`).
    const setup = createRenderSetup(model, bundle, store.dir, { customCss, themeModule: theme?.serverModule, themeReadsGlobalData: theme?.readsGlobalData, pluginTags: fromPlugins.htmlTags });
    // A rebuild into the same folder renders again only the pages whose inputs changed, and
    // links the files that are the same from the previous output. Not when a plugin's `postBuild`
    // may change files of the output: a linked file would change in the previous output too.
    const reuse = write && store.persistent && !postBuilds.length && !context.fresh ? new OutputReuse({ stateDir: store.dir, outDir, setup }) : undefined;
    const pages = await planPages({ model, setup, rewrites, timeoutSeconds, reuse, site: mdxSiteOf(config, texts, timeoutSeconds) });
    // A rebuild that renders few pages plans, checks, renders and writes them while the search
    // index is built, and adds the index's files last: after a one-page edit to corpus 1000,
    // this thread would otherwise wait seconds for the index's thread. A large render waits for
    // the index: render threads running beside the index's would hold both stages' memory.
    const early = reuse !== undefined && search instanceof Promise && reuse.pagesToRender(pages) < THREADS_FROM;
    const plan = await planOutput({
      model,
      content,
      bundle,
      customCss,
      assets: islands ? [...assets.copies, ...islands.files.map((file) => ({ from: file.copyFrom, to: file.path }))] : assets.copies,
      search: early ? undefined : (await indexed).files,
      feedHtml: async (item, url) => renderFeedContent(await store.content(item.key), { rewrites: rewrites.get(item.file) ?? {}, pageUrl: url }),
      pageStylesheets: [...new Set([...parsed.values()].flatMap((facts) => (facts.stylesheet ? [facts.stylesheet] : [])))].map((hash) => ({
        path: pageStylesheetOf(hash),
        copyFrom: path.join(store.dir, STYLESHEETS_DIR, `${hash}.css`),
      })),
    });
    await takeTurn();
    const linkCheck = checkLinks({ model, parsed, outputPaths: plan.paths });
    const links = applyLinkPolicy(linkCheck.problems, config);
    if (links.errors.length) throw new HexsiteErrors(links.errors);
    await takeTurn();
    log('✓ checked links');
    const render = (dir: string | null) => renderPages(pages, { setup, outDir: dir, digests: watch.pageDigests, threadsFor, progress: (done, total) => options.progress?.('rendering', done, total) });
    const result: BuildResult = {
      model,
      pages: [],
      files: [],
      rendered: [],
      changed: [],
      warnings: [...content.warnings, ...fromPlugins.warnings, ...store.warnings, ...pluginWarnings(parsed), ...model.warnings, ...links.warnings, ...(searchLanguage.warning ? [searchLanguage.warning] : [])],
      stats: { pages: model.routes.length, milliseconds: 0, bytes: 0 },
      renderFrom: write && store.persistent ? { storeDir: store.dir, setup, linkedIds: linkCheck.linkedIds, site: mdxSiteOf(config, texts, timeoutSeconds), ...(markdown && { markdown: markdown.engine }) } : undefined,
      outDir: write ? outDir : undefined,
    };
    // Nothing changed since the build that wrote the output: it stands, untouched. An index built
    // anew has document files named by a new version (see `startSearchIndex`): the output changes.
    const standing = early ? null : (reuse?.standsAsIs(pages, plan.files) ?? null);
    if (standing !== null) {
      result.stats.bytes = standing;
      log('✓ nothing to write: the output of the last build is up to date');
    } else if (write) {
      const fill = async (dir: string) => {
        const rendered = await render(dir);
        result.rendered = rendered.filter((page) => !page.reused).map((page) => page.permalink);
        result.changed = rendered.filter((page) => !page.reused && !page.same).map((page) => page.permalink);
        return rendered.reduce((sum, page) => sum + page.bytes, 0);
      };
      const later = early
        ? indexed.then((index) => {
            checkStaticBeside(content.staticFiles, index.files);
            return index.files;
          })
        : undefined;
      // Plugins' `postBuild` sees the complete new output before it replaces the old one.
      const routes = model.routes.map((route) => ({ path: route.page.permalink, kind: route.page.kind }));
      const postBuild = postBuilds.length ? (dir: string) => runPostBuild(postBuilds, { outDir: dir, routes, siteConfig: config }, timeoutSeconds) : undefined;
      const beforeSwap = context.beforeSwap && postBuild ? async (dir: string) => (await context.beforeSwap!(dir), await postBuild(dir)) : (context.beforeSwap ?? postBuild);
      result.stats.bytes = await writeOutput(outDir, plan.files, { fill, reuse, later, removeOldLater: watch.removeOldOutputLater, beforeSwap });
      reuse?.save();
    } else {
      const renderStarted = performance.now();
      const rendered = watch.renderSample === undefined ? await render(null) : await renderPages(sampleOf(pages, watch.renderSample), { setup, outDir: null, threadsFor });
      Object.assign(result.stats, { rendered: rendered.length, renderMilliseconds: performance.now() - renderStarted });
      result.pages = rendered.map(({ permalink, file, html }) => ({ permalink, file, html: html! }));
      result.rendered = rendered.map((page) => page.permalink);
      result.changed = [...result.rendered];
      result.files = [...plan.files, ...rendered.map((page): OutputFile => ({ path: page.file, contents: page.html! }))];
      result.stats.bytes = result.files.reduce((sum, file) => sum + ('contents' in file ? Buffer.byteLength(file.contents) : 0), 0);
    }
    if (standing === null) log(`✓ rendered ${model.routes.length} pages`);
    known.save();
    result.stats.milliseconds = performance.now() - started;
    return result;
  } finally {
    await indexed?.catch(() => {});
    await store.close();
  }
}

/** The plan with its React pages and `size` of its Markdown pages, spread evenly over them. */
function sampleOf(plan: RenderPlan, size: number): RenderPlan {
  const markdown = plan.pages.filter((page) => page.task);
  const step = Math.max(1, Math.ceil(markdown.length / Math.max(1, size)));
  const kept = new Set(markdown.filter((_, index) => index % step === 0));
  return { ...plan, pages: plan.pages.filter((page) => !page.task || kept.has(page)) };
}

/** The browser modules of the site's islands, built (or taken from the cache) after the parse stage; undefined without islands. */
async function islandsOf(options: { config: SiteConfig; content: ContentSet; parsed: Map<string, PageFacts>; cacheRoot: string; log: (line: string) => void }): Promise<IslandBundle | undefined> {
  const { config, content, parsed, cacheRoot, log } = options;
  const started = performance.now();
  const bundle = await buildIslands({ keys: siteIslands(content, parsed, config.site.real), siteDir: config.site.real, cacheRoot, missingImports: config.missingImports, staticDirectories: config.staticDirectories, docusaurus: config.migration !== undefined });
  const count = bundle ? Object.keys(bundle.scripts).length : 0;
  if (bundle?.built) log(`✓ built the browser code of ${count} ${count === 1 ? 'island' : 'islands'} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return bundle;
}

/** What MDX content reads of the site: its folder, the config as `useDocusaurusContext().siteConfig` (plain data only), the texts of the locale and its messages (`code.json`). */
export function mdxSiteOf(config: SiteConfig, texts: MarkdownTexts | undefined, timeoutSeconds: number): MdxSite {
  const { title, tagline, url, baseUrl, favicon, navbar, footer, colorMode, customFields, prism } = config;
  // `useDocusaurusContext().i18n`: the locale of this build among the site's.
  const i18n = { i18n: { ...config.i18n, currentLocale: config.currentLocale } };
  // What `@theme/CodeBlock` and `@theme/Admonition` read too: the code blocks' and admonitions' options.
  const markdown = config.markdown?.admonitions ? { admonitions: config.markdown.admonitions } : undefined;
  const siteConfig = JSON.parse(JSON.stringify({ title, tagline, url, baseUrl, favicon, customFields: customFields ?? {}, markdown, themeConfig: { navbar, footer, colorMode, prism }, ...i18n })) as Record<string, unknown>;
  const translations = { codeTranslations: config.codeTranslations ?? {}, codeTranslationsFile: path.posix.join(localeFolderOf(config, config.currentLocale ?? config.i18n.defaultLocale), 'code.json') };
  return {
    siteDir: config.siteDir,
    siteConfig,
    readable: [config.site.real, ...(config.site.contentFolders ?? []), ...(config.site.repository ? [config.site.repository] : [])],
    ...(texts && { texts }),
    ...translations,
    ...(config.missingImports && { missingImports: config.missingImports }),
    staticDirectories: config.staticDirectories,
    ...(config.migration && { docusaurus: true }),
    timeoutSeconds,
  };
}

/** The name of a locale's Markdown texts in its store's folder (8 hex digits); none in English. */
function textsKeyOf(texts: MarkdownTexts | undefined): string | undefined {
  return texts && sha1(JSON.stringify(Object.keys(texts).sort().map((id) => [id, texts[id]]))).slice(0, 8);
}

/** The site's Markdown engine and the setup for the parse threads; undefined for a site that sets no Markdown option and writes English. */
export function markdownOf(config: SiteConfig, texts: MarkdownTexts | undefined, timeoutSeconds: number): { engine: MarkdownEngine; setup: MarkdownSetup } | undefined {
  if (!config.markdownKey && !texts) return undefined;
  const setup = withMarkdownTexts(markdownSetupOf(config, timeoutSeconds), texts);
  return { engine: createMarkdownEngine(setup, sitePluginsOf(config)), setup };
}

/** The folders that hold the site's sources. */
function contentDirs(config: SiteConfig): string[] {
  const sets = docsSetsOf(config).flatMap((set) => [set.options.path, versionedDocsOf(set.id), versionedSidebarsOf(set.id)]);
  return [...sets, config.i18n.path, config.pages.path, ...(config.blog ? [config.blog.path] : []), ...config.staticDirectories];
}
