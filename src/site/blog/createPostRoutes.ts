import { withBase } from '../configLinks.js';
import type { UnlinkedRoute } from '../modelTypes.js';
import { documentTitle } from '../titles.js';
import type { PageLink } from '../types.js';
import type { ListContext } from './createListRoutes.js';
import type { BlogPostPage } from './pageTypes.js';
import type { BlogPost } from './types.js';
import { isExternalUrl } from '../../util/url.js';

/**
 * One route per built post, unlisted ones included (with `noindex`). The paginator links the
 * newer and the older listed post; unlisted posts are skipped and get no paginator themselves.
 */
export function createPostRoutes(context: ListContext & { posts: BlogPost[] }): UnlinkedRoute[] {
  const { config, listed } = context;
  const link = (post: BlogPost | undefined): PageLink | undefined => (post ? { title: post.title, href: post.permalink } : undefined);
  return context.posts.map((post) => {
    const index = post.unlisted ? -1 : listed.indexOf(post);
    const page: BlogPostPage = {
      kind: 'blogPost',
      permalink: post.permalink,
      title: post.title,
      documentTitle: documentTitle(post.title, config),
      description: post.description,
      keywords: post.keywords,
      noIndex: post.unlisted,
      htmlClassName: 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
      blogSidebar: context.blogSidebar,
      post: post.summary,
      unlisted: post.unlisted,
      toc: post.toc,
      prev: index > 0 ? link(listed[index - 1]) : undefined,
      next: index >= 0 ? link(listed[index + 1]) : undefined,
      editUrl: post.editUrl,
      ...(post.lastUpdate && { lastUpdate: post.lastUpdate }),
      ...(post.untranslated && { untranslated: true }),
      image: post.image && absoluteImage(post.image, config.url, config.baseUrl),
      article: {
        publishedTime: post.summary.date,
        authorUrls: post.authors.flatMap((author) => (author.url ? [author.url] : [])),
        tags: post.tags.map((tag) => tag.label),
      },
    };
    return { page, content: { file: post.file, key: post.key, ...(post.tocLevels && { toc: post.tocLevels }) } };
  });
}

/** Front matter `image` as an absolute URL: a URL stays, a path is a file of the static folder. */
function absoluteImage(image: string, origin: string, baseUrl: string): string {
  if (isExternalUrl(image)) return image;
  return `${origin}${withBase(baseUrl, image.startsWith('/') ? image : `/${image}`)}`;
}
