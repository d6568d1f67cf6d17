import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { ContentEntry, ReactPageEntry } from '../content/types.js';
import type { HexsiteError } from '../errors/HexsiteError.js';
import type { PageFacts } from '../markdown/types.js';
import { SEARCH_INDEX_PATH, type SearchContext, type SearchOptions } from './types.js';
import { withoutTrailingSlash } from '../util/posixPath.js';
import { sha1 } from '../util/sha1.js';
import { encodeUrlPath } from '../util/url.js';
import type { RouteSource, UnlinkedRoute } from './modelTypes.js';
import { documentTitle } from './titles.js';
import { pageFrontmatterSchema, validateFrontmatter, type TocLevels } from './frontmatterSchemas.js';
import { createToc } from './navigation.js';
import { truncateDescription } from './truncateDescription.js';
import { themeTranslatorOf } from '../i18n/themeStrings.js';

/** A Markdown page's table of contents: its h2 and h3 headings, as Docusaurus shows them. */
const PAGE_TOC_LEVELS: TocLevels = { min: 2, max: 3 };

/** Standalone pages: Markdown files and React components of the pages folder. */
export function createPages(options: {
  config: SiteConfig;
  entries: ContentEntry[];
  reactPages: ReactPageEntry[];
  parsed: Map<string, PageFacts>;
  includeDrafts: boolean;
}): RouteSource {
  const { config, entries, reactPages, parsed, includeDrafts } = options;
  const routes: UnlinkedRoute[] = [];
  const byFile: Array<{ file: string; permalink: string }> = [];
  const errors: HexsiteError[] = [];
  const warnings: HexsiteError[] = [];
  for (const entry of entries) {
    const page = parsed.get(entry.file);
    if (!page) continue;
    const { value: fm, errors: fmErrors, warnings: fmWarnings } = validateFrontmatter(pageFrontmatterSchema, entry, page.frontmatter);
    warnings.push(...fmWarnings);
    errors.push(...fmErrors);
    if (fm.draft && !includeDrafts) continue;
    const permalink = fm.slug ? withoutTrailingSlash(`${config.baseUrl}${encodeUrlPath(fm.slug.replace(/^\//, ''))}`) : pagePermalink(config.baseUrl, entry.sourcePath);
    const title = fm.title ?? page.title ?? '';
    const toc = fm.hide_table_of_contents ? undefined : PAGE_TOC_LEVELS;
    byFile.push({ file: entry.file, permalink });
    routes.push({
      page: {
        kind: 'mdPage',
        permalink,
        title,
        documentTitle: documentTitle(title, config),
        description: fm.description ?? (page.firstParagraph && truncateDescription(page.firstParagraph)),
        keywords: fm.keywords,
        noIndex: fm.unlisted,
        htmlClassName: 'mdx-wrapper mdx-page plugin-pages plugin-id-default',
        ...(entry.untranslated && { untranslated: true }),
        toc: toc ? createToc(page.headings, toc.min, toc.max) : [],
      },
      content: { file: entry.file, key: entry.key, ...(toc && { toc }) },
    });
  }

  for (const entry of reactPages) {
    // Docusaurus's not-found page (`src/theme/NotFound`): at `404.html`, kept out of the sitemap and search.
    const permalink = entry.notFound ? `${config.baseUrl}404.html` : pagePermalink(config.baseUrl, entry.sourcePath);
    const title = entry.title ?? (entry.notFound ? themeTranslatorOf(config)('theme.NotFound.title', 'Page Not Found') : config.title);
    routes.push({
      page: {
        kind: 'reactPage',
        permalink,
        title,
        documentTitle: documentTitle(title, config),
        description: entry.description ?? config.tagline,
        htmlClassName: entry.notFound ? 'plugin-native plugin-id-default' : 'plugin-pages plugin-id-default',
        ...(entry.notFound && { noIndex: true }),
        ...(entry.css !== undefined && { stylesheet: `${config.baseUrl}${pageStylesheetPath(entry)}` }),
      },
      component: entry.component,
      ...(entry.island && { island: entry.island }),
      file: entry.file,
    });
  }
  return { name: 'pages', routes, byFile, errors, warnings };
}

/**
 * Where the CSS a React page imports is written, below the base path: named after the page and
 * its content (`assets/css/index-3f2a9c1b.css`), so that it may be cached for good.
 */
export function pageStylesheetPath(entry: { sourcePath: string; css?: string }): string {
  const name = entry.sourcePath.replace(/\.[^./]+$/, '').replace(/[^A-Za-z0-9_-]+/g, '-');
  return `assets/css/${name}-${sha1(entry.css ?? '').slice(0, 8)}.css`;
}

/** `/search`, the search results page, and the search settings the box and the page share. */
export function createSearchPage(config: SiteConfig): { route: UnlinkedRoute; options: SearchOptions } {
  const permalink = `${config.baseUrl}search`;
  // The browser replaces it with `Search results for "…"` once there is a query.
  const title = themeTranslatorOf(config)('theme.SearchPage.emptyResultsTitle', 'Search the documentation');
  const route: UnlinkedRoute = {
    page: {
      kind: 'search',
      permalink,
      title,
      documentTitle: documentTitle(title, config),
      htmlClassName: 'plugin-search-local plugin-id-default',
      noIndex: true,
    },
  };
  const { search } = config;
  const options: SearchOptions = {
    limit: search.searchResultLimits,
    snippetLength: search.searchResultContextMaxLength,
    highlight: search.highlightSearchTermsOnTargetPage,
    contexts: search.searchContextByPaths.map(normalizeSearchContext),
    indexUrl: `${config.baseUrl}${SEARCH_INDEX_PATH}`,
    pageUrl: permalink,
  };
  return { route, options };
}

/** `'/docs/api/'` → `{ label: 'docs/api', path: 'docs/api' }`. */
function normalizeSearchContext(context: string | SearchContext): SearchContext {
  const trim = (value: string) => value.replace(/^\/+|\/+$/g, '');
  return typeof context === 'string' ? { label: trim(context), path: trim(context) } : { label: context.label, path: trim(context.path) };
}

/** `markdown-page.md` → `/base/markdown-page`; `index.tsx` → `/base/`. */
function pagePermalink(baseUrl: string, sourcePath: string): string {
  const parsed = path.posix.parse(sourcePath);
  const segments = [...parsed.dir.split('/').filter(Boolean), ...(parsed.name === 'index' ? [] : [parsed.name])];
  return segments.length ? `${baseUrl}${encodeUrlPath(segments.join('/'))}` : baseUrl;
}
