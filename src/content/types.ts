import type { IslandRef } from '../islands/types.js';
import type { HexsiteError } from '../errors/HexsiteError.js';

/** Which plugin a content file belongs to. */
export type ContentKind = 'doc' | 'page' | 'blogPost';

/** One Markdown file of the site, read and with its front matter parsed. */
export interface ContentEntry {
  kind: ContentKind;
  /** Path relative to the site folder, posix separators (`docs/guides/plugins.md`): used in messages. */
  file: string;
  /** Path relative to its content folder (`guides/plugins.md`). */
  sourcePath: string;
  /** The front matter block as written (`---` lines included; `''` without one), for pointing at a key. */
  head: string;
  /** SHA-1 of the whole text: names the file's parsed page in the page store and cache. */
  key: string;
  /** Absolute real path, inside the site folder: the parse stage reads the text from here. */
  real: string;
}

/** A React page (`pages/*.tsx`): rendered to static HTML at build time. */
export interface ReactPageEntry {
  file: string;
  sourcePath: string;
  /** The page component (default export). */
  component: (props: Record<string, never>) => unknown;
  /** Page title (`export const title`), else the site title. */
  title?: string;
  description?: string;
  /** The CSS the page imports, bundled; undefined when it imports none. */
  css?: string;
  /** Its module, when the page runs in the browser (hooks, event handlers): it hydrates as an island. */
  island?: IslandRef;
}

/** `_category_.json` / `_category_.yml` of a docs folder. */
export interface CategoryMetadata {
  /** The folder relative to the docs folder (`guides`). */
  dir: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string } | null;
}

/** A file to copy as-is into the output. */
export interface StaticFile {
  /** Absolute source path. */
  from: string;
  /** Output path relative to the output folder, posix. */
  to: string;
  /** Site-relative source path, for messages (`static/img/logo.svg`). */
  file: string;
}

/** Everything read from the site folder. */
export interface ContentSet {
  docs: ContentEntry[];
  pages: ContentEntry[];
  reactPages: ReactPageEntry[];
  blogPosts: ContentEntry[];
  categories: CategoryMetadata[];
  staticFiles: StaticFile[];
  /** Raw text of data files by site-relative path (`blog/authors.yml`), when present. */
  dataFiles: Record<string, string>;
  /** Source text of the sidebars file, for error positions, and its evaluated export. */
  sidebars: { file: string; source: string; value: unknown } | null;
  /** Problems met while reading that do not stop the build (skipped links, bytes that were not UTF-8). */
  warnings: HexsiteError[];
}
