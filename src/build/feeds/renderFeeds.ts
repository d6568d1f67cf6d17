import { rewritesByFile } from '../../render/renderExcerpts.js';
import type { SiteModel } from '../../site/createSiteModel.js';
import type { OutputFile } from '../types.js';
import { renderAtom } from './renderAtom.js';
import { renderFeedContent } from './renderFeedContent.js';
import { renderJsonFeed } from './renderJsonFeed.js';
import { renderRss, type ContentByUrl } from './renderRss.js';

/** The blog's feed files (RSS, Atom, JSON Feed, per `feedOptions.type`); none without a blog or listed posts. */
export function renderFeeds(model: SiteModel): OutputFile[] {
  const feed = model.blog?.feed;
  if (!feed) return [];
  const rewrites = rewritesByFile(model.routes);
  const contents: ContentByUrl = new Map(
    feed.items.map((item) => [item.url, renderFeedContent(item.content.hast, { rewrites: rewrites.get(item.content.file) ?? {}, pageUrl: item.url })]),
  );
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
