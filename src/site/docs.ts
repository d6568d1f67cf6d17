import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { frontmatterKeyLine } from '../content/frontmatter.js';
import type { ContentEntry } from '../content/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { PageFacts } from '../markdown/types.js';
import { withoutTrailingSlash } from '../util/posixPath.js';
import { encodeUrlPath } from '../util/url.js';
import { editUrlOf } from './editUrl.js';
import { createTag } from './tags.js';
import { truncateDescription } from './truncateDescription.js';
import { docFrontmatterSchema, resolveTocLevels, validateFrontmatter } from './frontmatterSchemas.js';
import type { DocMeta } from './types.js';
import { currentLocaleOf } from '../i18n/locale.js';
import { lastUpdateOf } from './lastUpdate.js';
import type { LastUpdate } from '../content/types.js';
import type { DocsOptions } from '../content/docsVersions.js';

// `01-intro.md` and `02_guides/` sort by their number, which is not part of the id or URL.
const NUMBER_PREFIX = /^(\d+)[-_.]/;

/** A doc with its parsed Markdown: what later stages work with. */
export interface Doc extends DocMeta {
  parsed: PageFacts;
  /** The front matter block, for the lines of its keys in messages. */
  head: string;
  /** Key of the parsed page in the page store. */
  key: string;
  /** Label of the doc in other docs' previous/next links. */
  paginationLabel?: string;
}

/** Turns doc entries and their parsed Markdown into docs; collects every front matter problem. */
export function createDocs(options: {
  config: SiteConfig;
  entries: ContentEntry[];
  parsed: Map<string, PageFacts>;
  /** The docs version's route base (see `DocsVersion.path`) and folder. */
  version: { name: string; path: string; folder: string };
  /** Each doc's last commit, when the config shows it. */
  lastUpdates?: Map<string, LastUpdate>;
  /** The docs set's options and config key (`docsSets[0]`); the `docs` key's when left out. */
  set?: { options: DocsOptions; key: string };
}): { docs: Doc[]; errors: HexsiteError[]; warnings: HexsiteError[] } {
  const { config, entries, parsed, version } = options;
  const set = options.set ?? { options: config.docs, key: 'docs' };
  const errors: HexsiteError[] = [];
  const warnings: HexsiteError[] = [];
  const docs: Doc[] = [];
  const idFromFrontmatter = new Set<Doc>();
  const docsBase = version.path;
  const editUrl = (entry: ContentEntry, custom: string | null | undefined, permalink: string): string | undefined => {
    try {
      return editUrlOf({
        editUrl: set.options.editUrl,
        folder: version.folder,
        sourcePath: entry.sourcePath,
        custom,
        key: `${set.key}.editUrl`,
        configFile: config.configFile,
        context: () => ({ locale: currentLocaleOf(config).locale, version: version.name, versionDocsDirPath: version.folder, docPath: entry.sourcePath, permalink }),
      });
    } catch (caught) {
      if (!(caught instanceof HexsiteError)) throw caught;
      errors.push(caught);
      return undefined;
    }
  };
  for (const entry of entries) {
    const page = parsed.get(entry.file);
    if (!page) throw new Error(`Internal error: no parsed Markdown for ${entry.file}`);
    const { value: fm, errors: fmErrors, warnings: fmWarnings } = validateFrontmatter(docFrontmatterSchema, entry, page.frontmatter);
    warnings.push(...fmWarnings);
    const toc = resolveTocLevels(entry, fm, config.tableOfContents);
    errors.push(...fmErrors, ...toc.errors);
    const { dir, name, position } = splitSourcePath(entry.sourcePath);
    const id = joinId(dir, fm.id ?? name);
    const slug = resolveSlug(dir, name, fm.slug, fm.id);
    const title = fm.title ?? page.title ?? startCase(name);
    const permalink = withoutTrailingSlash(`${docsBase}${encodeUrlPath(slug)}`) || '/';
    const updated = lastUpdateOf({ entry, written: fm.last_update, committed: options.lastUpdates?.get(entry.file), show: set.options, locale: () => currentLocaleOf(config) });
    errors.push(...updated.errors);
    docs.push({
      id,
      file: entry.file,
      sourcePath: entry.sourcePath,
      permalink,
      title,
      sidebarLabel: fm.sidebar_label ?? title,
      sidebarPosition: fm.sidebar_position ?? position,
      ...(fm.sidebar_class_name !== undefined && { sidebarClassName: fm.sidebar_class_name }),
      ...(fm.displayed_sidebar !== undefined && { displayedSidebar: fm.displayed_sidebar }),
      ...(fm.sidebar_custom_props !== undefined && { sidebarCustomProps: fm.sidebar_custom_props }),
      description: fm.description ?? truncateDescription(page.firstParagraph ?? ''),
      keywords: fm.keywords ?? [],
      tags: (fm.tags ?? []).map((tag) => createTag(tag, `${docsBase}/tags`)),
      draft: fm.draft ?? false,
      unlisted: fm.unlisted ?? false,
      hideTitle: fm.hide_title ?? false,
      hideTableOfContents: fm.hide_table_of_contents ?? false,
      tocMinHeadingLevel: toc.levels.min,
      tocMaxHeadingLevel: toc.levels.max,
      paginationPrev: fm.pagination_prev,
      paginationNext: fm.pagination_next,
      editUrl: editUrl(entry, fm.custom_edit_url, permalink),
      paginationLabel: fm.pagination_label,
      ...(updated.lastUpdate && { lastUpdate: updated.lastUpdate }),
      ...(entry.untranslated && { untranslated: true }),
      parsed: page,
      head: entry.head,
      key: entry.key,
    });
    if (fm.id !== undefined) idFromFrontmatter.add(docs[docs.length - 1]);
  }
  errors.push(...findDuplicates(docs, idFromFrontmatter));
  return { docs, errors, warnings };
}

