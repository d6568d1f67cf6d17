import { BASE_URL_MARK } from '../mdx/pageStylesheet.js';
import { renderDocument, type DocumentOptions } from '../render/document.js';
import { fillContent, type PageContent } from '../render/renderMarkdown.js';
import { renderPage } from '../render/renderPage.js';
import { renderWithOverrides } from '../themeOverrides/renderWithOverrides.js';
import type { PageData } from '../site/types.js';
import { sha1 } from '../util/sha1.js';
import { provideGlobalData } from '../../theme/mdx/MdxContext.js';
import type { GlobalData } from '../site/globalData.js';
import { outputFileOf } from '../output/outputPaths.js';
import { readStored } from '../cache/pageStore.js';
import { writePageFile } from '../output/outputFiles.js';

/** What every page of a site shares in its render, whatever the output. */
export interface SiteRenderSetup {
  document: DocumentOptions;
  baseUrl: string;
  /** Folder of the page store, where parsed content waits. */
  storeDir: string;
  /** The site's own server render module, when it overrides theme components (src/themeOverrides/). */
  themeModule?: string;
  /** What `useGlobalData()` gives the site's components: the docs plugin's versions and docs (src/site/globalData.ts). */
  globalData: GlobalData;
}

/** What every page's render needs: sent once to each worker thread. */
export interface RenderSetup extends SiteRenderSetup {
  /** Folder the pages are written into as they are rendered; null to return them instead. */
  outDir: string | null;
  /** Whether each page written comes back with a hash of its HTML (`RenderedRoute.digest`). */
  digests?: boolean;
}

/** Where a page's Markdown content waits, and how its links resolve. */
export interface ContentRef {
  key: string;
  /** URL as written → URL in the output. */
  rewrites: Record<string, string>;
  /** MDX: a hash of the files the content is made of besides its own (part of the page's fingerprint). */
  made?: string;
}

/** One page to render: its data, and where its Markdown content (and its posts' excerpts) wait. */
export interface RenderTask {
  page: PageData;
  content?: ContentRef;
  /** Blog list pages: each listed post's excerpt, by position in `page.posts`. */
  excerpts?: Array<ContentRef | null>;
  /** A React page: what its `<Head>` adds to the document's head. */
  head?: string;
}

/**
 * A rendered page: one HTML file, which holds everything the page needs, its data for hydration
 * included; the client router fetches it too when the page is shown in place.
 */
export interface RenderedRoute {
  permalink: string;
  file: string;
  bytes: number;
  /** Set only when the setup has no output folder. */
  html?: string;
  /** The page's content as it stands in the HTML, under the same condition (a page with Markdown content only). */
  contentHtml?: string;
  /** The page stood again as the previous build wrote it, rather than being rendered. */
  reused?: true;
  /** A hash of the HTML written, when the setup asks for it. */
  digest?: string;
  /** Rendered again, the page came out as the previous build into the folder wrote it. */
  same?: true;
}

/**
 * Renders one page: fills its content from the page store, server-renders the theme around it,
 * and writes the HTML into the output folder at once, so no page waits in memory for the
 * others. Runs in worker threads and on the main thread alike.
 */
export function renderRoute(task: RenderTask, setup: RenderSetup): RenderedRoute {
  let page = task.page;
  let head = task.head;
  if (task.content) {
    const content = readContent(setup.storeDir, task.content.key);
    head = content.head?.replaceAll(BASE_URL_MARK, setup.baseUrl);
    const cards = page.kind === 'doc' ? page.cards : undefined;
    page = { ...page, contentHtml: fillContent(content.html, { urls: content.urls, resolve: resolver(task.content), cards }) } as PageData;
  }
  if (task.excerpts && 'posts' in page) {
    const excerpts = task.excerpts;
    page = {
      ...page,
      posts: page.posts.map((post, index) => {
        const ref = excerpts[index];
        return ref ? { ...post, contentHtml: excerptHtml(ref, setup) } : post;
      }),
    } as PageData;
  }
  provideGlobalData(setup.globalData);
  const body = setup.themeModule ? renderWithOverrides(setup.themeModule, setup.document.chrome, page) : renderPage(setup.document.chrome, page);
  const html = renderDocument(page, body, setup.document, head);
  const file = outputFileOf(page.permalink, setup.baseUrl);
  const written = writePage(setup, page.permalink, file, html);
  return setup.outDir === null ? { ...written, contentHtml: task.content ? page.contentHtml : undefined } : written;
}

/**
 * Writes a page's HTML into the output folder, when there is one; returns what the build learns
 * of it: its size, its HTML without a folder, the hash of its HTML when the setup asks for it.
 */
export function writePage(setup: RenderSetup, permalink: string, file: string, html: string): RenderedRoute {
  const bytes = Buffer.byteLength(html);
  if (setup.outDir === null) return { permalink, file, bytes, html };
  writePageFile(setup.outDir, file, html, memoryOf(setup).made);
  return { permalink, file, bytes, ...(setup.digests && { digest: sha1(html) }) };
}

/** The content of a parsed page, from the store. */
export function readContent(storeDir: string, key: string): PageContent {
  return readStored(storeDir, key).content();
}

function resolver(ref: ContentRef): (url: string) => string {
  return (url) => ref.rewrites[url] ?? url;
}

/**
 * What this thread remembers while it renders one build: the folders it made (most pages share
 * theirs, and a `mkdir` per file costs a second per thousand pages) and the excerpts it filled
 * (a post is listed on the blog, its tags' and its authors' pages). A new build starts afresh.
 */
let memory: { build: string; made: Set<string>; excerpts: Map<string, string> } | undefined;

function memoryOf(setup: RenderSetup) {
  const build = `${setup.storeDir}\0${setup.outDir}`;
  if (memory?.build !== build) memory = { build, made: new Set(), excerpts: new Map() };
  return memory;
}

/** A post's excerpt, filled once per build and thread: a post's rewrites are the same on every list. */
function excerptHtml(ref: ContentRef, setup: RenderSetup): string {
  const { excerpts } = memoryOf(setup);
  let html = excerpts.get(ref.key);
  if (html === undefined) {
    const content = readContent(setup.storeDir, ref.key);
    html = fillContent(content.excerptHtml ?? '', { urls: content.urls, resolve: resolver(ref) });
    excerpts.set(ref.key, html);
  }
  return html;
}
