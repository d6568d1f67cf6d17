import { describe, expect, it } from 'vitest';
import { build } from '../../../../src/pipeline/build.js';
import { pageHtml, writeSite } from '../../helpers.js';

describe('site/blog/createPosts', () => {
  it('shortens descriptions and feed summaries taken from a long paragraph, and keeps written ones', async () => {
    const paragraph = 'word '.repeat(5_000).trim();
    const site = await writeSite({
      'blog/2025-01-01-long.md': `---\ntitle: Long\n---\n\n${paragraph}\n\n<!-- truncate -->\n\nMore.\n`,
      'blog/2025-01-02-untruncated.md': `---\ntitle: Untruncated\n---\n\n${paragraph}\n`,
      'blog/2025-01-03-given.md': `---\ntitle: Given\ndescription: ${paragraph}\n---\n\nText.\n\n<!-- truncate -->\n`,
      'docs/intro.md': '# Intro\n',
    });
    const result = await build({ siteDir: site, write: false });
    const posts = new Map(result.model.blog!.posts.map((post) => [post.title, post]));
    for (const title of ['Long', 'Untruncated']) {
      const post = posts.get(title)!;
      expect(post.description.length).toBeLessThanOrEqual(300);
      expect(post.description).toMatch(/…$/);
      expect(post.summaryText.length).toBeLessThanOrEqual(300);
    }
    expect(posts.get('Given')!.description).toBe(paragraph);
    const description = /<meta name="description" content="([^"]*)">/.exec(pageHtml(result, '/b/blog/2025/01/01/long'))?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(300);
    const feedFile = result.files.find((file) => file.path === 'blog/feed.json');
    const feed = JSON.parse(feedFile && 'contents' in feedFile ? String(feedFile.contents) : '{}');
    expect(feed.items.map((item: { summary: string }) => item.summary.length <= 300)).toEqual([false, true, true]);
  });

  it('builds a post dated by its name at /blog/YYYY/MM/DD/<name>, so one name in two years makes two posts', async () => {
    const site = await writeSite({
      'blog/2024-12-31-hello.md': '---\ntitle: Old hello\n---\n\nOld.\n',
      'blog/2025/01/01/hello.md': '---\ntitle: New hello\n---\n\nNew.\n',
      'blog/2025-02-01-named/index.md': '# Named by its folder\n\nText.\n',
      'blog/2025-03-01-chosen.md': '---\nslug: /chosen-slug/\n---\n\n# Chosen\n',
      'blog/front-matter-dated.md': '---\ndate: 2025-04-01\n---\n\nText.\n',
      'docs/intro.md': '# Intro\n',
    });
    const result = await build({ siteDir: site, write: false });
    expect(result.model.blog!.posts.map((post) => [post.title, post.permalink, post.date.toISOString().slice(0, 10)])).toEqual([
      ['front-matter-dated', '/b/blog/front-matter-dated', '2025-04-01'],
      ['Chosen', '/b/blog/chosen-slug', '2025-03-01'],
      ['Named by its folder', '/b/blog/2025/02/01/named', '2025-02-01'],
      ['New hello', '/b/blog/2025/01/01/hello', '2025-01-01'],
      ['Old hello', '/b/blog/2024/12/31/hello', '2024-12-31'],
    ]);
    expect(pageHtml(result, '/b/blog/2024/12/31/hello')).toContain('Old.');
    expect(result.files.some((file) => file.path === 'blog/2025/01/01/hello/index.html')).toBe(true);
  });
});
