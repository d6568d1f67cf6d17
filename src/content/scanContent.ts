import { runsInBrowser } from '../islands/runsInBrowser.js';
import { sharedModule } from '../mdx/siteModules.js';
import { IMPORTS_DOCUSAURUS_MODULE } from '../config/docusaurus/resolve/specifiers.js';
import { messageIdsOf } from '../i18n/extract/messageIdsOf.js';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadModule, loadSiteModule, ModuleCompileError } from '../config/loadModule.js';
import { resolveInside } from '../config/siteRoot.js';
import type { SiteConfig } from '../config/types.js';
import { DEFAULT_TIMEOUT_SECONDS } from '../config/userCode.js';
import { describeThrown, HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { findInSource } from '../util/findInSource.js';
import { mapInLanes } from '../util/mapInLanes.js';
import { sha1 } from '../util/sha1.js';
import { folderOf } from '../util/posixPath.js';
import { checkDocsSets, CURRENT_VERSION, DEFAULT_DOCS_ID, docsSetsOf, readVersionSources, withoutVersionPrefix, type DocsSet, type VersionSource } from './docsVersions.js';
import { frontmatterBlock } from './frontmatter.js';
import { KnownSources } from './knownSources.js';
import { readSidebarsFile } from './readSidebarsFile.js';
import { readSource } from './readSource.js';
import { scanFolder, type ScannedFile, type ScanResult } from './scanFolder.js';
import { localeBuildOf, TRANSLATED_BLOG, TRANSLATED_PAGES, translatedDocsFolder } from '../config/localeBuilds.js';
import { readTranslationFile } from './readTranslationFile.js';
import { notFoundPageFile } from '../themeOverrides/scanOverrides.js';
import type { CategoryMetadata, ContentEntry, ContentKind, ContentSet, ReactPageEntry, StaticFile, TranslationFile } from './types.js';

/**
 * The largest Markdown file hexsite parses. micromark keeps state for every list of a page until
 * the page is done: a file of a few megabytes of lists needs gigabytes, and 20 MB would run the
 * build out of memory after minutes. No documentation page comes near this size.
 */
export const MAX_MARKDOWN_BYTES = 10 * 1024 * 1024;

/**
 * Markdown files read at once. Reading every file of a large site at once kept all their
 * bytes alive together (18 MB on corpus 1000), long enough for V8 to move them to
 * the old generation, which then stayed that large, garbage and all, for the whole build.
 */
const READ_AT_ONCE = 16;

const DATA_FILES = ['authors.yml', 'authors.yaml', 'authors.json', 'tags.yml', 'tags.yaml', 'tags.json'];
const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** How to read the content. */
export interface ScanOptions {
  /** Seconds the site's React pages and sidebars file may take to load. */
  timeoutSeconds?: number;
  /** Markdown files the last build read, which are not read again while unchanged. */
  known?: KnownSources;
}

/**
 * Reads every content file of the site: the only module that reads `content/` from disk.
 * Every file is read by its real path inside the site folder (see `scanFolder`).
 */
export async function scanContent(config: SiteConfig, options: ScanOptions = {}): Promise<ContentSet> {
  const { site } = config;
  checkDocsSets(config);
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  const folder = (relative: string) => scanFolder(site, path.join(site.dir, relative));
  // The current locale's translated files take the place of the originals at the same paths.
  const locale = localeBuildOf(config, config.currentLocale);
  const translated = (relative: string, translations: string) => translatedFolder({ folder, original: relative, translations, fallback: config.currentLocale !== config.i18n.defaultLocale });
  const known = options.known ?? new KnownSources();
  const warnings: HexsiteError[] = [];
  const entries = (files: ScannedFile[], dir: string, kind: ContentKind) => readEntries({ files: files.filter((f) => isContent(f) && /\.mdx?$/.test(f.path)), dir, kind, warnings, known });
  const [docsFound, pagesFound, blogFound, ...staticFound] = await Promise.all([
    Promise.all(docsSetsOf(config).map((set) => scanDocsSet({ config, set, translated, entries, timeoutSeconds }))),
    translated(config.pages.path, path.posix.join(locale.translations, TRANSLATED_PAGES)),
    config.blog ? translated(config.blog.path, path.posix.join(locale.translations, TRANSLATED_BLOG)) : Promise.resolve({ files: [], warnings: [] }),
    ...config.staticDirectories.map(folder),
  ]);
  const found = [...docsFound, pagesFound, blogFound, ...staticFound].flatMap((each) => each.warnings);
  const [pages, reactPages, blogPosts, dataFiles] = await Promise.all([
    entries(pagesFound.files, config.pages.path, 'page'),
    readReactPages({ config, files: pagesFound.files.filter((f) => isContent(f) && isReactPageFile(f.path)), timeoutSeconds }).then(async (found) => [...found, ...(await readNotFoundPage(config, timeoutSeconds))]),
    config.blog ? entries(blogFound.files, config.blog.path, 'blogPost') : Promise.resolve([]),
    config.blog ? readDataFiles(blogFound.files.filter((f) => DATA_FILES.includes(f.path)), config.blog.path) : Promise.resolve({}),
  ]);
  const staticFiles: StaticFile[] = staticFound.flatMap((each, index) =>
    each.files.map((file) => ({ from: file.real, to: file.path, file: siteFile(config.staticDirectories[index], file.path) })),
  );
  const [main, ...more] = docsFound;
  const translations = await readLabelTranslations(config, main.versions.included);
  return {
    docs: docsFound.flatMap((each) => each.docs),
    pages,
    reactPages,
    blogPosts,
    categories: docsFound.flatMap((each) => each.categories),
    staticFiles,
    dataFiles,
    sidebars: main.versions.sidebars[CURRENT_VERSION] ?? null,
    versions: main.versions,
    ...(more.length > 0 && { docsSets: more.map(({ id, versions, translations: labels }) => ({ id, versions, ...(labels && { translations: labels }) })) }),
    // The warnings of reading the files come after those of finding them, as they are met.
    warnings: [...found, ...warnings],
    ...(translations && { translations }),
  };
}

/**
 * One docs set's versions (see `readVersionSources`): each version's docs, categories and
 * sidebars, in the current locale. The `default` set's docs carry no set id, and the docs
 * folder's (`current`) no version name; a set's label translations are read here, the
 * `default` set's with the site's others (see `readLabelTranslations`).
 */
async function scanDocsSet(options: {
  config: SiteConfig;
  set: DocsSet;
  translated: (relative: string, translations: string) => Promise<{ files: LocaleFile[]; warnings: HexsiteError[] }>;
  entries: (files: ScannedFile[], dir: string, kind: ContentKind) => Promise<ContentEntry[]>;
  timeoutSeconds: number;
}) {
  const { config, set, translated, entries, timeoutSeconds } = options;
  const locale = localeBuildOf(config, config.currentLocale);
  const { versions, warnings } = await readVersionSources(config, set);
  const versionsFound = await Promise.all(versions.included.map((version) => translated(version.folder, translatedDocsFolder(locale, version.name, set.id))));
  warnings.push(...versionsFound.flatMap((found) => found.warnings));
  // Each version's docs, categories and sidebars; the docs folder's (`current`) carry no version name, the `default` set's no set.
  const marks = (version: VersionSource) => ({ ...(version.name !== CURRENT_VERSION && { version: version.name }), ...(set.id !== DEFAULT_DOCS_ID && { docsSet: set.id }) });
  const ofVersion = <T extends object>(version: VersionSource, items: T[]): Array<T & { version?: string; docsSet?: string }> =>
    Object.keys(marks(version)).length ? items.map((item) => ({ ...item, ...marks(version) })) : items;
  const parts = await Promise.all(
    versions.included.map(async (version, index) => {
      const found = versionsFound[index].files;
      const [docs, categories, sidebars] = await Promise.all([
        entries(found, version.folder, 'doc'),
        readCategories(found.filter((f) => CATEGORY_FILES.includes(path.posix.basename(f.path))), version.folder),
        version.name === CURRENT_VERSION ? readSidebarsFile(config, timeoutSeconds, version.sidebarFile) : readVersionSidebars(config, version),
      ]);
      return { docs: ofVersion(version, docs), categories: ofVersion(version, categories), sidebars };
    }),
  );
  const sidebars = Object.fromEntries(versions.included.map((version, index) => [version.name, parts[index].sidebars]));
  const translations = set.id === DEFAULT_DOCS_ID ? undefined : await readVersionLabelTranslations(config, versions.included, set.id);
  return {
    id: set.id,
    versions: { ...versions, sidebars },
    docs: parts.flatMap((part) => part.docs),
    categories: parts.flatMap((part) => part.categories),
    warnings,
    translations,
  };
}

/** A docs set's translations of its version and sidebar labels (`current.json`, `version-<name>.json`) in the current locale, by version; undefined without any. */
async function readVersionLabelTranslations(config: SiteConfig, versions: VersionSource[], docsId: string): Promise<Record<string, TranslationFile> | undefined> {
  const locale = localeBuildOf(config, config.currentLocale);
  const found = await Promise.all(versions.map(async (version) => [version.name, await readTranslationFile(config.site, `${translatedDocsFolder(locale, version.name, docsId)}.json`)] as const));
  const present = found.filter((entry): entry is readonly [string, TranslationFile] => entry[1] !== null);
  return present.length ? Object.fromEntries(present) : undefined;
}

/** The current locale's translations of version, sidebar, blog, navbar and footer labels, in Docusaurus's files; undefined without any. */
async function readLabelTranslations(config: SiteConfig, versions: VersionSource[]): Promise<ContentSet['translations']> {
  const locale = localeBuildOf(config, config.currentLocale);
  const docs = (await readVersionLabelTranslations(config, versions, DEFAULT_DOCS_ID)) ?? {};
  const blog = config.blog ? await readTranslationFile(config.site, path.posix.join(locale.translations, TRANSLATED_BLOG, 'options.json')) : null;
  const [navbar, footer] = await Promise.all(['navbar.json', 'footer.json'].map((name) => readTranslationFile(config.site, path.posix.join(locale.translations, 'docusaurus-theme-classic', name))));
  if (!Object.keys(docs).length && !blog && !navbar && !footer) return undefined;
  return { docs, ...(blog && { blog }), ...(navbar && { navbar }), ...(footer && { footer }) };
}

/** Files and folders starting with `_` are partials or metadata, never pages. */
function isContent(file: ScannedFile): boolean {
  return !file.path.split('/').some((segment) => segment.startsWith('_'));
}

/**
 * Whether a file of the pages folder is a React page, as Docusaurus's pages plugin includes
 * them (`*.{js,jsx,ts,tsx}` at any depth) and excludes tests (`*.test.{js,jsx,ts,tsx}`); files and
 * folders starting with `_` are left out before (`isContent`). Any other file there (a
 * stylesheet, an image, data) is no page.
 */
export function isReactPageFile(relative: string): boolean {
  return /\.[jt]sx?$/.test(relative) && !/\.test\.[jt]sx?$/.test(relative);
}

/** `docs` + `guides/plugins.md` → `docs/guides/plugins.md`. */
function siteFile(dir: string, relative: string): string {
  return path.posix.join(dir.split(path.sep).join('/'), relative);
}

/** A file of a content folder, taken from the current locale's translations (`from`), or untranslated. */
type LocaleFile = ScannedFile & { from?: string; untranslated?: true };

/**
 * The files of a content folder for the current locale, as Docusaurus reads them: each from the
 * locale's translations folder where a file is at the same path there, else the original, marked
 * `untranslated` in a locale other than the default. A translated page without an original is
 * not built (its URL comes from the original): a warning says so.
 */
async function translatedFolder(options: { folder: (relative: string) => Promise<ScanResult>; original: string; translations: string; fallback: boolean }): Promise<{ files: LocaleFile[]; warnings: HexsiteError[] }> {
  const { folder, original, translations, fallback } = options;
  const [originals, translatedFound] = await Promise.all([folder(original), folder(translations)]);
  if (!translatedFound.files.length && !fallback) return originals;
  const byPath = new Map(translatedFound.files.map((file) => [file.path, file]));
  const files: LocaleFile[] = originals.files.map((file) => {
    const translation = byPath.get(file.path);
    if (translation) return { ...translation, from: translations };
    return fallback && /\.mdx?$/.test(file.path) ? { ...file, untranslated: true } : file;
  });
  const known = new Set(originals.files.map((file) => file.path));
  const orphans = translatedFound.files.filter((file) => !known.has(file.path) && isContent(file) && /\.mdx?$/.test(file.path));
  const warnings = [...originals.warnings, ...translatedFound.warnings];
  for (const orphan of orphans) {
    warnings.push(
      new HexsiteError(`Unexpected translation without an original, expected \`${siteFile(original, orphan.path)}\`: it is not built`, {
        file: siteFile(translations, orphan.path),
        ruleId: 'translation-without-original',
        hint: `A translated page takes the place of the page at the same path in \`${original}\`. Move it there in the default language, or rename it to match its original.`,
      }),
    );
  }
  return { files, warnings };
}

async function readEntries(options: { files: LocaleFile[]; dir: string; kind: ContentKind; warnings: HexsiteError[]; known: KnownSources }): Promise<ContentEntry[]> {
  const { files, dir, kind, warnings, known } = options;
  return mapInLanes(
    files,
    READ_AT_ONCE,
    async ({ path: sourcePath, real, from, untranslated }) => {
      const file = siteFile(from ?? dir, sourcePath);
      const marks = untranslated ? { untranslated } : from ? { original: siteFile(dir, sourcePath) } : {};
      const stats = await stat(real);
      const { size } = stats;
      if (size > MAX_MARKDOWN_BYTES) {
        throw new HexsiteError(`Unexpected Markdown file of ${(size / 1024 / 1024).toFixed(1)} MB, expected at most ${MAX_MARKDOWN_BYTES / 1024 / 1024} MB`, {
          file,
          ruleId: 'file-too-large',
          hint: 'Split it into several pages; a page this long is also too long to read.',
        });
      }
      const unchanged = known.get(real, stats);
      if (unchanged) return { kind, file, sourcePath, real, ...unchanged, ...marks };
      const { text, warning } = await readSource(real, file);
      const read = { key: sha1(text), head: frontmatterBlock(text) };
      // A file that is not valid UTF-8 is read again at every build, to warn again.
      if (warning) warnings.push(warning);
      else known.note(real, stats, read);
      // The front matter is parsed with the Markdown (in the worker threads, and cached).
      return { kind, file, sourcePath, real, ...read, ...marks };
    },
  );
}

/** The site's `src/theme/NotFound` (Docusaurus's not-found page, `<Layout>` included), read as a React page built at `404.html`. */
async function readNotFoundPage(config: SiteConfig, timeoutSeconds: number): Promise<ReactPageEntry[]> {
  const found = notFoundPageFile(config.site.real);
  if (!found) return [];
  const sourcePath = path.relative(path.join(config.site.real, 'src/theme'), found).split(path.sep).join('/');
  const pages = await readReactPages({ config, files: [{ path: sourcePath, real: found }], timeoutSeconds, dir: 'src/theme' });
  return pages.map((page) => ({ ...page, notFound: true }));
}

async function readReactPages(options: { config: SiteConfig; files: LocaleFile[]; timeoutSeconds: number; dir?: string }): Promise<ReactPageEntry[]> {
  const { config, files, timeoutSeconds } = options;
  const pages: ReactPageEntry[] = [];
  for (const { path: sourcePath, real, from } of files) {
    const file = siteFile(from ?? options.dir ?? config.pages.path, sourcePath);
    // `@docusaurus/Link`, `@docusaurus/Translate`, …: hexsite's own, as MDX content has them.
    const loaded = await loadSiteModule(real, { site: config.site, file, kind: 'page', timeoutSeconds, builtins: (specifier) => builtinOf(specifier, { file, real }), missingImports: config.missingImports, staticDirectories: config.staticDirectories, infima: config.migration !== undefined });
    const component = loaded.exports.default;
    if (typeof component !== 'function') {
      throw new HexsiteError('Unexpected page module without a default export, expected `export default function Page() { … }`', {
        file,
        ruleId: 'page-no-default-export',
        hint: 'Every .js, .jsx, .ts and .tsx file of the pages folder is a page, as in Docusaurus. A component or module beside the pages goes in a folder whose name starts with `_` (`_components/`), or in `src/components/`.',
      });
    }
    pages.push({
      file,
      sourcePath,
      component: component as ReactPageEntry['component'],
      title: typeof loaded.exports.title === 'string' ? loaded.exports.title : undefined,
      description: typeof loaded.exports.description === 'string' ? loaded.exports.description : undefined,
      ...(loaded.css !== undefined && { css: loaded.css }),
      ...(runsInBrowser(loaded.code) && { island: { module: real, exportName: 'default', ...messageIdsField(loaded), ...(readsSiteConfig(loaded.code) && { siteConfig: true as const }), ...(readsGlobalData(loaded.code) && { globalData: true as const }) } }),
    });
  }
  return pages;
}

async function readCategories(files: ScannedFile[], docsDir: string): Promise<CategoryMetadata[]> {
  return Promise.all(
    files.map(async ({ path: sourcePath, real }) => {
      const file = siteFile(docsDir, sourcePath);
      const { text } = await readSource(real, file);
      let value: unknown;
      try {
        value = sourcePath.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100 });
      } catch (error) {
        throw new HexsiteError(`Unexpected invalid category file: ${(error as Error).message.split('\n')[0]}`, { file, ruleId: 'category-syntax' });
      }
      return { ...(value as object), dir: folderOf(sourcePath), file } as CategoryMetadata;
    }),
  );
}

