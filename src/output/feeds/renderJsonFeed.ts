import type { FeedData } from '../../site/blog/types.js';
import type { ContentByUrl } from './renderRss.js';

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function renderJsonFeed(feed: FeedData, contents: ContentByUrl, selfUrl: string): string {
  const document = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.blogUrl,
    feed_url: selfUrl,
    description: feed.description,
    favicon: feed.favicon,
    language: feed.language,
    items: feed.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      content_html: contents.get(item.url) ?? '',
      summary: item.description || undefined,
      date_published: item.date,
      authors: item.authors.length ? item.authors.map((author) => ({ name: author.name, url: author.url })) : undefined,
      tags: item.categories.length ? item.categories : undefined,
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
