/**
 * The site model and the page data derived from it. Everything here is plain, serialisable
 * data: the theme and the client import these types (and nothing else) from the generator.
 */
import type { BlogPageData } from './blog/pageTypes.js';

/** A tag of a doc or post. */
export interface Tag {
  label: string;
  /** Full URL path of the tag's page, percent-encoded. */
  permalink: string;
  description?: string;
}

/** One entry of the table of contents. */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
}

/** A doc after resolution: everything about it except its rendered HTML. */
export interface DocMeta {
  /** `guides/plugins`: path under the docs folder without extension, or the `id` front matter in that folder. */
  id: string;
  /** Site-relative source file, for messages (`docs/guides/plugins.md`). */
  file: string;
  /** Source path relative to the docs folder. */
  sourcePath: string;
  /** Full URL path, base path included, no trailing slash, percent-encoded (`/hexagon/docs/my%20doc`). */
  permalink: string;
  title: string;
  /** Label in sidebars and paginators. */
  sidebarLabel: string;
  sidebarPosition?: number;
  description: string;
  keywords: string[];
  tags: Tag[];
  draft: boolean;
  unlisted: boolean;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  /** Doc id, `null` to hide the link, `undefined` for the sidebar order. */
  paginationPrev?: string | null;
  paginationNext?: string | null;
  editUrl?: string;
  /** In a locale other than the default, the default locale's text stands in for a missing translation. */
  untranslated?: true;
  /** The sidebar that holds the doc, if any. */
  sidebar?: string;
}

/** A link in a sidebar: to a doc, or to any URL. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set when the link is a doc of this site. */
  docId?: string;
  /** Shown only while viewing it. */
  unlisted: boolean;
  external: boolean;
}

/** A collapsible group of items in a sidebar. */
export interface SidebarCategory {
  type: 'category';
  /** Stable name of the category's place in the full sidebar (`tutorialSidebar/2/0`). */
  key: string;
  label: string;
  /** The category's own page (a doc or a generated index), if it has one. */
  href?: string;
  docId?: string;
  linkUnlisted: boolean;
  collapsed: boolean;
  collapsible: boolean;
  description?: string;
  /** `null` in page data when the category is collapsed and its children were left out. */
  items: SidebarItem[] | null;
  /** First link inside, for the server-rendered fallback href of a category without its own page. */
  firstHref?: string;
}

/**
 * In page data only: the items of a long sidebar list left out of a page, shown as one link
 * (see `windowSidebar.ts`). The client puts the whole list in its place.
 */
