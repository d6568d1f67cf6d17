import path from 'node:path';
import { loadClientBundle, type ClientBundle } from '../bundle/bundleClient.js';
import { loadConfig } from '../config/loadConfig.js';
import type { SiteConfig } from '../config/types.js';
import { hashAssets } from '../content/hashAssets.js';
import { scanContent } from '../content/scanContent.js';
import type { ContentSet } from '../content/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import type { ParsedPage } from '../markdown/types.js';
import { renderContent } from '../render/renderContent.js';
import { renderDocument } from '../render/document.js';
import { createExcerptRenderer } from '../render/renderExcerpts.js';
import { renderPage } from '../render/renderPage.js';
import { assetPath, isRelativeAsset } from '../site/contentLinks.js';
import { publicSidebar } from '../site/navigation.js';
import { createSiteModel, type Route, type SiteModel } from '../site/createSiteModel.js';
import type { PageData } from '../site/types.js';
import { renderFeeds } from './feeds/renderFeeds.js';
import { applyLinkPolicy, checkLinks } from '../links/checkLinks.js';
import { parseAll } from './parseAll.js';
import { openParseCache } from './parseCache.js';
import { renderSitemap } from './sitemap.js';
import type { BuildResult, OutputFile, RenderedPage } from './types.js';
import { checkOutDir, writeOutput } from './writeOutput.js';

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
  /** Reuse Markdown parsed by earlier builds (`.hexsite/cache` in the site folder); default true. */
  cache?: boolean;
  /** Progress lines ("✓ rendered 214 pages"). */
  log?: (line: string) => void;
}

/**
 * Runs every stage: load config → read content → parse Markdown → resolve the site model →
 * render pages → write the output atomically. Content problems are thrown as `HexsiteError`s
 * before anything is written.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const config = await loadConfig(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(config.siteDir, 'build'));
  const unsafe = options.write === false ? null : checkOutDir(outDir, config.siteDir, contentDirs(config));
  if (unsafe) {
    throw new HexsiteError(`Unexpected output folder: ${unsafe}, expected a folder of its own`, {
      ruleId: 'unsafe-out-dir',
      hint: 'Every build replaces the whole output folder. Use a separate folder such as `build/`.',
    });
  }
  const content = await scanContent(config);
  // A build that writes keeps its parsed Markdown for the next one; an in-memory build leaves no trace.
  const cache = options.write === false || options.cache === false ? undefined : await openParseCache(config.siteDir);
  const parsed = await parseAll([...content.docs, ...content.pages, ...content.blogPosts], cache);
  log(`✓ parsed ${parsed.size} Markdown files`);
  const assetUrls = await resolveAssets(config, parsed);
  const model = createSiteModel({
    config,
    content,
    parsed,
    assetUrls: assetUrls.urls,
    includeDrafts: options.includeDrafts ?? config.docs.includeDrafts ?? false,
  });
  const bundle = await loadClientBundle();
  const rendered = renderAll(model, bundle);
  const pages = rendered.map((entry) => entry.rendered);
  log(`✓ rendered ${pages.length} pages`);
  const files = collectOutput({ model, rendered, content, bundle, assets: assetUrls.copies });
  const links = applyLinkPolicy(
    checkLinks({ model, parsed, outputPaths: files.map((file) => file.path) }),
    config,
  );
  if (links.errors.length) throw new HexsiteErrors(links.errors);
  log(`✓ checked links`);
  const result: BuildResult = {
    model,
    pages,
    files,
    warnings: [...model.warnings, ...links.warnings],
    stats: { pages: pages.length, milliseconds: 0, bytes: 0 },
  };
  if (options.write !== false) {
    result.outDir = outDir;
    result.stats.bytes = await writeOutput(outDir, files);
  }
  result.stats.milliseconds = performance.now() - started;
  return result;
}

/** Finds relative images and files referenced from content and names their hashed copies. */
async function resolveAssets(config: SiteConfig, parsed: Map<string, ParsedPage>) {
  const refs: Array<{ file: string; line?: number; column?: number; url: string; absolute: string }> = [];
  for (const [file, page] of parsed) {
    for (const ref of page.links) {
      if (isRelativeAsset(ref)) refs.push({ file, line: ref.line, column: ref.column, url: ref.url, absolute: assetPath(config.siteDir, file, ref.url) });
    }
  }
  const { assets, missing } = await hashAssets(refs.map((ref) => ref.absolute));
  const errors = refs
    .filter((ref) => missing.has(ref.absolute))
    .map(
      (ref) =>
        new HexsiteError(`Unexpected reference to missing file \`${ref.url}\`, expected a file next to the page`, {
          file: ref.file,
          line: ref.line,
          column: ref.column,
          ruleId: 'missing-asset',
          hint: 'Fix the path (relative to this file), or put files shared by many pages in static/ and link them as `/img/…`.',
        }),
    );
  if (errors.length) throw new HexsiteErrors(errors);
  const urls = new Map<string, string>();
  for (const asset of assets.values()) urls.set(asset.from, `${config.baseUrl}${asset.to}`);
  return { urls, copies: [...assets.values()] };
}

