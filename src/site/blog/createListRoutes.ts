import type { BlogConfig, SiteConfig } from '../../config/types.js';
import type { UnlinkedRoute } from '../modelTypes.js';
import { groupByTag } from '../tags.js';
import { documentTitle } from '../titles.js';
import type { BlogAuthor, BlogAuthorPage, BlogListPage, BlogSidebar, BlogTagPage } from './pageTypes.js';
import { countPosts, paginate, type ListPage } from './paginate.js';
import type { BlogPost } from './types.js';
import { themeTranslatorOf } from '../../i18n/themeStrings.js';

const PLUGIN_CLASS = 'plugin-blog plugin-id-default';

/** What every list builder needs. */
export interface ListContext {
  config: SiteConfig;
  blog: BlogConfig;
  /** Listed posts, newest first. */
  listed: BlogPost[];
  blogBase: string;
  blogSidebar?: BlogSidebar;
}

/** `/blog`, `/blog/page/2`…: every listed post, newest first, `postsPerPage` per page. */
export function createBlogListRoutes(context: ListContext): UnlinkedRoute[] {
  const { config, blog, blogBase } = context;
  // At the site root the first page is the base path itself.
  const first = blogBase || config.baseUrl;
  return createPagedRoutes(context, context.listed, first, (n) => `${blogBase}/page/${n}`, (list): BlogListPage => ({
    kind: 'blogList',
    permalink: list.permalink,
    title: blog.blogTitle,
    documentTitle: documentTitle(blog.blogTitle, config),
    description: blog.blogDescription,
    htmlClassName: `blog-wrapper blog-list-page ${PLUGIN_CLASS}`,
    blogSidebar: context.blogSidebar,
    posts: list.items.map((post) => post.summary),
    paginator: list.paginator,
  }));
}

/** `/blog/tags/<tag>` (and `/page/N`) for every tag of a listed post. */
export function createTagRoutes(context: ListContext): UnlinkedRoute[] {
  const { config, blogBase } = context;
  const translate = themeTranslatorOf(config);
  return groupByTag(context.listed).flatMap((group) => {
    const title = translate('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: countPosts(group.items.length, translate), tagName: group.tag.label });
    return createPagedRoutes(context, group.items, group.tag.permalink, (n) => `${group.tag.permalink}/page/${n}`, (list): BlogTagPage => ({
      kind: 'blogTag',
      permalink: list.permalink,
      title,
      documentTitle: documentTitle(title, config),
      description: group.tag.description,
      htmlClassName: `blog-wrapper blog-tags-post-list-page ${PLUGIN_CLASS}`,
      blogSidebar: context.blogSidebar,
      tag: group.tag,
      allTagsHref: `${blogBase}/tags`,
      posts: list.items.map((post) => post.summary),
      paginator: list.paginator,
    }));
  });
}

/** `/blog/authors/<key>` for every author of authors.yml with `page: true`, posts or not. */
export function createAuthorRoutes(context: ListContext & { authors: BlogAuthor[] }): UnlinkedRoute[] {
  const { config, blogBase } = context;
  const translate = themeTranslatorOf(config);
  return context.authors.flatMap((author) => {
    const permalink = author.permalink;
    if (!permalink) return [];
    const posts = context.listed.filter((post) => post.authors.some((other) => other.key === author.key));
    const title = translate('theme.blog.author.pageTitle', '{authorName} - {nPosts}', { authorName: author.name, nPosts: countPosts(posts.length, translate) });
    // Later pages sit at `<author>/authors/N`: the reference site's URLs, kept so links to them keep working.
    return createPagedRoutes(context, posts, permalink, (n) => `${permalink}/authors/${n}`, (list): BlogAuthorPage => ({
      kind: 'blogAuthor',
      permalink: list.permalink,
      title,
      documentTitle: documentTitle(title, config),
      htmlClassName: `blog-wrapper blog-authors-posts-page ${PLUGIN_CLASS}`,
      blogSidebar: context.blogSidebar,
      author,
      count: posts.length,
      allAuthorsHref: `${blogBase}/authors`,
      posts: list.items.map((post) => post.summary),
      paginator: list.paginator,
    }));
  });
}

/** One route per page of `posts`, each carrying the excerpts the renderer turns into HTML. */
function createPagedRoutes(
  context: ListContext,
  posts: BlogPost[],
  basePath: string,
  pagePath: (n: number) => string,
  createPage: (list: ListPage<BlogPost>) => BlogListPage | BlogTagPage | BlogAuthorPage,
): UnlinkedRoute[] {
  return paginate(posts, { perPage: context.blog.postsPerPage, basePath, pagePath }).map((list) => ({
    page: createPage(list),
    excerpts: list.items.map((post) => ({ file: post.file, key: post.key })),
  }));
}
