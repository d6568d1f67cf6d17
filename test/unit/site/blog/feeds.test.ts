import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from '../../helpers.js';

type Result = Awaited<ReturnType<typeof buildFixture>>;
let result: Result;

beforeAll(async () => {
  result = await buildFixture('blog-many-posts');
});

function file(path: string): string {
  const found = result.files.find((candidate) => candidate.path === path);
  if (!found || !('contents' in found)) throw new Error(`no generated file ${path}`);
  return String(found.contents);
}

/** A parser that reads the named elements as lists even when there is one. */
function parserWithLists(names: string[]): XMLParser {
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => names.includes(name) });
}

/** The listed posts, newest first, as the feeds must hold them. */
const NEWEST_FIRST = ['Tips & <Tricks>', 'Not truncated', 'Custom slug', 'Guest post', 'Inline tag', 'Co-located image', 'With headings', 'A long read', 'New year', 'Late fall', 'Summer update', 'First steps'];

describe('output/feeds (blog feeds)', () => {
  it('writes RSS 2.0 with the channel and item elements it requires', () => {
    const text = file('blog/rss.xml');
    expect(XMLValidator.validate(text)).toBe(true);
    const channel = parserWithLists(['item', 'category', 'dc:creator']).parse(text).rss.channel;
    expect(channel.title).toBe('Fixture Blog');
    expect(channel.link).toBe('https://example.com/site/blog');
    expect(channel.description).toBe('Fixture Blog');
    expect(channel.lastBuildDate).toBe('Sat, 10 May 2025 00:00:00 GMT');
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(NEWEST_FIRST);
    for (const item of channel.item) {
      expect(item.link).toMatch(/^https:\/\/example\.com\/site\/blog\//);
      expect(item.guid).toBe(item.link);
      expect(new Date(item.pubDate).toString()).not.toBe('Invalid Date');
    }
    const escapes = channel.item[0];
    expect(escapes.description).toBe('Escaping "quotes" & <angles> in feeds.');
    expect(escapes.category).toEqual(['Release']);
    expect(escapes['dc:creator']).toEqual(['Ada Lovelace']);
  });

  it('writes Atom 1.0 with the feed and entry elements it requires', () => {
    const text = file('blog/atom.xml');
    expect(XMLValidator.validate(text)).toBe(true);
    const feed = parserWithLists(['entry', 'category', 'author', 'link']).parse(text).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://example.com/site/blog');
    expect(feed.title).toBe('Fixture Blog');
    expect(feed.updated).toBe('2025-05-10T00:00:00.000Z');
    expect(feed.link.map((link: Record<string, string>) => link['@href'])).toEqual(['https://example.com/site/blog', 'https://example.com/site/blog/atom.xml']);
    expect(feed.icon).toBe('https://example.com/site/img/favicon.svg');
    expect(feed.entry.map((entry: { title: { '#text': string } }) => entry.title['#text'])).toEqual(NEWEST_FIRST);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https:\/\/example\.com\/site\/blog\//);
      expect(entry.link[0]['@href']).toBe(entry.id);
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const summer = feed.entry.find((entry: { title: { '#text': string } }) => entry.title['#text'] === 'Summer update');
    expect(summer.author.map((author: { name: string; uri: string }) => [author.name, author.uri])).toEqual([
      ['Ada Lovelace', 'https://ada.example.com'],
      ['Bob Builder', 'https://bob.example.com'],
    ]);
    expect(summer.category.map((category: Record<string, string>) => category['@label'])).toEqual(['Release', 'Tutorial']);
  });

  it('writes JSON Feed 1.1 with version, title and item ids and URLs', () => {
    const feed = JSON.parse(file('blog/feed.json'));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Fixture Blog');
    expect(feed.home_page_url).toBe('https://example.com/site/blog');
    expect(feed.feed_url).toBe('https://example.com/site/blog/feed.json');
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual(NEWEST_FIRST);
    for (const item of feed.items) {
      expect(item.id).toBe(item.url);
      expect(item.url).toMatch(/^https:\/\/example\.com\/site\/blog\//);
    }
  });

  it('holds the full content with absolute links, and the excerpt text when there is no description', () => {
    const feed = JSON.parse(file('blog/feed.json'));
    const headings = feed.items.find((item: { title: string }) => item.title === 'With headings');
    expect(headings.summary).toBe('It links to the first post and a section.');
    expect(headings.content_html).toContain('href="https://example.com/site/blog/2024/03/10/first-steps"');
    expect(headings.content_html).toContain('href="https://example.com/site/blog/2025/02/01/with-headings#details"');
    expect(headings.content_html).toContain('The end.');
    const image = feed.items.find((item: { title: string }) => item.title === 'Co-located image');
    expect(image.content_html).toMatch(/src="https:\/\/example\.com\/site\/assets\/images\/diagram-[0-9a-f]+\.svg"/);
    const escapes = feed.items.find((item: { title: string }) => item.title === 'Tips & <Tricks>');
    expect(escapes.content_html).toContain('href="https://example.com/site/docs/intro"');
  });

  it('leaves unlisted and draft posts out', () => {
    for (const path of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) {
      expect(file(path)).not.toContain('Unlisted post');
      expect(file(path)).not.toContain('Draft post');
    }
  });
});

describe('output/feeds (URLs of posts with spaces and accents in their names)', () => {
  it('writes every URL of the feeds percent-encoded and valid', async () => {
    const encoded = await buildFixture('file-names-to-encode');
    const text = (path: string) => {
      const found = encoded.files.find((candidate) => candidate.path === path);
      if (!found || !('contents' in found)) throw new Error(`no generated file ${path}`);
      return String(found.contents);
    };
    const url = 'https://example.com/site/blog/2025/01/01/h%C3%A9llo%20w%C3%B6rld';
    const rss = text('blog/rss.xml');
    expect(XMLValidator.validate(rss)).toBe(true);
    const item = parserWithLists(['item']).parse(rss).rss.channel.item[0];
    expect([item.link, item.guid]).toEqual([url, url]);
    const atom = text('blog/atom.xml');
    expect(XMLValidator.validate(atom)).toBe(true);
    const entry = parserWithLists(['entry']).parse(atom).feed.entry[0];
    expect([entry.id, entry.link['@href']]).toEqual([url, url]);
    const json = JSON.parse(text('blog/feed.json'));
    expect([json.items[0].id, json.items[0].url]).toEqual([url, url]);
  });
});
