import type { SiteConfig } from '../config/types.js';
import { withBasePath } from '../render/htmlTags.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { reportUnder } from '../errors/policy.js';
import type { LinkRef, PageFacts } from '../markdown/types.js';
import type { SiteModel } from '../site/modelTypes.js';
import { closest } from '../util/closest.js';
import { findInSource } from '../util/findInSource.js';
import { safeDecode } from '../util/safeDecode.js';
import { decodeUrlPath, isExternalUrl, splitPlainPath } from '../util/url.js';

/**
 * What links may point at: every page (with its element ids when known) and every other output
 * file. Paths are decoded (`/docs/c#`, not `/docs/c%23`), as a static host decodes a request
 * before it looks for the file: `/docs/caf%C3%A9` and `/docs/caf%c3%a9` reach the same page.
 */
interface LinkTargets {
  /** Decoded URL path (no trailing slash) → the page's URL, its permalink and its ids (null when not known). */
  pages: Map<string, { href: string; permalink: string; ids: Set<string> | null }>;
  /** Decoded URL paths of non-page files (static files, feeds, assets). */
  files: Set<string>;
}

/** What the link check found: its problems, and the ids that links point at. */
export interface LinkCheck {
  problems: HexsiteError[];
  /** Permalink → the ids on that page that a link of the site points at, decoded: the `#fragment`s that must stay. */
  linkedIds: Map<string, Set<string>>;
}

/**
 * Checks every internal link of the content and of the navbar and footer against the pages and
 * files of the output: a link to no page, or to a `#fragment` that is no id on its target
 * page, is a problem named by file and line, with the closest existing path.
 */
