import { readFileSync } from 'node:fs';
import path from 'node:path';
import { replaceServedFile } from '../output/outputFiles.js';
import { outputFileOf } from '../output/outputPaths.js';
import { sha1 } from '../util/sha1.js';
import { parseAgain, renderAgain, storedPage } from '../pipeline/rebuild.js';
import { DATA_ID } from '../render/document.js';
import { fillContent, type PageContent } from '../render/renderMarkdown.js';
import { formatReadingTime } from '../site/blog/readingTime.js';
import type { BuildResult } from '../pipeline/types.js';
import { decodeSource } from '../content/readSource.js';
import type { PageFacts } from '../markdown/types.js';
import type { Route } from '../site/modelTypes.js';
import { createToc } from '../site/navigation.js';
import type { PageData } from '../site/types.js';
import { validateHeadingIds } from '../site/validateHeadingIds.js';
import { textHash } from '../../theme/dev/protocol.js';
import { BURST_SIZE } from './rebuildQueue.js';
import type { SiteChange } from './watchSite.js';
import type { Translate } from '../../theme/components/SiteContext.js';
import { translateMessage } from '../../theme/i18n/translate.js';

/** Page kinds whose Markdown shows on their own page only: a blog post's excerpt also shows in the blog's lists. */
export const ON_ITS_OWN: ReadonlySet<string> = new Set(['doc', 'mdPage']);

/** A page written over its file in the served output, ahead of the rebuild. */
export interface PreviewedPage {
  permalink: string;
  html: string;
  /** Its content element's new HTML, which open browsers put in place without fetching the page. */
  contentHtml: string;
  /** `textHash` of its data script: a browser whose page holds other data takes `dataText`, or else fetches the page. */
  dataHash: string;
  /** Its data script's new text, when the edit changed the page's data (a heading, its table of contents): open browsers put it in place too. */
  dataText?: string;
}

/**
 * The first answer to a saved Markdown file, before the rebuild: when every change is an edit
 * of a doc, Markdown page or blog post whose facts stay as the rest of the site reads them
 * (title, front matter, links, first paragraph: what other pages show of it, or what the site
 * model reads), only the page itself changed. A blog post's excerpt and reading time must stay
 * too: the blog's lists show them. Its text may move (lines shift) and its headings may change,
 * as long as no link of the site points at an id the edit takes away and its custom ids stay
 * unique: the checks a rebuild would fail on. Each such page is parsed, rendered from the last
 * good build's page data (its table of contents made again from its headings) and written over
 * its file in the served output, which the rebuild then replaces with the same page and the
 * search index brought up to date. Anything else (an added or removed file, a changed title, a
 * file that does not parse) is left to the rebuild: null. A page whose served file is already
 * what it would be written as is left out: none to show, an empty list.
 */
export function previewEdits(options: { siteDir: string; last: BuildResult; changes: SiteChange[] }): PreviewedPage[] | null {
  const { siteDir, last, changes } = options;
  const from = last.renderFrom;
  if (!from || !last.outDir || !changes.length || changes.some((change) => change.type !== 'change')) return null;
  const routes = routesByFile(siteDir, last);
  const pages: Array<PreviewedPage & { file: string }> = [];
  for (const change of new Set(changes.map((each) => path.resolve(siteDir, each.file)))) {
    const route = routes.get(change);
    const post = route?.page.kind === 'blogPost';
    // The blog's lists show posts' excerpts, the only Markdown one page shows of another: `sameInLists` checks them.
    if (!route?.content || !(post || ON_ITS_OWN.has(route.page.kind))) return null;
    try {
      const key = textKey(change, route.content.file);
      if (key === route.content.key) return null;
      const parsed = parseAgain(last, { file: route.content.file, real: change, key, kind: post ? 'blogPost' : route.page.kind === 'doc' ? 'doc' : 'page' });
      const stored = storedPage(last, route.content.key);
      const before = stored.facts();
      if (!parsed.facts || !before || siteFacts(before) !== siteFacts(parsed.facts)) return null;
      if (post && !sameInLists(before, stored.content(), parsed.facts, storedPage(last, key).content())) return null;
      if (takesLinkedId(before, parsed.facts, from.linkedIds.get(route.page.permalink))) return null;
      if (validateHeadingIds(new Map([[route.content.file, parsed.facts]])).length) return null;
      // The page's own table of contents follows its headings; nothing else of its data changes.
      const levels = route.content.toc;
      const toc = levels && createToc(parsed.facts.headings, levels.min, levels.max);
      const tocChanged = toc !== undefined && JSON.stringify(toc) !== JSON.stringify('toc' in route.page ? route.page.toc : undefined);
      const page = tocChanged ? ({ ...route.page, toc } as PageData) : route.page;
      const { html, contentHtml } = renderAgain(last, page, { key, rewrites: route.content.rewrites });
      const { permalink } = route.page;
      const dataText = dataScriptOf(html!);
      const file = path.join(last.outDir, outputFileOf(permalink, from.setup.baseUrl));
      // Shown already: a file written in place is heard as two changes, emptied then filled.
      if (holdsText(file, html!)) continue;
      pages.push({ permalink, html: html!, contentHtml: contentHtml ?? '', dataHash: textHash(dataText), ...(tocChanged && { dataText }), file });
    } catch {
      // A file gone in the meantime, a cache entry pruned: the rebuild will say what it is.
      return null;
    }
  }
  for (const page of pages) replaceServedFile(page.file, page.html);
  return pages.map(({ file: _file, ...page }) => page);
}

