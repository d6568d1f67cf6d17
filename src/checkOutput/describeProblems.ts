import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputManifest } from '../serve/readOutputManifest.js';
import { closest } from '../util/closest.js';
import { safeDecode } from '../util/safeDecode.js';
import { decodeUrlPath, encodeUrlPath } from '../util/url.js';
import { CONFIG_FILES } from '../config/loadConfig.js';
import { findLinkInSource } from './findLinkInSource.js';

/** One URL found in a page or feed. */
export interface Occurrence {
  /** The page or feed: its output file, posix, relative to the output folder. */
  page: string;
  /** Its URL path. */
  pageUrl: string;
  /** The URL as written. */
  url: string;
  /** Its place among the page's URLs: the order links are written in. */
  index: number;
}

/** A URL that leads nowhere, and why. */
export type BrokenLink = Occurrence &
  (
    | { kind: 'invalid' }
    | { kind: 'page'; path: string }
    | { kind: 'fragment'; path: string; fragment: string; targetFile: string }
    | { kind: 'external'; status?: number; error?: string }
  );

/** A broken link as reported: where, what is wrong, what to do. */
export interface LinkProblem {
  ruleId: 'broken-link' | 'broken-anchor' | 'broken-external-link';
  /** The page or feed holding the link (output file, posix). */
  page: string;
  pageUrl: string;
  /** The link as written in the page. */
  url: string;
  /** The source file of the page relative to the site folder, when the build recorded it. */
  source?: string;
  /** The file the link was written in, when found: the page's source, or the config (navbar, footer, announcement). */
  writtenIn?: string;
  line?: number;
  column?: number;
  /** "Unexpected …, expected …". */
  reason: string;
  hint: string;
}

/** Distinct broken paths given a "did you mean": each costs a pass over every route. */
const SUGGESTION_LIMIT = 200;

/**
 * Words each broken link for a person: the closest existing page or id, and the source file
 * and line the link was written at (read from the site folder when it is known). Sorted by
 * page, then line, then order in the page; one link written once and repeated (a page's
 * navigation) is reported once per page.
 */
export async function describeProblems(
  broken: BrokenLink[],
  context: { manifest: OutputManifest; files: string[]; idsOf: Map<string, Set<string>>; siteDir: string | null },
): Promise<LinkProblem[]> {
  const { manifest, idsOf, siteDir } = context;
  const suggest = createSuggester(manifest, context.files);
  const sorted = [...broken].sort((a, b) => a.page.localeCompare(b.page, 'en') || a.index - b.index);
  const sources = new Map<string, Promise<string | null>>();
  const seen = new Map<string, number>();
  const problems: LinkProblem[] = [];
  const reported = new Set<string>();
  for (const link of sorted) {
    const problem = describe(link, { baseUrl: manifest.baseUrl, suggest, idsOf });
    const source = manifest.sources.get(link.pageUrl);
    if (source) {
      problem.source = source;
      const linkKey = `${link.page}\0${link.url}`;
      const occurrence = seen.get(linkKey) ?? 0;
      seen.set(linkKey, occurrence + 1);
      const text = siteDir ? await readSource(sources, path.join(siteDir, source)) : null;
      const at = text === null ? undefined : findLinkInSource(text, { url: link.url, baseUrl: manifest.baseUrl, occurrence });
      if (at) Object.assign(problem, { writtenIn: source, line: at.line, column: at.column });
    }
    // A link the page's own source does not hold came from the navbar, footer or announcement
    // of every page: the config is where to mend it.
    const config = !problem.writtenIn && siteDir ? await readConfig(sources, siteDir) : null;
    const inConfig = config ? findLinkInSource(config.text, { url: link.url, baseUrl: manifest.baseUrl, occurrence: 0 }) : undefined;
    if (config && inConfig) Object.assign(problem, { writtenIn: config.file, line: inConfig.line, column: inConfig.column });
    const key = `${problem.page}\0${problem.url}\0${problem.line ?? ''}:${problem.column ?? ''}`;
    if (reported.has(key)) continue;
    reported.add(key);
    problems.push(problem);
  }
  return problems.sort((a, b) => a.page.localeCompare(b.page, 'en') || (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0));
}

/** The site's config file and its text, read once; null when the site folder holds none. */
async function readConfig(sources: Map<string, Promise<string | null>>, siteDir: string): Promise<{ file: string; text: string } | null> {
  for (const file of CONFIG_FILES) {
    const text = await readSource(sources, path.join(siteDir, file));
    if (text !== null) return { file, text };
  }
  return null;
}

