import { describe, expect, it } from 'vitest';
import type { BlogConfig } from '../../../../src/config/types.js';
import { createBlogSidebar } from '../../../../src/site/blog/createBlogSidebar.js';
import type { BlogPost } from '../../../../src/site/blog/types.js';

const posts = Array.from({ length: 12 }, (_, index) => ({ title: `Post ${index}`, permalink: `/blog/post-${index}`, date: new Date(Date.UTC(2024 - Math.floor(index / 6), 0, 1)) }) as BlogPost);
const blog = (blogSidebarCount: BlogConfig['blogSidebarCount']) => ({ blogSidebarCount, blogSidebarTitle: 'All posts' }) as BlogConfig;
const count = (sidebar: ReturnType<typeof createBlogSidebar>) => sidebar?.groups.reduce((sum, group) => sum + group.items.length, 0);

describe('site/blog/createBlogSidebar', () => {
  it("lists every post for blogSidebarCount 'ALL', grouped by year", () => {
    const sidebar = createBlogSidebar(posts, blog('ALL'));
    expect(count(sidebar)).toBe(12);
    expect(sidebar?.groups.map((group) => group.year)).toEqual(['2024', '2023']);
  });

  it('lists the newest posts for a number, and none for 0', () => {
    expect(count(createBlogSidebar(posts, blog(5)))).toBe(5);
    expect(createBlogSidebar(posts, blog(0))).toBeUndefined();
  });
});
