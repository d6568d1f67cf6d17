import type { FeedData } from '../../site/blog/types.js';
import { renderXmlDocument, xml } from './xml.js';

/** The HTML of each item's content, by item URL. */
export type ContentByUrl = Map<string, string>;

/** RSS 2.0 (with `content:encoded` for the full post and `dc:creator` for its authors). */
export function renderRss(feed: FeedData, contents: ContentByUrl, selfUrl: string): string {
  const channel = xml(
    'channel',
    {},
    xml('title', {}, feed.title),
    xml('link', {}, feed.blogUrl),
    xml('description', {}, feed.description),
    xml('lastBuildDate', {}, rfc822(feed.updated)),
    xml('docs', {}, 'https://validator.w3.org/feed/docs/rss2.html'),
    xml('generator', {}, 'hexsite'),
    xml('language', {}, feed.language),
    feed.copyright && xml('copyright', {}, feed.copyright),
    xml('atom:link', { href: selfUrl, rel: 'self', type: 'application/rss+xml' }),
    feed.items.map((item) =>
      xml(
        'item',
        {},
        xml('title', {}, item.title),
        xml('link', {}, item.url),
        xml('guid', {}, item.url),
        xml('pubDate', {}, rfc822(item.date)),
        item.description && xml('description', {}, item.description),
        xml('content:encoded', {}, contents.get(item.url) ?? ''),
        item.authors.map((author) => xml('dc:creator', {}, author.name)),
        item.categories.map((category) => xml('category', {}, category)),
      ),
    ),
  );
  const rss = xml(
    'rss',
    {
      version: '2.0',
      'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      'xmlns:atom': 'http://www.w3.org/2005/Atom',
    },
    channel,
  );
  return renderXmlDocument(rss);
}

/** RFC 822 date, as RSS wants it: `Mon, 19 May 2025 00:00:00 GMT`. */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}