/** A rendered page, with the data it was rendered from (content HTML included). */
interface RenderedRoute {
  rendered: RenderedPage;
  page: PageData;
}

function renderAll(model: SiteModel, bundle: ClientBundle): RenderedRoute[] {
  const { config, chrome } = model;
  const documentOptions = {
    chrome,
    lang: config.i18n.defaultLocale,
    favicon: config.favicon ? `${config.baseUrl}${config.favicon.replace(/^\//, '')}` : undefined,
    image: config.image ? `${config.url}${config.baseUrl}${config.image.replace(/^\//, '')}` : undefined,
    assets: {
      script: `${config.baseUrl}assets/${bundle.script}`,
      stylesheet: `${config.baseUrl}assets/${bundle.stylesheet}`,
      headLinks: model.blog?.headLinks,
    },
  };
  const withExcerpts = createExcerptRenderer(model.routes);
  return model.routes.map((route) => {
    const page = withExcerpts({ ...route.page, contentHtml: renderRouteContent(route, config.baseUrl) }, route);
    const body = renderPage(chrome, page);
    const html = renderDocument(page, body, documentOptions);
    return { page, rendered: { permalink: page.permalink, file: outputFileOf(page.permalink, config.baseUrl), html } };
  });
}

/** A React page is the writer's code: when it throws, say which page and why. */
function renderRouteContent(route: Route, baseUrl: string): string | undefined {
  try {
    return renderContent(route, baseUrl);
  } catch (error) {
    if (!route.component) throw error;
    throw new HexsiteError(`Unexpected error while rendering the page: ${(error as Error).message}`, {
      file: route.file,
      ruleId: 'page-render',
      hint: 'Fix the component; run with --debug to see the stack trace.',
      cause: error,
    });
  }
}

/** The folders that hold the site's sources. */
function contentDirs(config: SiteConfig): string[] {
  return [config.docs.path, config.pages.path, ...(config.blog ? [config.blog.path] : []), ...config.staticDirectories];
}

/** A permalink below the base path: `/hexagon/docs/intro` → `docs/intro`; `/hexagon` and `/hexagon/` → ``. */
function relativeToBase(permalink: string, baseUrl: string): string {
  if (`${permalink}/` === baseUrl) return '';
  return permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
}

/** `/hexagon/docs/intro` → `docs/intro/index.html`; `/hexagon/404.html` → `404.html`. */
export function outputFileOf(permalink: string, baseUrl: string): string {
  const relative = relativeToBase(permalink, baseUrl);
  if (relative.endsWith('.html')) return relative;
  return relative ? `${relative.replace(/\/$/, '')}/index.html` : 'index.html';
}

/** `/hexagon/docs/intro` → `__hexsite/pages/docs/intro.json`: the page data the client router loads. */
export function pageDataFileOf(permalink: string, baseUrl: string): string {
  const relative = relativeToBase(permalink, baseUrl);
  return `__hexsite/pages/${relative.replace(/\.html$/, '').replace(/\/$/, '') || 'index'}.json`;
}

function collectOutput(options: {
  model: SiteModel;
  rendered: RenderedRoute[];
  content: ContentSet;
  bundle: ClientBundle;
  assets: Array<{ from: string; to: string }>;
}): OutputFile[] {
  const { model, rendered, content, bundle, assets } = options;
  const { config } = model;
  const files: OutputFile[] = [];
  for (const file of content.staticFiles) files.push({ path: file.to, copyFrom: file.from });
  for (const file of bundle.files) files.push({ path: `assets/${file}`, copyFrom: path.join(bundle.dir, file) });
  for (const asset of assets) files.push({ path: asset.to, copyFrom: asset.from });
  const manifest: Record<string, { kind: string; data: string }> = {};
  for (const { rendered: page, page: data } of rendered) {
    files.push({ path: page.file, contents: page.html });
    const dataFile = pageDataFileOf(page.permalink, config.baseUrl);
    files.push({ path: dataFile, contents: JSON.stringify(data) });
    manifest[page.permalink] = { kind: data.kind, data: `${config.baseUrl}${dataFile}` };
  }
  files.push({ path: '__hexsite/routes.json', contents: JSON.stringify(manifest) });
  files.push({ path: '__hexsite/version-current.json', contents: JSON.stringify(model.version, null, 2) });
  for (const sidebar of model.sidebars) files.push({ path: `__hexsite/sidebars/${sidebar.id}.json`, contents: JSON.stringify(publicSidebar(sidebar.items)) });
  files.push({ path: 'sitemap.xml', contents: renderSitemap(model.routes, config.url) });
  files.push(...renderFeeds(model));
  files.push({ path: '.nojekyll', contents: '' });
  return files;
}
