import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { outputFileOf } from '../output/outputPaths.js';
import type { OutputManifest } from '../serve/readOutputManifest.js';
import { scanServedFiles } from '../serve/servedFiles.js';
import { encodeUrlPath } from '../util/url.js';
import { OUTPUT_MARKER } from '../output/writeOutput.js';
import { checkExternalUrls, type ExternalOptions } from './checkExternalUrls.js';
import { describeProblems, type BrokenLink, type LinkProblem, type Occurrence } from './describeProblems.js';
import { findOutputFile, hasFragment, resolveLink, type LinkTarget, type SiteAddress } from './resolveLink.js';
import { isJsonFeed, scanJsonFeed, scanXml } from './scanFeed.js';
import { forEachRead, scanPages } from './scanPages.js';
import type { HtmlLink } from './scanHtml.js';

/** What to check. */
export interface CheckOutputOptions {
  manifest: OutputManifest;
  /** The site's host (from the config's `url`); read from the sitemap when not given. */
  host?: string | null;
  /** The site folder, to find each broken link's line in its Markdown file. */
  siteDir?: string | null;
  /** Check external URLs too, with these settings. */
  external?: ExternalOptions | false;
}

/** What was checked and what was found. */
export interface OutputCheck {
  problems: LinkProblem[];
  stats: {
    /** HTML pages read. */
    pages: number;
    /** Feeds and sitemaps read. */
    feeds: number;
    /** Links to this site checked (every occurrence). */
    links: number;
    /** `#fragments` checked against their page's ids. */
    anchors: number;
    /** Distinct external URLs checked (0 without `external`). */
    external: number;
    milliseconds: number;
  };
}

/**
 * Checks a built output folder as a static host would serve it: every internal URL of every
 * HTML page, feed and sitemap must answer with a file, and every `#fragment` must name an id
 * in the HTML of its target page (ids added by scripts do not count). Pages are read one by
 * one and only their ids stay in memory, with the few cross-page anchors waiting for their
 * target; a 5,000-page output never sits in memory whole.
 */
