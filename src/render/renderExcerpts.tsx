import { renderToStaticMarkup } from 'react-dom/server';
import type { Route } from '../site/createSiteModel.js';
import type { PageData } from '../site/types.js';
import { hastToReact } from './hastToReact.js';

/** Source file → its link rewrites, from the routes that render a file's content. */
export function rewritesByFile(routes: Route[]): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  for (const route of routes) if (route.content) map.set(route.content.file, route.content.rewrites);
  return map;
}

/**
 * A blog list page with each post's excerpt rendered into `posts[i].contentHtml`, through the
 * same components and link rewrites as the post's own page. Other pages are returned as they are.
 */
export function withExcerpts(page: PageData, route: Route, rewrites: Map<string, Record<string, string>>): PageData {
  const excerpts = route.excerpts;
  if (!excerpts || !('posts' in page)) return page;
  const posts = page.posts.map((post, index) => {
    const excerpt = excerpts[index];
    if (!excerpt) return post;
    const html = renderToStaticMarkup(hastToReact(excerpt.hast, { rewrites: rewrites.get(excerpt.file) ?? {} }));
    return { ...post, contentHtml: html };
  });
  return { ...page, posts };
}
