import type { SiteModel } from '../../site/createSiteModel.js';
import type { OutputFile } from '../types.js';
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
  return feed.files.map((file) => {
    switch (file.type) {
      case 'rss':
        return { path: file.path, contents: renderRss(feed, contents, file.url) };
      case 'atom':
        return { path: file.path, contents: renderAtom(feed, contents, file.url, model.config.title) };
      case 'json':
        return { path: file.path, contents: renderJsonFeed(feed, contents, file.url) };
    }
  });
}
