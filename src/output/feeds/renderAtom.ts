import type { FeedData } from '../../site/blog/types.js';
import type { ContentByUrl } from './renderRss.js';
import { renderXmlDocument, xml } from './xml.js';

/** Atom 1.0. Entries without an author fall back to a feed-level author (the site), as Atom requires one. */
export function renderAtom(feed: FeedData, contents: ContentByUrl, selfUrl: string, siteTitle: string): string {
  const needsFeedAuthor = feed.items.some((item) => item.authors.length === 0);
  const root = xml(
    'feed',
    { xmlns: 'http://www.w3.org/2005/Atom' },
    xml('id', {}, feed.blogUrl),
    xml('title', {}, feed.title),
    xml('updated', {}, feed.updated),
    xml('generator', {}, 'hexsite'),
    xml('link', { rel: 'alternate', href: feed.blogUrl }),
    xml('link', { rel: 'self', href: selfUrl }),
    xml('subtitle', {}, feed.description),
    feed.favicon && xml('icon', {}, feed.favicon),
    feed.copyright && xml('rights', {}, feed.copyright),
    needsFeedAuthor && xml('author', {}, xml('name', {}, siteTitle)),
    feed.items.map((item) =>
      xml(
        'entry',
        {},
        xml('title', { type: 'text' }, item.title),
        xml('id', {}, item.url),
        xml('link', { href: item.url }),
        xml('updated', {}, item.date),
        xml('published', {}, item.date),
        item.description && xml('summary', { type: 'text' }, item.description),
        xml('content', { type: 'html' }, contents.get(item.url) ?? ''),
        item.authors.map((author) => xml('author', {}, xml('name', {}, author.name), author.url && xml('uri', {}, author.url))),
        item.categories.map((category) => xml('category', { label: category, term: category })),
      ),
    ),
  );
  return renderXmlDocument(root);
}