async function readDataFiles(files: LocaleFile[], blogDir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const { path: name, real, from } of files) {
    // Keyed by the original's path, which the blog reads; the text may be the locale's.
    found[siteFile(blogDir, name)] = (await readSource(real, siteFile(from ?? blogDir, name))).text;
  }
  return found;
}

/** A version's sidebars: JSON, as `hexsite docs:version` writes them; none when the version has no file. */
async function readVersionSidebars(config: SiteConfig, version: VersionSource): Promise<ContentSet['sidebars']> {
  const file = version.sidebarFile;
  if (!file) return null;
  const real = resolveInside(config.site, path.join(config.site.dir, file), { file, what: 'sidebars file' });
  if (!real) return null;
  const { text: source } = await readSource(real, file);
  try {
    return { file, source, value: withoutVersionPrefix(JSON.parse(source), version.name) };
  } catch (error) {
    throw new HexsiteError(`Unexpected invalid JSON: ${(error as Error).message}`, { file, ruleId: 'sidebars-syntax' });
  }
}

/**
 * One of hexsite's modules under Docusaurus's names, for a React page; an unknown one is an error
 * at the line of the page that imports it (when the page itself does).
 */
function builtinOf(specifier: string, page: { file: string; real: string }): unknown {
  try {
    return sharedModule(specifier, page.file);
  } catch (error) {
    if (!(error instanceof HexsiteError) || error.line !== undefined) throw error;
    const place = findInSource(readFileSync(page.real, 'utf8'), specifier);
    if (!place) throw error;
    throw new HexsiteError(error.message, { file: page.file, line: place.line, column: place.column, ruleId: error.ruleId, hint: error.hint });
  }
}

/** Whether a React page's code takes something of hexsite's Docusaurus modules, which read the site's config. */
function readsSiteConfig(code: string): boolean {
  return IMPORTS_DOCUSAURUS_MODULE.test(code);
}

/** Modules whose hooks read the plugins' global data. */
const READS_GLOBAL_DATA = /@docusaurus\/(useGlobalData|plugin-content-docs\/client)\b/;

/** Whether a React page's code reads the plugins' global data (`useGlobalData`, the docs plugin's hooks): its island then brings it. */
function readsGlobalData(code: string): boolean {
  return READS_GLOBAL_DATA.test(code);
}

/** The ids of the messages a React page's code uses, when it uses `@docusaurus/Translate`: the page's island sends them. */
function messageIdsField(loaded: { code: string; inputs: string[] }): { messageIds?: string[] } {
  const ids = loaded.code.includes('@docusaurus/Translate') ? messageIdsOf(loaded.inputs) : [];
  return ids.length ? { messageIds: ids } : {};
}