function describe(link: BrokenLink, context: { baseUrl: string; suggest: (path: string) => string | undefined; idsOf: Map<string, Set<string>> }): LinkProblem {
  const base = { page: link.page, pageUrl: link.pageUrl, url: link.url };
  const shown = `\`${link.url}\``;
  switch (link.kind) {
    case 'invalid':
      return { ...base, ruleId: 'broken-link', reason: `Unexpected link to ${shown}, expected a valid URL`, hint: 'Fix the link: a browser cannot follow it.' };
    case 'page': {
      if (!link.path.startsWith(context.baseUrl) && `${link.path}/` !== context.baseUrl) {
        return {
          ...base,
          ruleId: 'broken-link',
          reason: `Unexpected link to ${shown}, expected a path under the base path \`${context.baseUrl}\` (nothing at \`${link.path}\`)`,
          hint: `The site is served under \`${context.baseUrl}\`. In Markdown, link to \`/docs/…\` and the build adds the base path.`,
        };
      }
      const near = context.suggest(link.path);
      return {
        ...base,
        ruleId: 'broken-link',
        reason: `Unexpected link to ${shown}, expected an existing page or file (nothing at \`${link.path}\`)`,
        hint: near ? `Did you mean \`${near}\`? Fix the link, or add the page.` : 'Fix the link, or add the page.',
      };
    }
    case 'fragment': {
      const id = safeDecode(link.fragment);
      const near = closest(id, context.idsOf.get(link.targetFile) ?? []);
      return {
        ...base,
        ruleId: 'broken-anchor',
        reason: `Unexpected link to ${shown}, expected an element with id \`${id}\` on \`${link.path}\``,
        hint: near.length
          ? `Did you mean ${near.map((candidate) => `\`#${candidate}\``).join(' or ')}? Fix the link, or give a heading that id with \`{#${id}}\`.`
          : 'Link to an id in the page\'s HTML (a heading\'s), or give a heading that id with `{#id}`. Ids added by scripts do not count.',
      };
    }
    case 'external':
      return {
        ...base,
        ruleId: 'broken-external-link',
        reason: `Unexpected ${link.status ? `status ${link.status}` : `failure (${link.error})`} from ${shown}, expected a working page (asked with HEAD, then GET)`,
        hint: 'Fix or remove the link; if that site is only down for now, check again later.',
      };
  }
}

/**
 * The closest existing URL to a broken path, named as it should be written (percent-encoded):
 * among the routes for a page, among files of the same extension for anything else.
 */
function createSuggester(manifest: OutputManifest, files: string[]): (path: string) => string | undefined {
  const pages = new Map<string, string>();
  for (const permalink of manifest.routes.keys()) pages.set(normalizePath(decodeUrlPath(permalink)), permalink);
  const others = new Map<string, string>();
  for (const file of files) {
    if (file.endsWith('.html') || file.startsWith('__hexsite/')) continue;
    others.set(`${manifest.baseUrl}${file}`, `${manifest.baseUrl}${encodeUrlPath(file)}`);
  }
  const memo = new Map<string, string | undefined>();
  return (path) => {
    if (memo.has(path)) return memo.get(path);
    if (memo.size >= SUGGESTION_LIMIT) return undefined;
    const extension = /\.([A-Za-z0-9]+)$/.exec(path.slice(path.lastIndexOf('/')))?.[1];
    const pool = extension && extension !== 'html' ? new Map([...others].filter(([candidate]) => candidate.endsWith(`.${extension}`))) : pages;
    const near = closest(extension && extension !== 'html' ? path : normalizePath(path), pool.keys());
    const found = near.length ? pool.get(near[0]) : undefined;
    memo.set(path, found);
    return found;
  };
}

/** `/a/b/` and `/a/b/index.html` are the page `/a/b`. */
function normalizePath(path: string): string {
  return path.replace(/\/index\.html$/, '').replace(/\/$/, '') || '/';
}

function readSource(cache: Map<string, Promise<string | null>>, file: string): Promise<string | null> {
  let text = cache.get(file);
  // A source moved or deleted since the build: the problem is still reported, without a line.
  if (!text) cache.set(file, (text = readFile(file, 'utf8').catch(() => null)));
  return text;
}
