/** One document of the search index: the page title's section of a page, or one of its h2/h3 sections. */
export interface SearchRecord {
  /** Index into the pages of the same record set. */
  page: number;
  /** The field values lunr indexes; a field not indexed by the site's config is left out of the index, not out of the record. */
  title: string;
  headings: string;
  content: string;
  /** The heading shown for the hit ('' for the title section) and its `#hash` ('' when it has no id). */
  heading: string;
  hash: string;
}

/** A page that has records: what a hit shows about where it is. */
export interface SearchPageInfo {
  title: string;
  /** Permalink, base path included. */
  url: string;
  /** The active navbar item and the sidebar categories above the page (`['Documentation', 'Advanced']`). */
  breadcrumb: string[];
}

/** What the index is built from, in document order: the pages that have records, and where their text waits. */
export interface SearchSources {
  pages: SearchPageInfo[];
  /** Per page, the page store's key of its parsed Markdown, which holds its search sections. */
  keys: string[];
  /** Per page, the docs version of a doc, on a site of several; absent on a site of one. */
  versions?: Array<string | null>;
}

/** A field of the index with its weight in the ranking. */
export interface SearchField {
  name: 'title' | 'headings' | 'content';
  boost: number;
}
