import type { FeedData, FeedFile } from '../../site/blog/types.js';
import type { SiteModel } from '../../site/createSiteModel.js';
import { turnWhenDue } from '../../threads/turns.js';
import type { OutputFile } from '../outputFile.js';
import { renderAtom } from './renderAtom.js';
import { renderJsonFeed } from './renderJsonFeed.js';
import { renderRss, type ContentByUrl } from './renderRss.js';

/**
 * The blog's feed files (RSS, Atom, JSON Feed, per `feedOptions.type`); none without a blog or
 * listed posts. `feedHtml` gives an item's content, its URLs absolute against the item's URL.
 */
export async function renderFeeds(model: SiteModel, feedHtml: (content: { key: string; file: string }, url: string) => Promise<string>): Promise<OutputFile[]> {
  const feed = model.blog?.feed;
  if (!feed) return [];
  const contents: ContentByUrl = new Map(await Promise.all(feed.items.map(async (item) => [item.url, await feedHtml(item.content, item.url)] as const)));
  const files: OutputFile[] = [];
  for (const file of feed.files) {
    // Each feed holds every listed post's content: the event loop turns between them when a turn is due.
    await turnWhenDue();
    files.push({ path: file.path, contents: renderFeed(file, feed, contents, model.config.title) });
  }
  return files;
}

function renderFeed(file: FeedFile, feed: FeedData, contents: ContentByUrl, siteTitle: string): string {
  switch (file.type) {
    case 'rss':
      return renderRss(feed, contents, file.url);
    case 'atom':
      return renderAtom(feed, contents, file.url, siteTitle);
    case 'json':
      return renderJsonFeed(feed, contents, file.url);
  }
}
