import type { BlogConfig, SiteConfig } from '../../config/types.js';
import { frontmatterKeyLine } from '../../content/frontmatter.js';
import type { ContentEntry } from '../../content/types.js';
import { HexsiteError } from '../../errors/HexsiteError.js';
import type { PageFacts } from '../../markdown/types.js';
import { encodeUrlPath } from '../../util/url.js';
import { resolveTocLevels, validateFrontmatter } from '../frontmatterSchemas.js';
import { editUrlOf } from '../editUrl.js';
import { createToc } from '../navigation.js';
import { truncateDescription } from '../truncateDescription.js';
import type { Tag } from '../types.js';
import { resolvePostAuthors } from './authors.js';
import { blogFrontmatterSchema, type BlogFrontmatter } from './blogFrontmatter.js';
import type { BlogAuthor } from './pageTypes.js';
import { formatLongDate, parsePostFileName, readDateValue } from './postDates.js';
import { formatReadingTime } from './readingTime.js';
import { resolvePostTags } from './tags.js';
import type { BlogPost } from './types.js';
import { currentLocaleOf } from '../../i18n/locale.js';
import { themeTranslatorOf } from '../../i18n/themeStrings.js';
import type { Translate } from '../../../theme/components/SiteContext.js';
import { lastUpdateOf } from '../lastUpdate.js';
import type { LastUpdate } from '../../content/types.js';

/** Inputs of `createPosts`. */
export interface CreatePostsOptions {
  config: SiteConfig;
  blog: BlogConfig;
  entries: ContentEntry[];
  parsed: Map<string, PageFacts>;
  /** `/hexagon/blog`. */
  blogBase: string;
  authors: Map<string, BlogAuthor>;
  authorsFile: string | null;
  tags: Map<string, Tag>;
  tagsFile: string | null;
  includeDrafts: boolean;
  /** Each post's last commit, when the config shows it. */
  lastUpdates?: Map<string, LastUpdate>;
}

/**
 * Resolves each post file into a `BlogPost`, newest first. Drafts are left out. Every problem is
 * collected: bad front matter, dates and authors are errors; inline tags and authors are
 * reported per the blog options.
 */
export function createPosts(options: CreatePostsOptions): { posts: BlogPost[]; errors: HexsiteError[]; warnings: HexsiteError[] } {
  const posts: BlogPost[] = [];
  const errors: HexsiteError[] = [];
  const warnings: HexsiteError[] = [];
  // The reading times' text in the locale: one translator for every post.
  const translate = themeTranslatorOf(options.config);
  for (const entry of options.entries) {
    const page = options.parsed.get(entry.file);
    const { value: fm, errors: fmErrors, warnings: fmWarnings } = validateFrontmatter(blogFrontmatterSchema, entry, page?.frontmatter ?? {});
    warnings.push(...fmWarnings);
    if (fmErrors.length || !page) {
      errors.push(...fmErrors);
      continue;
    }
    if (fm.draft && !options.includeDrafts) continue;
    const result = createPost(entry, fm, page, options, translate);
    errors.push(...result.errors);
    warnings.push(...result.warnings);
    if (result.post) posts.push(result.post);
  }
  // Newest first; `sort` is stable, so posts of the same date keep the (sorted) file order.
  posts.sort((a, b) => b.date.getTime() - a.date.getTime());
  return { posts, errors, warnings };
}

