import path from 'node:path';
import { loadClientBundle, type ClientBundle } from '../bundle/bundleClient.js';
import { loadConfig } from '../config/loadConfig.js';
import type { SiteConfig } from '../config/types.js';
import { hashAssets } from '../content/hashAssets.js';
import { scanContent } from '../content/scanContent.js';
import type { ContentSet } from '../content/types.js';
import { describeThrown, HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { resolveInside } from '../config/siteRoot.js';
import { DEFAULT_TIMEOUT_SECONDS, runUserCode } from '../config/userCode.js';
import { statSync } from 'node:fs';
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
import { CACHE_ROOT, openParseCache } from './parseCache.js';
import { renderSitemap } from './sitemap.js';
import type { BuildResult, OutputFile, RenderedPage } from './types.js';
import { checkOutDir, recoverInterrupted, writeOutput } from './writeOutput.js';
import { decodeUrlPath, encodeUrlPath } from '../util/url.js';

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
  /** Seconds the site's own code (config, sidebars, React pages) may run at one time. */
  timeoutSeconds?: number;
}

/**
 * Runs every stage: load config → read content → parse Markdown → resolve the site model →
 * render pages → write the output atomically. Content problems are thrown as `HexsiteError`s
 * before anything is written.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const { timeoutSeconds } = options;
  const config = await loadConfig(options.siteDir, { timeoutSeconds });
  const outDir = path.resolve(options.outDir ?? path.join(config.siteDir, 'build'));
  const unsafe = options.write === false ? null : checkOutDir({ outDir, siteDir: config.siteDir, contentDirs: contentDirs(config), cacheDir: CACHE_ROOT });
  if (unsafe) {
    throw new HexsiteError(`Unexpected output folder: ${unsafe}, expected a folder of its own`, {
      ruleId: 'unsafe-out-dir',
      hint: 'Every build replaces the whole output folder. Use a new folder such as `build/`, or empty this one first.',
    });
  }
  // Before anything can fail: clean up after earlier builds that were killed while writing.
  if (options.write !== false) await recoverInterrupted(outDir);
  const content = await scanContent(config, { timeoutSeconds });
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
  const rendered = renderAll(model, bundle, timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);
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
    warnings: [...content.warnings, ...(cache?.warnings ?? []), ...model.warnings, ...links.warnings],
    stats: { pages: pages.length, milliseconds: 0, bytes: 0 },
  };
  if (options.write !== false) {
    result.outDir = outDir;
    result.stats.bytes = await writeOutput(outDir, files);
  }
  result.stats.milliseconds = performance.now() - started;
  return result;
}

/**
 * Finds relative images and files referenced from content and names their hashed copies. A
 * reference that resolves (through `..`, an encoded `%2e%2e` or a symbolic link) to a file
 * outside the site folder is an error: it would publish that file.
 */
async function resolveAssets(config: SiteConfig, parsed: Map<string, ParsedPage>) {
  const found: Array<{ referenced: string; real: string }> = [];
  const errors: HexsiteError[] = [];
  for (const [file, page] of parsed) {
    for (const ref of page.links) {
      if (!isRelativeAsset(ref)) continue;
      const place = { file, line: ref.line, column: ref.column };
      const referenced = assetPath(config.siteDir, file, ref.url);
      try {
        const real = resolveInside(config.site, referenced, { ...place, what: 'file' });
        if (real && statSync(real).isFile()) found.push({ referenced, real });
        else
          errors.push(
            new HexsiteError(`Unexpected reference to missing file \`${ref.url}\`, expected a file next to the page`, {
              ...place,
              ruleId: 'missing-asset',
              hint: 'Fix the path (relative to this file), or put files shared by many pages in static/ and link them as `/img/…`.',
            }),
          );
      } catch (error) {
        if (!(error instanceof HexsiteError)) throw error;
        errors.push(error);
      }
    }
  }
  if (errors.length) throw new HexsiteErrors(errors);
  const assets = await hashAssets(found);
  const urls = new Map<string, string>();
  const copies = new Map<string, { from: string; to: string }>();
  for (const [referenced, asset] of assets) {
    urls.set(referenced, `${config.baseUrl}${asset.to}`);
    copies.set(asset.to, asset);
  }
  return { urls, copies: [...copies.values()] };
}

