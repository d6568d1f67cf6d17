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
    const description = /<meta name="description" content="([^"]*)">/.exec(pageHtml(result, '/b/blog/long'))?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(300);
    const feedFile = result.files.find((file) => file.path === 'blog/feed.json');
    const feed = JSON.parse(feedFile && 'contents' in feedFile ? String(feedFile.contents) : '{}');
    expect(feed.items.map((item: { summary: string }) => item.summary.length <= 300)).toEqual([false, true, true]);
  });
});