export async function checkOutput(options: CheckOutputOptions): Promise<OutputCheck> {
  const started = performance.now();
  const { manifest } = options;
  const { outDir, baseUrl } = manifest;
  // What `hexsite serve` would answer: no symbolic link out of the folder, no loop walked round.
  const { files, find } = await scanServedFiles(outDir);
  const site: SiteAddress = { baseUrl, host: options.host ?? (await hostFromSitemap(outDir, baseUrl, find)) };
  const pageUrls = new Map<string, string>();
  for (const permalink of manifest.routes.keys()) pageUrls.set(outputFileOf(permalink, baseUrl), permalink);

  const stats = { pages: 0, feeds: 0, links: 0, anchors: 0, external: 0, milliseconds: 0 };
  const broken: BrokenLink[] = [];
  const idsOf = new Map<string, Set<string>>();
  const waiting: Array<Occurrence & { file: string; fragment: string; path: string }> = [];
  const external = new Map<string, Occurrence[]>();
  const targets = new Map<string, string | null>();
  // Site-absolute URLs (`/docs/intro`) resolve alike on every page: the navigation repeats them
  // on each one, so each is resolved once.
  const absolute = new Map<string, LinkTarget>();

  /** Checks the links of one page or feed, now where it can, later for anchors on pages not read yet. */
  const checkLinks = (page: { file: string; url: string; base: string | null }, links: HtmlLink[]) => {
    const from = page.base ? new URL(page.base, new URL(page.url, 'http://hexsite.invalid')).href : page.url;
    for (const [index, link] of links.entries()) {
      const occurrence: Occurrence = { page: page.file, pageUrl: page.url, url: link.url, index };
      const sameEverywhere = link.url.startsWith('/') && !link.url.startsWith('//') && !page.base;
      let target = sameEverywhere ? absolute.get(link.url) : undefined;
      if (!target) {
        target = resolveLink(link.url, from, site);
        if (sameEverywhere) absolute.set(link.url, target);
      }
      if (target.kind === 'skip') continue;
      if (target.kind === 'external') {
        if (options.external) external.set(target.url, [...(external.get(target.url) ?? []), occurrence]);
        continue;
      }
      stats.links++;
      if (target.kind === 'invalid') {
        broken.push({ ...occurrence, kind: 'invalid' });
        continue;
      }
      let file = targets.get(target.path);
      if (file === undefined) targets.set(target.path, (file = findOutputFile(target.path, baseUrl, find)));
      // Another locale's page, whose locale this output does not hold (`hexsite build --locale fr`, checked alone): another build's to check.
      if (file === null && link.otherLocale && !holdsLocaleOf(target.path, baseUrl, find)) {
        stats.links--;
        continue;
      }
      if (file === null) {
        broken.push({ ...occurrence, kind: 'page', path: target.path });
        continue;
      }
      if (target.fragment === null || !file.endsWith('.html')) continue;
      stats.anchors++;
      const ids = idsOf.get(file);
      if (!ids) waiting.push({ ...occurrence, file, fragment: target.fragment, path: target.path });
      else if (!hasFragment(ids, target.fragment)) broken.push({ ...occurrence, kind: 'fragment', path: target.path, fragment: target.fragment, targetFile: file });
    }
  };

  const pages = files.filter((file) => file.endsWith('.html'));
  await scanPages(outDir, pages, (file, facts) => {
    idsOf.set(file, facts.ids);
    stats.pages++;
    checkLinks({ file, url: pageUrls.get(file) ?? urlOfFile(file, baseUrl), base: facts.base }, facts.links);
  });
  const feeds = files.filter((file) => !file.startsWith('__hexsite/') && (file.endsWith('.xml') || file.endsWith('.json')));
  await forEachRead(outDir, feeds, (file, text) => {
    // Feeds and sitemaps only; other XML and JSON files of the site are data, not pages.
    const isXml = file.endsWith('.xml');
    if (isXml ? !/<(?:urlset|sitemapindex|rss|feed)\b/.test(text.slice(0, 2000)) : !isJsonFeed(text.slice(0, 500))) return;
    const links = isXml ? scanXml(text) : scanJsonFeed(text);
    stats.feeds++;
    checkLinks({ file, url: urlOfFile(file, baseUrl), base: null }, links);
  });
  for (const link of waiting) {
    if (!hasFragment(idsOf.get(link.file)!, link.fragment)) broken.push({ ...link, kind: 'fragment', targetFile: link.file });
  }
  if (options.external && external.size) {
    const results = await checkExternalUrls([...external.keys()], options.external);
    stats.external = external.size;
    for (const [url, found] of external) {
      const result = results.get(url)!;
      if (!result.ok) for (const occurrence of found) broken.push({ ...occurrence, kind: 'external', status: result.status, error: result.error });
    }
  }
  const problems = await describeProblems(broken, { manifest, files, idsOf, siteDir: options.siteDir ?? null });
  stats.milliseconds = performance.now() - started;
  return { problems, stats };
}

/** The URL path of an output file that no route names: `a/index.html` → `/base/a/`, `a.html` → `/base/a.html`. */
function urlOfFile(file: string, baseUrl: string): string {
  return `${baseUrl}${encodeUrlPath(file.replace(/(^|\/)index\.html$/, '$1'))}`;
}

/** The site's host, from the sitemap's first URL under the base path: absolute links there are internal. */
async function hostFromSitemap(outDir: string, baseUrl: string, find: (file: string) => string | null): Promise<string | null> {
  if (find('sitemap.xml') !== 'sitemap.xml') return null;
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  for (const [, loc] of sitemap.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    try {
      const url = new URL(loc);
      if (`${url.pathname}/`.startsWith(baseUrl)) return url.host;
    } catch {
      // Not a URL: the check of the sitemap's links reports it.
    }
  }
  return null;
}

/**
 * Whether the output holds the locale of a page in another language: below the base path, the
 * folder of its first segment is a build of its own (`fr/__hexsite/routes.json`); above it, the
 * checked output is another locale's folder.
 */
function holdsLocaleOf(pathname: string, baseUrl: string, find: (file: string) => string | null): boolean {
  if (!pathname.startsWith(baseUrl)) return false;
  const locale = pathname.slice(baseUrl.length).split('/')[0];
  return Boolean(locale) && find(`${locale}/${OUTPUT_MARKER}`) !== null;
}