export function checkLinks(options: { model: SiteModel; parsed: Map<string, PageFacts>; outputPaths: string[] }): LinkCheck {
  const { model, parsed, outputPaths } = options;
  const { baseUrl } = model.config;
  const targets = collectTargets(model, parsed, outputPaths);
  const problems: HexsiteError[] = [];
  const linkedIds = new Map<string, Set<string>>();
  for (const route of model.routes) {
    if (!route.content) continue;
    const page = parsed.get(route.content.file);
    if (!page) continue;
    for (const ref of page.links) {
      const url = route.content.rewrites[ref.url] ?? ref.url;
      // A `.md` link left as written was already reported as a broken Markdown link.
      if (/\.mdx?(#|$)/i.test(url) && !url.startsWith(baseUrl)) continue;
      const problem = checkUrl(url, route.page.permalink, baseUrl, targets, linkedIds);
      if (problem) problems.push(linkError(problem, ref, route.content.file, targets));
    }
  }
  const chromeLinks = [
    ...model.chrome.navItems
      .flatMap((item) => (item.kind === 'dropdown' ? (item.items ?? []) : [item]))
      .filter((item) => !item.external && !item.locales && item.kind === undefined)
      .map((item) => ({ label: item.label, href: item.href })),
    ...(model.chrome.footer?.columns.flatMap((column) => column.items.filter((item) => !item.external && item.html === undefined)) ?? []),
  ];
  for (const link of chromeLinks) {
    const problem = checkUrl(link.href, baseUrl, baseUrl, targets, linkedIds);
    if (!problem) continue;
    const at = findInSource(model.config.configSource, link.label);
    problems.push(
      new HexsiteError(`Unexpected link to \`${link.href}\` in "${link.label}", expected a page of the site`, {
        file: model.config.configFile,
        line: at?.line,
        column: at?.column,
        ruleId: 'broken-link',
        hint: suggest(problem.path, targets),
      }),
    );
  }
  problems.push(...checkAnnouncementLinks(model, targets, linkedIds), ...checkRedirects(model, targets, linkedIds), ...checkHeadTagLinks(model, targets, linkedIds));
  return { problems, linkedIds };
}

/**
 * Where the redirect pages of the config and of plugins lead (those with a source file; the
 * docs' own redirect leads to the main doc): a redirect to no page is a broken link.
 */
function checkRedirects(model: SiteModel, targets: LinkTargets, linkedIds: Map<string, Set<string>>): HexsiteError[] {
  const { baseUrl, configFile, configSource } = model.config;
  return model.routes.flatMap((route) => {
    const { page } = route;
    if (page.kind !== 'redirect' || route.file === undefined) return [];
    const problem = checkUrl(page.to, page.permalink, baseUrl, targets, linkedIds);
    if (!problem) return [];
    const from = `/${page.permalink.slice(baseUrl.length)}`;
    const at = route.file === configFile ? findInSource(configSource, from) : undefined;
    return [
      new HexsiteError(`Unexpected redirect from \`${from}\` to \`${page.to}\`, expected a page of the site`, {
        file: route.file,
        line: at?.line,
        column: at?.column,
        ruleId: 'broken-link',
        hint: suggest(problem.path, targets),
      }),
    ];
  });
}

/** The site paths of the config's `stylesheets`, `scripts` and `headTags` (`/js/x.js`): each must be a file or page of the output. */
function checkHeadTagLinks(model: SiteModel, targets: LinkTargets, linkedIds: Map<string, Set<string>>): HexsiteError[] {
  const { config } = model;
  const written = [
    ...config.stylesheets.map((sheet) => ({ key: 'stylesheets', url: typeof sheet === 'string' ? sheet : sheet.href })),
    ...config.scripts.map((script) => ({ key: 'scripts', url: typeof script === 'string' ? script : script.src })),
    ...config.headTags.flatMap((tag) => ['href', 'src'].flatMap((name) => (typeof tag.attributes[name] === 'string' ? [{ key: 'headTags', url: tag.attributes[name] }] : []))),
  ];
  return written.flatMap(({ key, url }) => {
    if (!url.startsWith('/') || url.startsWith('//')) return [];
    const href = withBasePath(url, config.baseUrl);
    const problem = checkUrl(href, config.baseUrl, config.baseUrl, targets, linkedIds);
    if (!problem) return [];
    const at = findInSource(config.configSource, url) ?? findInSource(config.configSource, key);
    return [
      new HexsiteError(`Unexpected link to \`${href}\` in \`${key}\`, expected a file or page of the site`, {
        file: config.configFile,
        line: at?.line,
        column: at?.column,
        ruleId: 'broken-link',
        hint: `Put the file in a static folder (\`${config.staticDirectories[0] ?? 'static'}/${href.slice(config.baseUrl.length)}\` is served at \`${href}\`), or link it by its full URL.`,
      }),
    ];
  });
}

/** The links of the config's announcement (HTML), each at its place in the config file. */
function checkAnnouncementLinks(model: SiteModel, targets: LinkTargets, linkedIds: Map<string, Set<string>>): HexsiteError[] {
  const written = model.config.announcementBar?.content;
  const shown = model.chrome.announcementBar?.content;
  if (!written || !shown) return [];
  const hrefs = (html: string) => [...html.matchAll(/ href=(["'])(.*?)\1/g)].map((match) => match[2]);
  const asWritten = hrefs(written);
  const { baseUrl } = model.config;
  return hrefs(shown).flatMap((href, index) => {
    const problem = checkUrl(href, baseUrl, baseUrl, targets, linkedIds);
    if (!problem) return [];
    const at = findInSource(model.config.configSource, asWritten[index] ?? href) ?? findInSource(model.config.configSource, 'announcementBar');
    return [
      new HexsiteError(`Unexpected link to \`${href}\` in \`announcementBar.content\`, expected a page of the site`, {
        file: model.config.configFile,
        line: at?.line,
        column: at?.column,
        ruleId: 'broken-link',
        hint: suggest(problem.path, targets),
      }),
    ];
  });
}

function collectTargets(model: SiteModel, parsed: Map<string, PageFacts>, outputPaths: string[]): LinkTargets {
  const pages: LinkTargets['pages'] = new Map();
  for (const route of model.routes) {
    const ids = route.content ? parsed.get(route.content.file)?.ids : undefined;
    const href = normalizePath(route.page.permalink);
    pages.set(decodeUrlPath(href), { href, permalink: route.page.permalink, ids: ids ? new Set(ids) : null });
  }
  const files = new Set(outputPaths.filter((path) => !path.endsWith('.html')).map((path) => `${model.config.baseUrl}${path}`));
  return { pages, files };
}

/** `/a/b/` and `/a/b/index.html` are the page `/a/b`. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/index\.html$/, '').replace(/\/$/, '');
  return trimmed || '/';
}

type Problem = { path: string; fragment?: string; kind: 'page' | 'fragment' };

/** A link's problem, or null; the id it points at on a page of the site is noted in `linkedIds`. */
function checkUrl(url: string, from: string, baseUrl: string, targets: LinkTargets, linkedIds: Map<string, Set<string>>): Problem | null {
  if (isExternalUrl(url)) return null;
  const { path, fragment } = resolveUrl(url, from);
  if (!path.startsWith(baseUrl) && `${path}/` !== baseUrl) return { path, kind: 'page' };
  if (targets.files.has(path)) return null;
  const page = targets.pages.get(normalizePath(path));
  if (!page) return { path, kind: 'page' };
  if (!fragment) return null;
  const linked = linkedIds.get(page.permalink) ?? new Set<string>();
  linkedIds.set(page.permalink, linked.add(fragment));
  return page.ids && !page.ids.has(fragment) ? { path, fragment, kind: 'fragment' } : null;
}

/** The decoded path and fragment a link leads to from the page at `from`. */
function resolveUrl(url: string, from: string): { path: string; fragment?: string } {
  // Most links, once resolved, are plain paths from the root.
  const plain = splitPlainPath(url);
  if (plain) return { path: plain.path, fragment: plain.fragment ?? undefined };
  const resolved = new URL(url, `http://site${from}`);
  return { path: decodeUrlPath(resolved.pathname), fragment: resolved.hash ? safeDecode(resolved.hash.slice(1)) : undefined };
}

function linkError(problem: Problem, ref: LinkRef, file: string, targets: LinkTargets): HexsiteError {
  if (problem.kind === 'fragment') {
    const ids = targets.pages.get(normalizePath(problem.path))?.ids;
    const near = ids ? closest(problem.fragment ?? '', ids) : [];
    return new HexsiteError(`Unexpected link to \`#${problem.fragment}\` on \`${problem.path}\`, expected the id of a heading on that page`, {
      file,
      line: ref.line,
      column: ref.column,
      ruleId: 'broken-anchor',
      hint: near.length ? `Did you mean ${near.map((id) => `\`#${id}\``).join(' or ')}?` : 'Link to an existing heading, or give one a custom id with `{#id}`.',
    });
  }
  return new HexsiteError(`Unexpected link to \`${ref.url}\`, expected an existing page (no page at \`${problem.path}\`)`, {
    file,
    line: ref.line,
    column: ref.column,
    ruleId: 'broken-link',
    hint: suggest(problem.path, targets),
  });
}

/** The closest page, named by the URL to write in a link (`/docs/c%23`, not `/docs/c#`). */
function suggest(path: string, targets: LinkTargets): string {
  const near = closest(normalizePath(path), targets.pages.keys());
  const href = near.length ? targets.pages.get(near[0])?.href : undefined;
  return href ? `Did you mean \`${href}\`? Fix the link, or add the page.` : 'Fix the link, or add the page.';
}

/** Applies `onBrokenLinks` to links to missing pages and `onBrokenAnchors` to links to missing headings. */
export function applyLinkPolicy(problems: HexsiteError[], config: Pick<SiteConfig, 'onBrokenLinks' | 'onBrokenAnchors'>): { errors: HexsiteError[]; warnings: HexsiteError[] } {
  const sorted = { errors: [] as HexsiteError[], warnings: [] as HexsiteError[] };
  for (const problem of problems) reportUnder(problem, problem.ruleId === 'broken-anchor' ? config.onBrokenAnchors : config.onBrokenLinks, sorted);
  return sorted;
}
