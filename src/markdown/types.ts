import type { Root } from 'hast';

/** A heading of a page, for the table of contents and `#fragment` checks. */
export interface Heading {
  /** 1–6. */
  depth: number;
  /** Plain text of the heading. */
  text: string;
  /** The element id: a GitHub-style slug, or the `{#custom-id}` the writer gave. */
  id: string;
  /** 1-based line in the source file. */
  line?: number;
}

/** A link or image reference found in a page, with its place in the source. */
export interface LinkRef {
  kind: 'link' | 'image';
  /** The URL as written. */
  url: string;
  line?: number;
  column?: number;
}

/** A part of a page for the search index: the text before the first h2/h3, or one h2/h3 and the text under it. */
export interface SearchSection {
  /** The heading's plain text; absent for the part before the first heading (the page title's section). */
  heading?: string;
  /** The heading's element id, for the hit's `#hash`. */
  id?: string;
  /** Plain text of the part, whitespace collapsed, at most `SEARCH_SECTION_MAX_LENGTH` characters. */
  text: string;
}

/** A message a plugin recorded on the file (`file.message()`), reported as a warning. */
export interface PluginMessage {
  reason: string;
  line?: number;
  column?: number;
  /** The plugin's name for the rule (`no-dead-urls`), when it gave one. */
  ruleId?: string;
  /** The plugin's name for itself (`remark-lint`), when it gave one; `hexsite` for hexsite's own warnings about the page. */
  source?: string;
  /** What to do, for hexsite's own warnings. */
  hint?: string;
}

/** What Markdown parsing produces for one file: a tree and the facts read from it. */
export interface ParsedPage {
  /** The content as hast, with ids, highlighted code and admonitions, without the leading h1. */
  hast: Root;
  /** Every heading h2–h6 in document order (the leading h1 is `title`). */
  headings: Heading[];
  /** Every element id of the content (headings, footnotes, raw HTML anchors): `#fragment` targets; may repeat. */
  ids: string[];
  /** Every link and image, in document order. */
  links: LinkRef[];
  /** Text of a leading `# h1`, when the content starts with one. */
  title?: string;
  /** Plain text of the start of the first paragraph (at most 1000 characters), for a default description. */
  firstParagraph?: string;
  /** Index in `hast.children` where the excerpt ends (the `<!-- truncate -->` marker), if any. */
  truncateAt?: number;
  /** Where `::doc-card-list` is used, if it is. */
  docCardList?: { line?: number; column?: number };
  /** Number of words of prose, for the reading time. */
  wordCount: number;
  /** The page split at its h2/h3 headings, for the search index; the part before the first heading comes first. */
  searchSections: SearchSection[];
  /** Messages the site's plugins recorded, when there are any. */
  messages?: PluginMessage[];
  /** Read as MDX: the tree may hold JSX, expressions and ESM. */
  mdx?: boolean;
}

/**
 * What whole-site stages keep of a parsed page: its facts, without the tree, and without the
 * search sections (the page's text), which the page store keeps for the search index alone.
 */
export type PageFacts = Omit<ParsedPage, 'hast' | 'searchSections'> & {
  /** The parsed front matter; `{}` without one. */
  frontmatter: Record<string, unknown>;
  /** Plain text of the excerpt (up to `<!-- truncate -->`), when the page has the marker; at most 1000 characters. */
  excerptText?: string;
  /** The islands its content uses (src/islands/registry.ts keys, `src/components/Counter.tsx#default`); absent without any. */
  islands?: string[];
  /** MDX: the site files the page is made of besides its own (partials, modules; packages by their package.json), with their hashes. */
  dependencies?: Array<{ file: string; hash: string }>;
  /** MDX: markup the page adds to its `<head>` (`@docusaurus/Head`). */
  head?: string;
  /** MDX: the hash naming the page's stylesheet (the CSS its imports bring), see src/mdx/pageStylesheet.ts. */
  stylesheet?: string;
};