/** A rendered page, with the data it was rendered from (content HTML included). */
interface RenderedRoute {
  rendered: RenderedPage;
  page: PageData;
}

function renderAll(model: SiteModel, bundle: ClientBundle, timeoutSeconds: number): RenderedRoute[] {
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
    const page = withExcerpts({ ...route.page, contentHtml: renderRouteContent(route, config.baseUrl, timeoutSeconds) }, route);
    const body = renderPage(chrome, page);
    const html = renderDocument(page, body, documentOptions);
    return { page, rendered: { permalink: page.permalink, file: outputFileOf(page.permalink, config.baseUrl), html } };
  });
}

/** A React page is the writer's code: when it throws or hangs, say which page and why. */
function renderRouteContent(route: Route, baseUrl: string, timeoutSeconds: number): string | undefined {
  if (!route.component) return renderContent(route, baseUrl);
  try {
    return runUserCode(() => renderContent(route, baseUrl), { file: route.file ?? '', doing: 'rendering the page', timeoutSeconds });
  } catch (error) {
    if (error instanceof HexsiteError) throw error;
    throw new HexsiteError(`Unexpected error while rendering the page: ${describeThrown(error)}`, {
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

/**
 * A permalink below the base path, as the output path it names: `/hexagon/docs/intro` →
 * `docs/intro`; `/hexagon` and `/hexagon/` → ``. Permalinks are percent-encoded URLs and a
 * static host decodes a request before it looks for the file, so `/hexagon/docs/c%23` → `docs/c#`.
 */
function relativeToBase(permalink: string, baseUrl: string): string {
  if (`${permalink}/` === baseUrl) return '';
  return decodeUrlPath(permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, ''));
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
  for (const file of bundle.files) files.push({ path: `assets/${file}`, copyFrom: path.join(bundle.dir, file) });
  for (const asset of assets) files.push({ path: asset.to, copyFrom: asset.from });
  const manifest: Record<string, { kind: string; data: string }> = {};
  for (const { rendered: page, page: data } of rendered) {
    files.push({ path: page.file, contents: page.html });
    const dataFile = pageDataFileOf(page.permalink, config.baseUrl);
    files.push({ path: dataFile, contents: JSON.stringify(data) });
    manifest[page.permalink] = { kind: data.kind, data: `${config.baseUrl}${encodeUrlPath(dataFile)}` };
  }
  files.push({ path: '__hexsite/routes.json', contents: JSON.stringify(manifest) });
  files.push({ path: '__hexsite/version-current.json', contents: JSON.stringify(model.version, null, 2) });
  for (const sidebar of model.sidebars) files.push({ path: `__hexsite/sidebars/${sidebar.id}.json`, contents: JSON.stringify(publicSidebar(sidebar.items)) });
  files.push({ path: 'sitemap.xml', contents: renderSitemap(model.routes, config.url) });
  files.push(...renderFeeds(model));
  files.push({ path: '.nojekyll', contents: '' });
  return [...staticFilesBeside(content.staticFiles, files), ...files];
}

/**
 * Static files as output files. A static file at the path of a generated one (a page, the
 * sitemap, a feed, the client's files) would replace it or be dropped: an error, not a guess.
 */
function staticFilesBeside(staticFiles: ContentSet['staticFiles'], generated: OutputFile[]): OutputFile[] {
  const taken = new Map(generated.map((file) => [file.path.toLowerCase(), file.path]));
  const errors: HexsiteError[] = [];
  const copies: OutputFile[] = [];
  const seen = new Map<string, string>();
  for (const file of staticFiles) {
    const key = file.to.toLowerCase();
    const clash = taken.get(key) ?? seen.get(key);
    if (clash !== undefined) {
      const what = taken.has(key) ? `the generated \`${clash}\`` : `the static file \`${clash}\``;
      errors.push(
        new HexsiteError(`Unexpected static file at the output path \`${file.to}\`, which ${what} takes already, expected a path of its own`, {
          file: file.file,
          ruleId: 'static-collision',
          hint: 'Rename or move the static file. Paths that differ only in letter case collide on macOS and Windows.',
        }),
      );
      continue;
    }
    seen.set(key, file.file);
    copies.push({ path: file.to, copyFrom: file.from });
  }
  if (errors.length) throw new HexsiteErrors(errors);
  return copies;
}
