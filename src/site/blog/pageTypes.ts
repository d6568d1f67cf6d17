/**
 * Page data of the blog's route kinds. Plain, serialisable data: `src/site/types.ts`
 * re-exports these so the theme and templates import them from there.
 */
import type { BasePage, PageLink, Tag, TocItem } from '../types.js';
import type { PageLastUpdate } from '../types.js';

/** A social profile of an author (`socials` in authors.yml). */
export interface BlogAuthorSocial {
  /** Platform key as written (`github`). */
  platform: string;
  /** Human name of the platform (`GitHub`), for the link's title. */
  label: string;
  url: string;
}

/** An author of blog posts, from authors.yml or written inline in a post. */
export interface BlogAuthor {
  /** Key in authors.yml; absent for inline authors. */
  key?: string;
  name: string;
  /** Job or role, shown under the name. */
  title?: string;
  /** The author's own site or profile. */
  url?: string;
  /** Picture URL, base path applied to site paths. */
  imageUrl?: string;
  /** The author's page on this blog, when authors.yml gives `page: true`. */
  permalink?: string;
  socials: BlogAuthorSocial[];
}

/** A post as a list, the post page and the sidebar show it. */
export interface BlogPostSummary {
  title: string;
  /** Full URL path of the post. */
  permalink: string;
  /** ISO date-time in UTC, for `<time datetime>`. */
  date: string;
  /** Long date in UTC: `May 19, 2025`. */
  formattedDate: string;
  /** `One min read` / `4 min read`; absent when reading time is turned off. */
  readingTime?: string;
  authors: BlogAuthor[];
  tags: Tag[];
  /** The post has a `<!-- truncate -->` marker: lists show the excerpt and "Read more". */
  truncated: boolean;
  /** On list pages: the excerpt's HTML (or the whole post when untruncated), filled by the renderer. */
  contentHtml?: string;
}

/** The "Recent posts" sidebar, grouped by year, newest first. */
export interface BlogSidebar {
  title: string;
  groups: Array<{ year: string; items: PageLink[] }>;
}

/** Links between the pages of a paginated post list. */
export interface BlogListPaginator {
  /** 1-based number of this page. */
  page: number;
  totalPages: number;
  /** The page with newer posts ("Newer entries"). */
  newerHref?: string;
  /** The page with older posts ("Older entries"). */
  olderHref?: string;
}

/** What every blog page but the archive has: the recent posts sidebar. */
interface BlogPageBase extends BasePage {
  /** Absent when `blogSidebarCount` is 0. */
  blogSidebar?: BlogSidebar;
}

/** `/blog`, `/blog/page/N`: newest posts first, with excerpts. */
export interface BlogListPage extends BlogPageBase {
  kind: 'blogList';
  posts: BlogPostSummary[];
  paginator: BlogListPaginator;
}

/** `/blog/<slug>`: one post. */
export interface BlogPostPage extends BlogPageBase {
  kind: 'blogPost';
  post: BlogPostSummary;
  unlisted: boolean;
  toc: TocItem[];
  /** The newer post ("Newer post"). */
  prev?: PageLink;
  /** The older post ("Older post"). */
  next?: PageLink;
  editUrl?: string;
  lastUpdate?: PageLastUpdate;
  /** Absolute URL of the post's social card (front matter `image`), replacing the site's. */
  image?: string;
  /** Values of the `article:*` Open Graph tags. */
  article: { publishedTime: string; authorUrls: string[]; tags: string[] };
}

/** `/blog/archive`: every listed post by year. */
export interface BlogArchivePage extends BasePage {
  kind: 'blogArchive';
  /** Newest year first; within a year, oldest post first. */
  years: Array<{ year: string; posts: Array<{ title: string; permalink: string; date: string; monthDay: string }> }>;
}

/** `/blog/tags`: every tag of listed posts, with its count. */
export interface BlogTagsPage extends BlogPageBase {
  kind: 'blogTags';
  tags: Array<Tag & { count: number }>;
}

/** `/blog/tags/<tag>` and its later pages. */
export interface BlogTagPage extends BlogPageBase {
  kind: 'blogTag';
  tag: Tag;
  allTagsHref: string;
  posts: BlogPostSummary[];
  paginator: BlogListPaginator;
}

/** `/blog/authors`: authors with a page, with their post counts. */
export interface BlogAuthorsPage extends BlogPageBase {
  kind: 'blogAuthors';
  authors: Array<BlogAuthor & { count: number }>;
}

/** `/blog/authors/<key>` and its later pages. */
export interface BlogAuthorPage extends BlogPageBase {
  kind: 'blogAuthor';
  author: BlogAuthor;
  /** Listed posts by this author. */
  count: number;
  allAuthorsHref: string;
  posts: BlogPostSummary[];
  paginator: BlogListPaginator;
}

/** Any page of the blog. */
export type BlogPageData = BlogListPage | BlogPostPage | BlogArchivePage | BlogTagsPage | BlogTagPage | BlogAuthorsPage | BlogAuthorPage;
