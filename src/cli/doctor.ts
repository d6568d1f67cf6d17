import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.js';
import { formatMigration } from '../config/docusaurus/report.js';
import type { SiteConfig } from '../config/types.js';
import { docsSetsOf, readVersionSources } from '../content/docsVersions.js';
import { filesUnder } from '../util/filesUnder.js';
import { isUserError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { buildFor } from '../pipeline/build.js';
import type { BuildResult } from '../pipeline/types.js';
import { THREADS_FROM } from '../threads/threads.js';
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
  /** The Markdown files, site-relative. */
  markdownFiles: string[];
}

/** The Markdown pages the trial build renders, spread over the site, besides its React pages. */
const SAMPLE_SIZE = 24;

/**
 * `hexsite doctor`: what a site folder (a Docusaurus one, read through its config, or a hexsite
 * one) will build, what of its config is approximated or not honoured (the build's own
 * warning block), and an estimate of the build's time. It builds the site in memory, writing
 * nothing, with every stage of a build but the last on every page: the config evaluated, the
 * site's code and stylesheets resolved and bundled, every page parsed and every link checked;
 * the last stage renders the React pages and a sample of the others. It says "will build" only
 * when that passed, and otherwise prints the build's own error.
 */
export async function runDoctor(options: DoctorCommand, print: Printer = terminal): Promise<ExitCode> {
  let config: SiteConfig | undefined;
  try {
    config = await loadConfig(options.siteDir, { timeoutSeconds: options.timeoutSeconds });
    const counts = await countSite(config);
    const trial = await buildFor({ siteDir: options.siteDir, write: false, cache: false, timeoutSeconds: options.timeoutSeconds }, { renderSample: SAMPLE_SIZE });
    printHead(config, print);
    print.out(`  will build: ${describeCounts(counts)}`);
    printNotes(config, print);
    if (trial.warnings.length) print.out(`  ${trial.warnings.length} ${trial.warnings.length === 1 ? 'warning' : 'warnings'}: \`hexsite build\` prints ${trial.warnings.length === 1 ? 'it' : 'them'}`);
    const estimate = estimateBuild(trial.stats);
    print.out(`  estimated build time: ${estimate.seconds.toFixed(1)} s (${estimate.how})`);
    return EXIT.ok;
  } catch (caught) {
    if (config) {
      printHead(config, print);
      printNotes(config, print);
    }
    const error = fromSystemError(caught, path.resolve(options.siteDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    if (!isUserError(error)) return EXIT.content;
    print.err('✗ the site cannot build as it is: fix the problem above first');
    const errors = 'errors' in error ? error.errors : [error];
    return errors.some((one) => one.environment) ? EXIT.environment : EXIT.content;
  }
}

function printHead(config: SiteConfig, print: Printer): void {
  print.out(`${config.title}: ${config.migration ? `a Docusaurus site, read through ${config.configFile}` : `a hexsite site (${config.configFile})`}`);
}

/** The build's block of notes on a Docusaurus config, without its first line. */
function printNotes(config: SiteConfig, print: Printer): void {
  const lines = config.migration ? formatMigration(config.migration) : [];
  if (config.migration && !lines.length) print.out(`  every option of ${config.configFile} is honoured`);
  for (const line of lines.slice(1)) print.out(line);
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
 * The build's time, from the trial build's: its time, and the pages it did not render at the
 * time each rendered page took, shared by the threads a build renders on (from `THREADS_FROM`
 * pages). Writing the output is left out: a small part of a build.
 */
export function estimateBuild(stats: BuildResult['stats']): { seconds: number; how: string } {
  const rendered = stats.rendered ?? stats.pages;
  const perPage = rendered ? (stats.renderMilliseconds ?? 0) / rendered : 0;
  const others = stats.pages - rendered;
  const threads = stats.pages >= THREADS_FROM ? Math.max(1, Math.min(os.availableParallelism(), 8)) : 1;
  const seconds = (stats.milliseconds + (others * perPage) / threads) / 1000;
  const rest = others ? `; the other ${others} at that time each${threads > 1 ? ` ÷ ${threads} threads` : ''}` : '';
  const how = `built here, now, in memory in ${(stats.milliseconds / 1000).toFixed(1)} s, every page parsed and ${rendered} of its ${stats.pages} pages rendered, in ${perPage.toFixed(1)} ms each${rest}; a busy machine takes longer`;
  return { seconds, how };
}

const MARKDOWN = /\.mdx?$/;
/** React pages as Docusaurus finds them in `src/pages`. */
const REACT_PAGE = /\.[jt]sx?$/;

