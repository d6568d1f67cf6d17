import type { BlogConfig, SiteConfig } from '../../config/types.js';
import { toValidUrl } from '../../util/url.js';
import type { BlogPost, FeedData, FeedFile, HeadLink } from './types.js';
import { currentLocaleOf } from '../../i18n/locale.js';

const FEED_FORMATS = {
  rss: { name: 'rss.xml', mediaType: 'application/rss+xml', label: 'RSS' },
  atom: { name: 'atom.xml', mediaType: 'application/atom+xml', label: 'Atom' },
  json: { name: 'feed.json', mediaType: 'application/json', label: 'JSON' },
} as const;

/**
 * What the feeds hold: the newest `feedOptions.limit` listed posts with absolute URLs, plus the
 * `<link rel="alternate">` of each feed. Nothing when no post is listed or no feed type is on.
 * Every URL is a valid one (percent-encoded), as feed readers take them as they are.
 */
export function createFeed(options: { config: SiteConfig; blog: BlogConfig; listed: BlogPost[]; blogBase: string }): { feed: FeedData | null; headLinks: HeadLink[] } {
  const { config, blog, listed, blogBase } = options;
  const types = [...new Set(blog.feedOptions.type)];
  if (!listed.length || !types.length) return { feed: null, headLinks: [] };
  const origin = config.url;
  const outputBase = blogBase.slice(config.baseUrl.length);
  const files: FeedFile[] = types.map((type) => ({
    type,
    path: outputBase ? `${outputBase}/${FEED_FORMATS[type].name}` : FEED_FORMATS[type].name,
    url: toValidUrl(`${origin}${blogBase}/${FEED_FORMATS[type].name}`),
  }));
  const headLinks = types.map((type) => ({
    rel: 'alternate',
    type: FEED_FORMATS[type].mediaType,
    href: `${blogBase}/${FEED_FORMATS[type].name}`,
    title: `${config.title} ${FEED_FORMATS[type].label} Feed`,
  }));
  const items = listed.slice(0, blog.feedOptions.limit).map((post) => ({
    title: post.title,
    url: toValidUrl(`${origin}${post.permalink}`),
    date: post.summary.date,
    description: post.summaryText,
    categories: post.tags.map((tag) => tag.label),
    authors: post.authors.map((author) => ({ name: author.name, url: author.url && toValidUrl(author.url) })),
    content: { file: post.file, key: post.key },
  }));
  const feed: FeedData = {
    title: blog.feedOptions.title ?? `${config.title} Blog`,
    description: blog.feedOptions.description ?? `${config.title} Blog`,
    blogUrl: toValidUrl(`${origin}${blogBase}`),
    language: currentLocaleOf(config).locale,
    favicon: config.favicon ? toValidUrl(`${origin}${config.baseUrl}${config.favicon.replace(/^\//, '')}`) : undefined,
    updated: items[0].date,
    copyright: config.footer?.copyright,
    files,
    items,
  };
  return { feed, headLinks };
}
