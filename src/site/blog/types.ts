/** The blog's model: posts as resolved from their files, and what the feeds are made of. */
import type { PageFacts } from '../../markdown/types.js';
import type { TocLevels } from '../frontmatterSchemas.js';
import type { Tag, TocItem } from '../types.js';
import type { BlogAuthor, BlogPostSummary } from './pageTypes.js';
import type { PageLastUpdate } from '../types.js';

/** A blog post after resolution: everything about it except its rendered HTML. */
export interface BlogPost {
  /** Site-relative source file, for messages (`blog/2025-05-19-welcome.md`). */
  file: string;
  /** Key of the post's parsed page in the page store. */
  key: string;
  /** Last URL segment(s): front matter `slug`, else the file name without its date. */
  slug: string;
  /** Line of `slug` in the front matter, when the post sets one, for messages. */
  slugLine?: number;
  /** Full URL path (`/hexagon/blog/welcome`). */
  permalink: string;
  title: string;
  /** Front matter `description`, else the first paragraph. */
  description: string;
  /** Front matter `description`, else the plain text of the excerpt: what feeds show. */
  summaryText: string;
  keywords: string[];
  /** Publication date, UTC. */
  date: Date;
  authors: BlogAuthor[];
  tags: Tag[];
  unlisted: boolean;
  /** Table of contents (empty with `hide_table_of_contents`). */
  toc: TocItem[];
  /** The heading levels of its table of contents, for `serve --watch` to make it again after a heading edit; absent with `hide_table_of_contents`. */
  tocLevels?: TocLevels;
  /** Social card image of the post, as written. */
  image?: string;
  editUrl?: string;
  lastUpdate?: PageLastUpdate;
  /** In a locale other than the default, the default locale's text stands in for a missing translation. */
  untranslated?: true;
  parsed: PageFacts;
  /** What lists and the post header show. */
  summary: BlogPostSummary;
}

/** One entry of a feed. */
export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  url: string;
  /** ISO date-time. */
  date: string;
  /** Plain-text summary. */
  description: string;
  /** Tag labels. */
  categories: string[];
  authors: Array<{ name: string; url?: string }>;
  /** The post's whole content; the feed writer renders it with absolute links. */
  /** The post's source file, and the key of its parsed page in the page store. */
  content: { file: string; key: string };
}

/** A feed format and where it goes. */
export interface FeedFile {
  type: 'rss' | 'atom' | 'json';
  /** Output path relative to the output folder (`blog/rss.xml`). */
  path: string;
  /** Absolute URL of the feed itself. */
  url: string;
}

/** Everything the feed writers need, resolved: absolute URLs, newest first, at most `limit` items. */
export interface FeedData {
  title: string;
  description: string;
  /** Absolute URL of the blog (`https://example.com/base/blog`). */
  blogUrl: string;
  language: string;
  /** Absolute favicon URL, if the site has one. */
  favicon?: string;
  /** Date of the newest item, ISO. */
  updated: string;
  copyright?: string;
  files: FeedFile[];
  items: FeedItem[];
}

/** A `<link>` tag in every page's head. */
export interface HeadLink {
  rel: string;
  type?: string;
  href: string;
  title?: string;
}

/** What the site model keeps of the blog once its routes are made. */
export interface BlogModel {
  /** Every built post, newest first, unlisted ones included. */
  posts: BlogPost[];
  /** The feeds, or null when there is no listed post. */
  feed: FeedData | null;
  /** `<link rel="alternate">` to each feed. */
  headLinks: HeadLink[];
}
