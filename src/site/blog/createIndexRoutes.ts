import type { UnlinkedRoute } from '../modelTypes.js';
import { groupByTag } from '../tags.js';
import { documentTitle } from '../titles.js';
import type { ListContext } from './createListRoutes.js';
import type { BlogArchivePage, BlogAuthor } from './pageTypes.js';
import { formatMonthDay } from './postDates.js';
import { currentLocaleOf } from '../../i18n/locale.js';
import { themeTranslatorOf } from '../../i18n/themeStrings.js';

const PLUGIN_CLASS = 'plugin-blog plugin-id-default';

/** `/blog/archive`: listed posts by year, newest year first and, within a year, oldest post first. */
export function createArchiveRoute(context: ListContext): UnlinkedRoute | null {
  const { config, listed, blogBase } = context;
  const translate = themeTranslatorOf(config);
  if (!listed.length) return null;
  const years: BlogArchivePage['years'] = [];
  for (const post of listed) {
    const year = String(post.date.getUTCFullYear());
    const entry = { title: post.title, permalink: post.permalink, date: post.summary.date, monthDay: formatMonthDay(post.date, currentLocaleOf(config)) };
    const last = years[years.length - 1];
    if (last?.year === year) last.posts.unshift(entry);
    else years.push({ year, posts: [entry] });
  }
  return {
    page: {
      kind: 'blogArchive',
      permalink: `${blogBase}/archive`,
      title: translate('theme.blog.archive.title', 'Archive'),
      documentTitle: documentTitle(translate('theme.blog.archive.title', 'Archive'), config),
      description: translate('theme.blog.archive.description', 'Archive'),
      htmlClassName: PLUGIN_CLASS,
      years,
    },
  };
}

/** `/blog/tags`: every tag of a listed post with its count; none without tags. */
export function createTagsListRoute(context: ListContext): UnlinkedRoute | null {
  const { config, blogBase } = context;
  const translate = themeTranslatorOf(config);
  const groups = groupByTag(context.listed);
  if (!groups.length) return null;
  return {
    page: {
      kind: 'blogTags',
      permalink: `${blogBase}/tags`,
      title: translate('theme.tags.tagsPageTitle', 'Tags'),
      documentTitle: documentTitle(translate('theme.tags.tagsPageTitle', 'Tags'), config),
      htmlClassName: `blog-wrapper blog-tags-list-page ${PLUGIN_CLASS}`,
      blogSidebar: context.blogSidebar,
      tags: groups.map((group) => ({ ...group.tag, count: group.items.length })),
    },
  };
}

/** `/blog/authors`: the authors that have a page, with their listed post counts. */
export function createAuthorsListRoute(context: ListContext & { authors: BlogAuthor[] }): UnlinkedRoute | null {
  const { config, blogBase } = context;
  const translate = themeTranslatorOf(config);
  const withPages = context.authors.filter((author) => author.permalink);
  if (!withPages.length) return null;
  return {
    page: {
      kind: 'blogAuthors',
      permalink: `${blogBase}/authors`,
      title: translate('theme.blog.authorsList.pageTitle', 'Authors'),
      documentTitle: documentTitle(translate('theme.blog.authorsList.pageTitle', 'Authors'), config),
      htmlClassName: `blog-wrapper blog-authors-list-page ${PLUGIN_CLASS}`,
      blogSidebar: context.blogSidebar,
      authors: withPages.map((author) => ({
        ...author,
        count: context.listed.filter((post) => post.authors.some((other) => other.key === author.key)).length,
      })),
    },
  };
}
