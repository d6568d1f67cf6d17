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
 * Returns a function that gives a blog list page each post's excerpt in `posts[i].contentHtml`,
 * through the same components and link rewrites as the post's own page. A post appears on the
 * blog list, on each of its tags' pages and on its authors' pages: its excerpt is rendered once.
 * Other pages are returned as they are.
 */
export function createExcerptRenderer(routes: Route[]): (page: PageData, route: Route) => PageData {
  const rewrites = rewritesByFile(routes);
  const rendered = new Map<string, string>();
  const excerptHtml = ({ hast, file }: NonNullable<Route['excerpts']>[number]) => {
    let html = rendered.get(file);
    if (html === undefined) {
      html = renderToStaticMarkup(hastToReact(hast, { rewrites: rewrites.get(file) ?? {} }));
      rendered.set(file, html);
    }
    return html;
  };
  return (page, route) => {
    const excerpts = route.excerpts;
    if (!excerpts || !('posts' in page)) return page;
    return { ...page, posts: page.posts.map((post, index) => (excerpts[index] ? { ...post, contentHtml: excerptHtml(excerpts[index]) } : post)) };
  };
}
