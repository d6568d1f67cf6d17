import path from 'node:path';
import type { ClientBundle } from '../bundle/bundleClient.js';
import type { CustomCss } from '../bundle/bundleCustomCss.js';
import type { ContentSet } from '../content/types.js';
import { CURRENT_VERSION } from '../content/docsVersions.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import type { SiteModel } from '../site/createSiteModel.js';
import { publicSidebar } from '../site/navigation.js';
import { pageStylesheetPath } from '../site/pages.js';
import { renderFeeds } from '../output/feeds/renderFeeds.js';
import { outputFileOf } from '../output/outputPaths.js';
import { renderSitemap } from '../output/sitemap.js';
import { checkReservedPaths } from './reservedPaths.js';
import type { OutputFile } from '../output/outputFile.js';

/** Everything the output will hold, known before a page is rendered. */
export interface OutputPlan {
  /** Files other than the pages: copies (static, client, assets) and generated site-wide files. */
  files: OutputFile[];
  /**
   * Every output path, the pages' included, but the search index's: what links may point at.
   * The search files are hexsite's own, and all but the entry file are named anew with each index.
   */
  paths: string[];
}

/**
 * Plans the output from the site model: the site-wide files (route manifest, sidebars,
 * version, sitemap, feeds, search index) and the copies, checked against each other and against the pages'
 * paths. The pages themselves are rendered and written later, one by one.
 */
export async function planOutput(options: {
  model: SiteModel;
  content: ContentSet;
  bundle: ClientBundle;
  /** The site's own CSS, bundled. */
  customCss?: CustomCss;
  assets: Array<{ from: string; to: string }>;
  /** The search index's files (src/search); when they come later, `checkStaticBeside` checks them then. */
  search?: OutputFile[];
  /** A blog post's content as feed HTML, filled for the feed item's URL. */
  feedHtml: (item: { key: string; file: string }, url: string) => Promise<string>;
  /** MDX pages' stylesheets: their path in the output, and the file that holds each. */
  pageStylesheets?: Array<{ path: string; copyFrom: string }>;
}): Promise<OutputPlan> {
  const { model, content, bundle, assets } = options;
  const { config } = model;
  const files: OutputFile[] = [];
  for (const file of bundle.files) files.push({ path: `assets/${file}`, copyFrom: path.join(bundle.dir, file) });
  for (const asset of assets) files.push({ path: asset.to, copyFrom: asset.from });
  for (const page of content.reactPages) if (page.css !== undefined) files.push({ path: pageStylesheetPath(page), contents: page.css });
  files.push(...(options.customCss?.files ?? []));
  files.push(...(options.pageStylesheets ?? []));
  // Every page's URL and kind: the mark of a hexsite output (see writeOutput), read by `serve`.
  const manifest: Record<string, { kind: string }> = {};
  // Only `check-links` reads it, to name the Markdown file (relative to the site folder) a broken link was written in.
  const sources: Record<string, string> = {};
  const pagePaths: string[] = [];
  for (const { page, content, file } of model.routes) {
    pagePaths.push(outputFileOf(page.permalink, config.baseUrl));
    manifest[page.permalink] = { kind: page.kind };
    const source = content?.file ?? file;
    if (source) sources[page.permalink] = source;
  }
  files.push({ path: '__hexsite/routes.json', contents: JSON.stringify(manifest) });
  files.push({ path: '__hexsite/sources.json', contents: JSON.stringify(sources) });
  // Each docs version's metadata, and its sidebars: the docs folder's (`current`) beside the others' folders.
  // Those of a set of `docsSets` in a folder of its own (`__hexsite/docs-api/`).
  const sets = [{ folder: '__hexsite', versions: model.versions }, ...(model.docsSets ?? []).map((set) => ({ folder: `__hexsite/docs-${set.id}`, versions: set.versions }))];
  for (const set of sets) {
    for (const { metadata, sidebars } of set.versions) {
      files.push({ path: `${set.folder}/version-${metadata.name}.json`, contents: JSON.stringify(metadata, null, 2) });
      const folder = metadata.name === CURRENT_VERSION ? '' : `version-${metadata.name}/`;
      for (const sidebar of sidebars) files.push({ path: `${set.folder}/sidebars/${folder}${sidebar.id}.json`, contents: JSON.stringify(publicSidebar(sidebar.items)) });
    }
  }
  files.push({ path: 'sitemap.xml', contents: renderSitemap(model.routes, config.url, model.chrome) });
  files.push(...(await renderFeeds(model, options.feedHtml)));
  files.push({ path: '.nojekyll', contents: '' });
  const search = options.search ?? [];
  // A page or redirect at a generated file's path is refused at its source, before anything is written.
  const reserved = checkReservedPaths({ routes: model.routes, generated: [...files.map((file) => file.path), ...search.map((file) => file.path)], config, content });
  if (reserved.length) throw new HexsiteErrors(reserved);
  const generated = [...files.map((file) => file.path), ...search.map((file) => file.path), ...pagePaths];
  const all = [...staticFilesBeside(content.staticFiles, generated), ...files];
  return { files: [...all, ...search], paths: [...all.map((file) => file.path), ...pagePaths] };
}

/**
 * Checks the static files against generated files that come after the plan (the search index's,
 * built meanwhile): the plan's files have been checked already, static files among them.
 */
export function checkStaticBeside(staticFiles: ContentSet['staticFiles'], files: OutputFile[]): void {
  staticFilesBeside(staticFiles, files.map((file) => file.path));
}

/**
 * Static files as output files. A static file at the path of a generated one (a page, the
 * sitemap, a feed, the client's files) would replace it or be dropped: an error, not a guess.
 */
function staticFilesBeside(staticFiles: ContentSet['staticFiles'], generated: string[]): OutputFile[] {
  const taken = new Map(generated.map((file) => [file.toLowerCase(), file]));
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