function splitSourcePath(sourcePath: string): { dir: string; name: string; position?: number } {
  const parsed = path.posix.parse(sourcePath);
  const dir = parsed.dir
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(NUMBER_PREFIX, ''))
    .join('/');
  const prefix = NUMBER_PREFIX.exec(parsed.name);
  return { dir, name: parsed.name.replace(NUMBER_PREFIX, ''), position: prefix ? Number(prefix[1]) : undefined };
}

function joinId(dir: string, name: string): string {
  return dir ? `${dir}/${name}` : name;
}

/**
 * The doc's URL path below the docs route: `/guides/plugins`; `index.md` and README.md stand for
 * their folder. As in Docusaurus, an `id` front matter names the doc in its URL too
 * (`api/Provider.md` with `id: provider` is at `/api/provider`), unless a `slug` says otherwise.
 */
function resolveSlug(dir: string, name: string, slug: string | undefined, id: string | undefined): string {
  if (slug !== undefined) {
    const joined = slug.startsWith('/') ? slug : `/${joinId(dir, slug)}`;
    return joined === '/' ? '/' : withoutTrailingSlash(joined);
  }
  if (isIndexName(dir, name)) return dir ? `/${dir}` : '/';
  return `/${joinId(dir, id ?? name)}`;
}

function isIndexName(dir: string, name: string): boolean {
  return /^(index|readme)$/i.test(name) || (dir !== '' && name === path.posix.basename(dir));
}

/**
 * Whether a doc is its folder's own page: `index.md`, `README.md`, or named like the folder
 * (`guides/guides.md`, `02-basics/basics.md`), number prefixes aside.
 */
export function isCategoryIndex(sourcePath: string): boolean {
  const { dir, name } = splitSourcePath(sourcePath);
  return dir !== '' && isIndexName(dir, name);
}

/**
 * Two docs with one id: the id names a doc in sidebars and links, so it must be unique. The
 * message names both files, each with the line of its `id` front matter when the id comes from
 * there, and is placed at the file that set the id, where it is fixed.
 */
function findDuplicates(docs: Doc[], idFromFrontmatter: Set<Doc>): HexsiteError[] {
  const errors: HexsiteError[] = [];
  const byId = new Map<string, Doc>();
  for (const doc of docs) {
    const sameId = byId.get(doc.id);
    byId.set(doc.id, doc);
    if (!sameId) continue;
    const [here, other] = !idFromFrontmatter.has(doc) && idFromFrontmatter.has(sameId) ? [sameId, doc] : [doc, sameId];
    const origin = (subject: string, of: Doc) => `${subject} ${idFromFrontmatter.has(of) ? 'sets it in its `id` front matter' : pathOrigin(of)}`;
    errors.push(
      new HexsiteError(
        `Unexpected duplicate doc id \`${doc.id}\`, also used by \`${placeOf(other)}\`, expected unique ids; ${origin('this file', here)}, ${origin('that one', other)}`,
        {
          file: here.file,
          line: frontmatterKeyLine(here.head, 'id'),
          ruleId: 'duplicate-doc-id',
          hint: 'Change the `id` front matter of one of the two files, or rename one.',
        },
      ),
    );
  }
  return errors;
}

/** `docs/a/x.md:3` when the doc's id comes from its front matter, else its file. */
function placeOf(doc: Doc): string {
  const line = frontmatterKeyLine(doc.head, 'id');
  return line === undefined ? doc.file : `${doc.file}:${line}`;
}

/** How a doc's id comes from its path: `02-guides/intro.md` and `guides/intro.md` are both `guides/intro`. */
function pathOrigin(doc: Doc): string {
  return doc.sourcePath.split('/').some((part) => NUMBER_PREFIX.test(part)) ? 'takes it from its path (number prefixes left out)' : 'takes it from its path';
}

/** `getting-started` → `Getting started`: the title of a doc that has none. */
export function startCase(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