function createPost(
  entry: ContentEntry,
  fm: BlogFrontmatter,
  page: PageFacts,
  options: CreatePostsOptions,
  translate: Translate,
): { post?: BlogPost; errors: HexsiteError[]; warnings: HexsiteError[] } {
  const { config, blog, blogBase } = options;
  const name = parsePostFileName(entry.sourcePath);
  const dated = resolveDate(entry, fm, name);
  const authors = resolvePostAuthors({
    value: fm.authors,
    authors: options.authors,
    authorsFile: options.authorsFile,
    onInlineAuthors: blog.onInlineAuthors,
    baseUrl: config.baseUrl,
    file: entry.file,
    line: frontmatterKeyLine(entry.head, 'authors'),
  });
  const tags = resolvePostTags({
    value: fm.tags,
    tags: options.tags,
    tagsFile: options.tagsFile,
    tagsBase: `${blogBase}/tags`,
    onInlineTags: blog.onInlineTags,
    file: entry.file,
    line: frontmatterKeyLine(entry.head, 'tags'),
  });
  const toc = resolveTocLevels(entry, fm, config.tableOfContents);
  const errors = [...dated.errors, ...authors.errors, ...tags.errors, ...toc.errors];
  const warnings = [...(dated.warnings ?? []), ...authors.warnings, ...tags.warnings];
  if (!dated.date) return { errors, warnings };

  const slug = fm.slug !== undefined ? fm.slug.replace(/^\/+|\/+$/g, '') : name.slug;
  const permalink = `${blogBase}/${encodeUrlPath(slug)}`;
  const title = fm.title ?? page.title ?? (name.text || slug);
  const truncated = page.truncateAt !== undefined;
  // A front matter description is kept as written; one taken from the text is shortened.
  const excerptText = truncated ? (page.excerptText ?? '') : (page.firstParagraph ?? '');
  let editUrl: string | undefined;
  try {
    editUrl = editUrlOf({
      editUrl: blog.editUrl,
      folder: blog.path,
      sourcePath: entry.sourcePath,
      custom: fm.custom_edit_url,
      key: 'blog.editUrl',
      configFile: config.configFile,
      context: () => ({ locale: currentLocaleOf(config).locale, blogDirPath: blog.path, blogPath: entry.sourcePath, permalink }),
    });
  } catch (caught) {
    if (!(caught instanceof HexsiteError)) throw caught;
    errors.push(caught);
  }
  const updated = lastUpdateOf({ entry, written: fm.last_update, committed: options.lastUpdates?.get(entry.file), show: blog, locale: () => currentLocaleOf(config) });
  errors.push(...updated.errors);
  const post: BlogPost = {
    file: entry.file,
    key: entry.key,
    slug,
    slugLine: fm.slug !== undefined ? frontmatterKeyLine(entry.head, 'slug') : undefined,
    permalink,
    title,
    description: fm.description ?? truncateDescription(page.firstParagraph ?? ''),
    summaryText: fm.description ?? truncateDescription(excerptText),
    keywords: fm.keywords ?? [],
    date: dated.date,
    authors: authors.authors,
    tags: tags.tags,
    unlisted: fm.unlisted ?? false,
    toc: fm.hide_table_of_contents ? [] : createToc(page.headings, toc.levels.min, toc.levels.max),
    tocLevels: fm.hide_table_of_contents ? undefined : toc.levels,
    image: fm.image,
    editUrl,
    ...(updated.lastUpdate && { lastUpdate: updated.lastUpdate }),
    ...(entry.untranslated && { untranslated: true }),
    parsed: page,
    summary: {
      title,
      permalink,
      date: dated.date.toISOString(),
      formattedDate: formatLongDate(dated.date, currentLocaleOf(config)),
      readingTime: blog.showReadingTime ? formatReadingTime(page.wordCount, translate) : undefined,
      authors: authors.authors,
      tags: tags.tags,
      truncated,
    },
  };
  return { post, errors, warnings };
}

/**
 * The front matter `date`, else the date of the file name. A date that is not a real day is an
 * error; in front matter, a day its month does not have runs into the next month, with a warning,
 * as Docusaurus reads it.
 */
function resolveDate(entry: ContentEntry, fm: BlogFrontmatter, name: ReturnType<typeof parsePostFileName>): { date?: Date; errors: HexsiteError[]; warnings?: HexsiteError[] } {
  if (fm.date !== undefined) {
    const read = readDateValue(fm.date);
    if (read && !read.overflow) return { date: read.date, errors: [] };
    if (read) {
      const day = read.date.toISOString().slice(0, 10);
      const warning = new HexsiteError(`Unexpected date \`${String(fm.date)}\` in front matter \`date\`, a day its month does not have: read as ${day}, as Docusaurus reads it`, {
        file: entry.file,
        line: frontmatterKeyLine(entry.head, 'date'),
        ruleId: 'blog-bad-date',
        hint: `Write the day meant: \`date: ${day}\`.`,
      });
      return { date: read.date, errors: [], warnings: [warning] };
    }
    const written = fm.date instanceof Date ? String(fm.date) : fm.date;
    return {
      errors: [
        new HexsiteError(`Unexpected date \`${written}\` in front matter \`date\`, expected a real day as YYYY-MM-DD (optionally with a time, e.g. 2025-05-19T10:30)`, {
          file: entry.file,
          line: frontmatterKeyLine(entry.head, 'date'),
          ruleId: 'blog-bad-date',
          hint: 'Fix the date in the front matter, or remove it to use the date of the file name.',
        }),
      ],
    };
  }
  if (name.date) return { date: name.date, errors: [] };
  if (name.dateText !== undefined) {
    return {
      errors: [
        new HexsiteError(`Unexpected date \`${name.dateText}\` in the file name, expected a real day as YYYY-MM-DD`, {
          file: entry.file,
          ruleId: 'blog-bad-date',
          hint: 'Rename the file (`YYYY-MM-DD-slug.md`), or set `date` in the front matter.',
        }),
      ],
    };
  }
  return {
    errors: [
      new HexsiteError('Unexpected post without a date, expected a file name starting with YYYY-MM-DD- or a `date` in the front matter', {
        file: entry.file,
        ruleId: 'blog-missing-date',
        hint: 'Rename the file to `YYYY-MM-DD-slug.md` (or the folder to `YYYY-MM-DD-slug/`), or add `date: YYYY-MM-DD` to the front matter.',
      }),
    ],
  };
}
