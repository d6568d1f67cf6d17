import type { BlogConfig } from '../../config/types.js';
import type { BlogSidebar } from './pageTypes.js';
import type { BlogPost } from './types.js';

/** "Recent posts": the `blogSidebarCount` newest listed posts (every one for `'ALL'`), grouped by year; none when the count is 0. */
export function createBlogSidebar(listed: BlogPost[], blog: BlogConfig): BlogSidebar | undefined {
  if (blog.blogSidebarCount === 0 || listed.length === 0) return undefined;
  const groups: BlogSidebar['groups'] = [];
  for (const post of blog.blogSidebarCount === 'ALL' ? listed : listed.slice(0, blog.blogSidebarCount)) {
    const year = String(post.date.getUTCFullYear());
    const last = groups[groups.length - 1];
    const link = { title: post.title, href: post.permalink };
    if (last?.year === year) last.items.push(link);
    else groups.push({ year, items: [link] });
  }
  return { title: blog.blogSidebarTitle, groups };
}
