import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config/loadConfig.js';
import { formatMigration } from '../config/docusaurus/report.js';
import type { SiteConfig } from '../config/types.js';
import { docsSetsOf, readVersionSources } from '../content/docsVersions.js';
import { filesUnder } from '../util/filesUnder.js';
import { isUserError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { markdownSetupOf } from '../markdown/options.js';
import { createMarkdownEngine } from '../markdown/processor.js';
import { terminal, type Printer } from './build.js';
import { EXIT, type ExitCode } from './exitCodes.js';

/** What `hexsite doctor` was asked. */
export interface DoctorCommand {
  siteDir: string;
  timeoutSeconds?: number;
  debug?: boolean;
}

/** What a site holds, counted from its folders without building it. */
export interface SiteCounts {
  /** Docs of every version of every docs set (each version's folder counted). */
  docs: number;
  /** The docs sets: the `docs` key's and each of `docsSets`'s. */
  docsSets: number;
  posts: number;
  /** Markdown pages and React pages of the pages folder. */
  pages: number;
  /** The versions of every docs set. */
  versions: number;
  locales: number;
  /** The Markdown files, site-relative: what the estimate samples. */
  markdownFiles: string[];
}

/** Files sampled to measure the time a page takes here. */
const SAMPLE_SIZE = 24;
/**
 * A build's time per page, as a multiple of the time to parse it alone here: rendering, the
 * search index and writing run on the same threads while parsing dominates. Measured with the
 * 1000-page corpus on a two-core machine (parse alone 122 ms a file, build 65 s).
 */
const BUILD_PER_PARSE = 1;
/** The time of a build's fixed steps (config, client bundle, threads starting), in seconds. */
const FIXED_SECONDS = 1.5;

/**
 * `hexsite doctor`: what a site folder (a Docusaurus one, read through its config, or a hexsite
 * one) will build, what of its config is approximated or not honoured (the build's own
 * warning block), and an estimate of the build's time. Builds nothing.
 */
export async function runDoctor(options: DoctorCommand, print: Printer = terminal): Promise<ExitCode> {
  try {
    const config = await loadConfig(options.siteDir, { timeoutSeconds: options.timeoutSeconds });
    const counts = await countSite(config);
    print.out(`${config.title}: ${config.migration ? `a Docusaurus site, read through ${config.configFile}` : `a hexsite site (${config.configFile})`}`);
    print.out(`  will build: ${describeCounts(counts)}`);
    const lines = config.migration ? formatMigration(config.migration) : [];
    if (config.migration && !lines.length) print.out(`  every option of ${config.configFile} is honoured`);
    for (const line of lines.slice(1)) print.out(line);
    const estimate = estimateBuild(config, counts);
    print.out(`  estimated build time: ${estimate.seconds.toFixed(1)} s (${estimate.how})`);
    return EXIT.ok;
  } catch (caught) {
    const error = fromSystemError(caught, path.resolve(options.siteDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    if (!isUserError(error)) return EXIT.content;
    print.err('✗ the site cannot build as it is: fix the problem above first');
    return EXIT.content;
  }
}

/** Counts the docs of each version, the posts and the pages, as the build would find them (drafts included). */
export async function countSite(config: SiteConfig): Promise<SiteCounts> {
  // Every docs set's versions: the `docs` key's and each of `docsSets`'s.
  const versionsOfSets = await Promise.all(docsSetsOf(config).map(async (set) => (await readVersionSources(config, set)).versions.included));
  const included = versionsOfSets.flat();
  const docsFiles = included.flatMap((version) => filesUnder(config.siteDir, version.folder, MARKDOWN));
  const postFiles = config.blog ? filesUnder(config.siteDir, config.blog.path, MARKDOWN) : [];
  const pageFiles = filesUnder(config.siteDir, config.pages.path, MARKDOWN);
  const reactPages = filesUnder(config.siteDir, config.pages.path, REACT_PAGE);
  return {
    docs: docsFiles.length,
    docsSets: versionsOfSets.length,
    posts: postFiles.length,
    pages: pageFiles.length + reactPages.length,
    versions: included.length,
    locales: config.i18n.locales.length,
    markdownFiles: [...docsFiles, ...postFiles, ...pageFiles],
  };
}

function describeCounts(counts: SiteCounts): string {
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return [plural(counts.docs, 'doc'), plural(counts.posts, 'blog post'), plural(counts.pages, 'page'), `${plural(counts.versions, 'docs version')}${counts.docsSets > 1 ? ` in ${counts.docsSets} docs sets` : ''}`, plural(counts.locales, 'locale')].join(', ');
}

/**
 * The build's time, estimated: a sample of the site's Markdown files is parsed here, now, and
 * the time per file scaled to every page of every locale, shared by the cores a build uses.
 */
export function estimateBuild(config: SiteConfig, counts: SiteCounts): { seconds: number; how: string } {
  const engine = createMarkdownEngine(markdownSetupOf(config, 0));
  const step = Math.max(1, Math.floor(counts.markdownFiles.length / SAMPLE_SIZE));
  const sample = counts.markdownFiles.filter((_, index) => index % step === 0).slice(0, SAMPLE_SIZE);
  const parse = (file: string) => {
    const kind = file.startsWith(`${config.blog ? config.blog.path : '\0'}/`) ? 'blogPost' : 'doc';
    engine.parse(readFileSync(path.resolve(config.siteDir, file), 'utf8'), file, kind);
  };
  // A first pass pays for loading the parser and its grammars, as a build's threads pay once:
  // the second is timed. A file that does not parse fails the build; its time does not count.
  const parses = sample.filter((file) => {
    try {
      parse(file);
      return true;
    } catch {
      return false;
    }
  });
  const started = performance.now();
  for (const file of parses) parse(file);
  const parsed = parses.length;
  const perFile = parsed ? (performance.now() - started) / parsed / 1000 : 0.01;
  const cores = Math.max(1, Math.min(os.availableParallelism(), 8));
  const pages = (counts.docs + counts.posts + counts.pages) * counts.locales;
  const seconds = FIXED_SECONDS + (pages * perFile * BUILD_PER_PARSE) / cores;
  const how = `${parsed} of its Markdown files parsed here, now, in ${(perFile * 1000).toFixed(1)} ms each, × ${pages} pages${counts.locales > 1 ? ' of every locale' : ''}, ÷ ${cores} cores, + ${FIXED_SECONDS} s of fixed steps; a busy machine takes longer`;
  return { seconds, how };
}

const MARKDOWN = /\.mdx?$/;
/** React pages as Docusaurus finds them in `src/pages`. */
const REACT_PAGE = /\.[jt]sx?$/;