export interface SidebarMore {
  type: 'more';
  /** What the link reads (`4,950 more`). */
  label: string;
  /** How many items of the list were left out here. */
  count: number;
  /** The nearest page left out, so that a reader without JavaScript can go on through the list. */
  href?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarMore;

/** A named sidebar. */
export interface Sidebar {
  id: string;
  items: SidebarItem[];
}

/** The docs version metadata (SPEC §3); written as `version-current.json` for the client. */
export interface VersionMetadata {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: Array<{ id: string; path: string; sidebar?: string }>;
  sidebars: Record<string, { link?: { path: string; label: string } }>;
  draftIds: string[];
}

/** A page of the site, with how to render it. */
export type RouteKind =
  | 'doc'
  | 'docCategory'
  | 'docsTags'
  | 'docsTag'
  | 'mdPage'
  | 'reactPage'
  | 'redirect'
  | 'notFound'
  | 'search'
  | 'blogList'
  | 'blogPost'
  | 'blogArchive'
  | 'blogTags'
  | 'blogTag'
  | 'blogAuthors'
  | 'blogAuthor';

/** A navbar link, resolved. */
export interface NavItem {
  label: string;
  href: string;
  external: boolean;
  position: 'left' | 'right';
  /** The item is active on docs of this sidebar. */
  activeSidebar?: string;
  /** The item is active on paths starting with this. */
  activePrefix?: string;
  /** Locale dropdown: the locales it offers; each one's base URL on a site of several (the same page is there, below it). */
  locales?: Array<{ label: string; locale: string; baseUrl?: string }>;
  /** A link to a doc, a sidebar or a version's main doc: where it leads in each docs version (`href` is the last version's), on a site of several. */
  versionHrefs?: Record<string, string>;
  /** A `docsVersion` item without a label of its own: it reads the version's label. */
  versionLabel?: true;
  /** The docs version dropdown (`docsVersionDropdown`): the versions are the chrome's. */
  versionDropdown?: true;
  /** An item that is no link: the site author's HTML (`html`), the search box's place (`search`), or a menu of links (`dropdown`). */
  kind?: 'html' | 'search' | 'dropdown';
  /** The site author's HTML: of an `html` item, or in place of a link's label. */
  html?: string;
  /** The links of a `dropdown` item. */
  items?: NavItem[];
  /** The config's class of the item's element. */
  className?: string;
}

/** A link of a footer column, or the site author's HTML in its place. */
export interface FooterItem {
  label: string;
  href: string;
  external: boolean;
  html?: string;
  className?: string;
}

/** A locale of a site of several: each is built below its own base URL. */
export interface ChromeLocale {
  locale: string;
  label: string;
  /** `/` for the default locale, `/fr/` for another (the site's base path in front). */
  baseUrl: string;
  /** Its language tag in `<html lang>` and `hreflang`. */
  htmlLang: string;
}

/** A docs version as the navbar offers it, on a site of several. */
export interface ChromeVersion {
  name: string;
  label: string;
  /** Its main doc. */
  href: string;
  isLast: boolean;
}

/** The docs version of a page, on a site of several (SPEC §3). */
export interface PageVersion {
  name: string;
  label: string;
  /** Above the doc of a version other than the last: unreleased or unmaintained, with the same doc (else the main doc) in the last version. */
  banner?: { kind: 'unreleased' | 'unmaintained'; href: string; lastLabel: string };
  /** Show "Version: <label>" above the doc. */
  badge: boolean;
  /** The same doc in the other versions that have it, by version name. */
  alternates: Record<string, string>;
}

/** Everything the chrome (navbar, footer, colour mode) needs; the same on every page. */
export interface SiteChrome {
  title: string;
  tagline: string;
  baseUrl: string;
  url: string;
  logo?: {
    alt: string;
    src: string;
    srcDark?: string;
    /** Where it leads, when not home. */
    href?: string;
    target?: string;
    width?: number | string;
    height?: number | string;
    className?: string;
    style?: Record<string, string | number>;
  };
  /**
   * Where the logo and title lead: the base URL when a page is there (the home page); on a site
   * without one, the main doc (else the first page), so that no page links to a page that is
   * not there. Breadcrumbs begin with a link home only when it is the base URL.
   */
  home: string;
  /** Beside the logo; the site's title when the config gives neither logo nor navbar title. */
  navbarTitle?: string;
  /** The navbar slides away while the reader scrolls down, and back on any scroll up. */
  hideNavbarOnScroll: boolean;
  navItems: NavItem[];
  footer?: {
    style: 'light' | 'dark';
    columns: Array<{ title: string; className?: string; items: FooterItem[] }>;
    copyright?: string;
  };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  search: SearchChrome;
  /** The docs versions, newest first, on a site of more than one. */
  versions?: ChromeVersion[];
  /** The site's locales, the default first, on a site of more than one: the same page in each is below its base URL. */
  locales?: ChromeLocale[];
  /** The locale, for plural forms and dates in the browser; absent for English. */
  locale?: string;
  /** The theme's strings that differ from English, by id (`theme.…`); absent when none do. */
  strings?: Record<string, string>;
}

/** A part of the site searched on its own from its pages (`searchContextByPaths`). */
export interface SearchContext {
  label: string;
  /** Path below the base path, without slashes at either end (`docs/api`). */
  path: string;
}

/** The search box's settings. */
export interface SearchChrome {
  shortcutHint: boolean;
  placeholder: string;
  /** How search works on this site, filled in by the site model; absent when the site has no search index. */
  options?: SearchOptions;
}

/** What the search box and the search page need before the index is loaded. */
export interface SearchOptions {
  /** Suggestions in the search box (8). */
  limit: number;
  /** Characters of a snippet (50). */
  snippetLength: number;
  /** Mark the searched terms on the page a result opens. */
  highlight: boolean;
  contexts: SearchContext[];
  /** The index's entry file, an absolute path (`/hexagon/__hexsite/search/index.json`). */
  indexUrl: string;
  /** The search page (`/hexagon/search`). */
  pageUrl: string;
}

/** A breadcrumb: a label, and a link when the level has a page. */
export interface Crumb {
  label: string;
  href?: string;
}

/** The prev/next link under a doc. */
export interface PageLink {
  title: string;
  href: string;
}

/** A card of a category index (generated index pages, `::doc-card-list`). */
export interface Card {
  type: 'doc' | 'category';
  title: string;
  href: string;
  description?: string;
}

/** What every page has. */
export interface BasePage {
  /**
   * Full URL path, no trailing slash (the root is `/hexagon/`), percent-encoded: `docs/c#.md`
   * is at `/hexagon/docs/c%23`. Its output file is the decoded path (build.ts `outputFileOf`).
   */
  permalink: string;
  /** The `<title>`, site title included. */
  documentTitle: string;
  /** Page title (h1). */
  title: string;
  description?: string;
  keywords?: string[];
  /** `noindex`: unlisted and draft pages. */
  noIndex?: boolean;
  /** Classes for `<html>`, per page kind. */
  htmlClassName: string;
  /** In a locale other than the default, its content is the default locale's: it has no translation yet. */
  untranslated?: true;
  /** Rendered content HTML, inserted as-is; absent for pages without Markdown content. */
  contentHtml?: string;
  /** The modules of the islands in its content (src/islands/), by key: the browser hydrates them; absent without islands. */
  islands?: Record<string, string>;
  /** The stylesheets of the CSS its islands import, by URL (the document links them; not in the page's JSON). */
  islandStyles?: string[];
}

/** Props of a doc page. */
export interface DocPage extends BasePage {
  kind: 'doc';
  /** Its docs version, on a site of more than one. */
  version?: PageVersion;
  docId: string;
  hideTitle: boolean;
  unlisted: boolean;
  toc: TocItem[];
  sidebarId?: string;
  /** The doc's sidebar, with collapsed categories' children left out; a window of it when it is large. */
  sidebar?: SidebarItem[];
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  tags: Tag[];
  editUrl?: string;
  /** Cards of the category this doc is the page of, for `::doc-card-list`. */
  cards?: Card[];
}

/** Props of a generated category index page. */
export interface DocCategoryPage extends BasePage {
  kind: 'docCategory';
  /** Its docs version, on a site of more than one. */
  version?: PageVersion;
  sidebarId: string;
  sidebar?: SidebarItem[];
  breadcrumbs: Crumb[];
  cards: Card[];
  prev?: PageLink;
  next?: PageLink;
}

/** Props of `/docs/tags`. */
export interface DocsTagsPage extends BasePage {
  kind: 'docsTags';
  /** Its docs version, on a site of more than one. */
  version?: PageVersion;
  tags: Array<Tag & { count: number }>;
}

/** Props of `/docs/tags/<tag>`. */
export interface DocsTagPage extends BasePage {
  kind: 'docsTag';
  /** Its docs version, on a site of more than one. */
  version?: PageVersion;
  tag: Tag;
  allTagsHref: string;
  docs: Array<{ title: string; href: string; description?: string }>;
}

/** Props of a standalone Markdown page. */
export interface MdPage extends BasePage {
  kind: 'mdPage';
  toc: TocItem[];
}

/** Props of a React page: its HTML was rendered at build time. */
export interface ReactPage extends BasePage {
  kind: 'reactPage';
  /** The stylesheet of the CSS the page imports, by URL (content-hashed), linked after the theme's. */
  stylesheet?: string;
}

/** A path that forwards to another (`/docs/` → the main doc). */
export interface RedirectPage extends BasePage {
  kind: 'redirect';
  to: string;
  /** Forwards by script too, keeping the query and hash the meta refresh drops (client redirects). */
  keepSearch?: boolean;
}

/** The not-found page. */
export interface NotFoundPage extends BasePage {
  kind: 'notFound';
}

/** Props of `/search`: the query comes from the URL, in the browser. */
export interface SearchPage extends BasePage {
  kind: 'search';
}

/** The props of any page: what templates render and what its HTML carries for the client. */
export type PageData =
  | DocPage
  | DocCategoryPage
  | DocsTagsPage
  | DocsTagPage
  | MdPage
  | ReactPage
  | RedirectPage
  | NotFoundPage
  | SearchPage
  | BlogPageData;

/**
 * Where the search index's entry file is written, below the base path. Here, among the types,
 * so that the search thread's code does not load the site model's (front matter, schemas).
 */
export const SEARCH_INDEX_PATH = '__hexsite/search/index.json';

/**
 * The search index's entry file (`__hexsite/search/index.json`), loaded on first use of search.
 * Documents are numbered in index order; their reference in lunr terms is the number as a string.
 */
export interface SearchIndexManifest {
  /** The index's fields in lunr's order: the fields a query without `field:` searches. */
  fields: string[];
  documentCount: number;
  /**
   * Per page, in index order, how many documents (sections) it has: a page's documents are
   * numbered together, its title's section first. Search lists each page once.
   */
  pageSections: number[];
  /** Every term of the index, sorted: what wildcards and edit distances expand against. */
  terms: string[];
  /** Postings files by term range: shard `i` holds `terms[starts[i]]` up to the next shard's first term. */
  shards: { starts: number[]; files: string[] };
  /**
   * Document files, beside this file: `documents.<i>.<version>.json` holds documents `i * size`
   * to `(i + 1) * size - 1`. One version names them all, rather than a hash each: on a large
   * site, thousands of names would be a fifth of this file.
   */
  documents: { size: number; version: string };
  /** Per search context (by path): the documents inside it, as runs `[first, last]` of document numbers. */
  contexts: Record<string, Array<[first: number, last: number]>>;
  /** On a site of several docs versions, per version: the documents of its docs, as runs. A search of one version leaves out the others'. */
  versions?: Record<string, Array<[first: number, last: number]>>;
  /**
   * The language the index's terms are in, when not English (`fr`, `zh`): a query is stemmed, or
   * split into words, by that language's pipeline (see theme/search/language.ts).
   */
  language?: string;
}

/**
 * One postings file: for each of its terms, the term's index (lunr's `_index`, the order of its
 * first use, which orders the sums of a score) and per field its documents, as pairs of the
 * gap to the previous document number and the term's weight in thousandths (BM25, rounded as
 * lunr rounds it); an empty list when the term is not in that field.
 */
export type SearchPostings = Record<string, [termIndex: number, ...fields: number[][]]>;

/** One document file: the pages its sections belong to, then the sections. */
export interface SearchDocuments {
  pages: Array<{ title: string; url: string; breadcrumb: string[] }>;
  /** Per document: its page (index into `pages`), heading ('' for the title section), `#hash` ('' for none), text. */
  sections: Array<[page: number, heading: string, hash: string, text: string]>;
}

export type * from './blog/pageTypes.js';