/**
 * Whether every change is of a page's Markdown whose text is as the last good build read it: a
 * save that changed nothing, or the second change heard of one save (a file written in place
 * is heard emptied, then filled, and the rebuild may have read it filled in between).
 */
export function unchangedSinceBuilt(options: { siteDir: string; last: BuildResult; changes: SiteChange[] }): boolean {
  const { siteDir, last, changes } = options;
  if (!changes.length || changes.some((change) => change.type !== 'change')) return false;
  const routes = routesByFile(siteDir, last);
  return [...new Set(changes.map((change) => path.resolve(siteDir, change.file)))].every((file) => {
    const route = routes.get(file);
    if (!route?.content) return false;
    try {
      return textKey(file, route.content.file) === route.content.key;
    } catch {
      // A file gone, or no longer text: the rebuild says what it is.
      return false;
    }
  });
}

/**
 * The pages a save shows ahead of its rebuild, each file on its own (see `previewEdits`): one
 * that cannot be shown (a new title, a mistake) is left to the rebuild and holds no other back.
 * A burst of files (`BURST_SIZE` or more: a `git checkout`) is the rebuild's: none.
 */
export function previewEach(options: { siteDir: string; last: BuildResult; changes: SiteChange[] }): PreviewedPage[] {
  const files = new Set(options.changes.map((change) => change.file));
  if (files.size >= BURST_SIZE) return [];
  return [...files].flatMap((file) => {
    try {
      return previewEdits({ ...options, changes: options.changes.filter((change) => change.file === file) }) ?? [];
    } catch {
      // The output was being swapped by a rebuild: the rebuild the edit queued shows it.
      return [];
    }
  });
}

/** The key of a Markdown file's text as the build reads it (see `scanContent`). */
function textKey(file: string, relative: string): string {
  return sha1(decodeSource(readFileSync(file), relative).text);
}

/** `routesByFile` of each build, made once: every preview and skip until the next build looks pages up in it. */
const routesOfBuild = new WeakMap<BuildResult, { siteDir: string; routes: Map<string, Route | null> }>();

/** The routes of a build by the absolute path of their Markdown; null for a file that is the content of two routes, no single page's. */
function routesByFile(siteDir: string, last: BuildResult): Map<string, Route | null> {
  const made = routesOfBuild.get(last);
  if (made?.siteDir === siteDir) return made.routes;
  const routes = new Map<string, Route | null>();
  for (const route of last.model.routes) {
    if (!route.content) continue;
    const file = path.resolve(siteDir, route.content.file);
    routes.set(file, routes.has(file) ? null : route);
  }
  routesOfBuild.set(last, { siteDir, routes });
  return routes;
}

/** Whether a file holds this text: false when it is missing. */
export function holdsText(file: string, text: string): boolean {
  try {
    return readFileSync(file, 'utf8') === text;
  } catch {
    return false;
  }
}

/** The text of a page's data script, as a browser's `textContent` reads it: script text is never decoded. */
export function dataScriptOf(html: string): string {
  const open = `<script id="${DATA_ID}" type="application/json">`;
  const start = html.indexOf(open);
  return start < 0 ? '' : html.slice(start + open.length, html.indexOf('</script>', start));
}

/**
 * What the rest of the site reads of a page's facts: all but where things stand in its file
 * (lines and columns, for messages), its headings and ids (its own table of contents, and the
 * targets of links, which `takesLinkedId` checks) and its length in words (a blog post's
 * reading time, which `sameInLists` compares as it shows).
 */
function siteFacts(facts: PageFacts): string {
  return JSON.stringify({
    ...facts,
    headings: [],
    ids: [],
    wordCount: 0,
    links: facts.links.map(({ kind, url }) => ({ kind, url })),
    docCardList: facts.docCardList && {},
  });
}

/** Minutes are minutes in every language: English tells whether the reading time changed. */
const english: Translate = (id, text, values) => translateMessage(undefined, 'en', id, text, values);

/**
 * Whether a blog post shows in the blog's lists as it did: the same excerpt (up to
 * `<!-- truncate -->`, or the whole post without one) and the same reading time.
 */
function sameInLists(before: PageFacts, beforeContent: PageContent, after: PageFacts, afterContent: PageContent): boolean {
  // Its URLs as written in place of their slots, which an edit elsewhere in the post renumbers.
  const excerpt = (content: PageContent) => fillContent(content.excerptHtml ?? '', { urls: content.urls, resolve: (url) => url });
  return excerpt(beforeContent) === excerpt(afterContent) && formatReadingTime(before.wordCount, english) === formatReadingTime(after.wordCount, english);
}

/** Whether an edit takes away an id that a link of the site points at: the rebuild's link check would fail. */
function takesLinkedId(before: PageFacts, after: PageFacts, linked: ReadonlySet<string> | undefined): boolean {
  if (!linked) return false;
  const kept = new Set(after.ids);
  return before.ids.some((id) => linked.has(id) && !kept.has(id));
}
