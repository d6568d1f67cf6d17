import type { SiteConfig } from '../../config/types.js';
import type { ContentEntry } from '../../content/types.js';
import type { PageFacts } from '../../markdown/types.js';
import { routeBase, withoutTrailingSlash } from '../../util/posixPath.js';
import type { RouteSource } from '../modelTypes.js';
import { createAuthorsMap } from './authors.js';
import { createBlogSidebar } from './createBlogSidebar.js';
import { createFeed } from './createFeed.js';
import { createArchiveRoute, createAuthorsListRoute, createTagsListRoute } from './createIndexRoutes.js';
import { createAuthorRoutes, createBlogListRoutes, createTagRoutes, type ListContext } from './createListRoutes.js';
import { createPostRoutes } from './createPostRoutes.js';
import { createPosts } from './createPosts.js';
import { parseDataFile } from './dataFile.js';
import { createTagsMap } from './tags.js';
import { validatePosts } from './validatePosts.js';
import type { BlogModel } from './types.js';
import type { LastUpdate } from '../../content/types.js';

/**
 * What the blog adds to the site: its routes as a route source (its warnings: inline tags and
 * authors, untruncated posts, per the blog options), and its posts and feeds.
 */
export interface BlogResult extends RouteSource {
  /** Null when the blog is off. */
  model: BlogModel | null;
}

/**
 * Resolves the blog: reads authors.yml and tags.yml, turns post files into posts, validates
 * them, and makes every blog route (list pages, posts, archive, tags, authors) and the feeds' data.
 * A broken authors or tags file is reported alone: each post would otherwise blame its own
 * `authors` or `tags` for the keys the file failed to define.
 */
export function createBlog(options: {
  config: SiteConfig;
  entries: ContentEntry[];
  dataFiles: Record<string, string>;
  parsed: Map<string, PageFacts>;
  includeDrafts: boolean;
  lastUpdates?: Map<string, LastUpdate>;
}): BlogResult {
  const { config, entries, dataFiles, parsed, includeDrafts, lastUpdates } = options;
  const blog = config.blog;
  if (!blog) return { name: 'blog', routes: [], byFile: [], model: null, errors: [], warnings: [] };
  const blogBase = routeBase(config.baseUrl, blog.routeBasePath);
  const authorsData = parseDataFile({ dataFiles, blogPath: blog.path, name: 'authors' });
  const tagsData = parseDataFile({ dataFiles, blogPath: blog.path, name: 'tags' });
  const authors = createAuthorsMap({ data: authorsData.data, baseUrl: config.baseUrl, blogBase });
  const tags = createTagsMap({ data: tagsData.data, tagsBase: `${blogBase}/tags` });
  const dataErrors = [...authorsData.errors, ...tagsData.errors, ...authors.errors, ...tags.errors];
  if (dataErrors.length) return { name: 'blog', routes: [], byFile: [], model: null, errors: dataErrors, warnings: [] };
  const created = createPosts({
    config,
    blog,
    entries,
    parsed,
    blogBase,
    authors: authors.authors,
    authorsFile: authorsData.data?.file ?? null,
    tags: tags.tags,
    tagsFile: tagsData.data?.file ?? null,
    includeDrafts,
    lastUpdates,
  });
  const validated = validatePosts(created.posts, blog);
  const errors = [...created.errors, ...validated.errors];
  const warnings = [...created.warnings, ...validated.warnings];

  const posts = created.posts;
  const listed = posts.filter((post) => !post.unlisted);
  const context: ListContext = { config, blog, listed, blogBase, blogSidebar: createBlogSidebar(listed, blog) };
  const authorList = [...authors.authors.values()];
  const routes: RouteSource['routes'] = [
    ...createBlogListRoutes(context),
    ...createPostRoutes({ ...context, posts }),
    ...createTagRoutes(context),
    ...createAuthorRoutes({ ...context, authors: authorList }),
  ];
  for (const route of [createArchiveRoute(context), createTagsListRoute(context), createAuthorsListRoute({ ...context, authors: authorList })]) {
    if (route) routes.push(route);
  }
  const { feed, headLinks } = createFeed({ config, blog, listed, blogBase });
  return {
    name: 'blog',
    routes,
    byFile: posts.map((post) => ({ file: post.file, permalink: post.permalink })),
    model: { posts, feed, headLinks },
    errors,
    warnings,
  };
}
