import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkOutput } from '../checkOutput/checkOutput.js';
import type { LinkProblem } from '../checkOutput/describeProblems.js';
import { countProblems, renderProblems } from '../checkOutput/printProblems.js';
import { CONFIG_FILES, loadConfig } from '../config/loadConfig.js';
import { DOCUSAURUS_CONFIG_FILES } from '../config/docusaurus/readDocusaurusConfig.js';
import type { SiteConfig } from '../config/types.js';
import { isUserError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { readOutputManifest } from '../serve/readOutputManifest.js';
import { terminal, type Printer } from './build.js';
import { EXIT, type ExitCode } from './exitCodes.js';
import type { ProblemPolicy } from '../errors/policy.js';

/** What `hexsite check-links` was asked. */
export interface CheckLinksCommand {
  outDir: string;
  /**
   * The site folder, whose config's policies apply. Without it every broken link fails, and
   * line numbers come from the output folder's parent when it holds a hexsite config.
   */
  siteDir?: string;
  external?: boolean;
  /** Where external URLs found working are remembered. */
  externalCache?: string;
  debug?: boolean;
}

/**
 * `hexsite check-links`: checks a built output folder, prints the broken links grouped by page
 * and a one-line summary; exit 1 when a problem is an error under the site's policies.
 */
export async function runCheckLinks(options: CheckLinksCommand, print: Printer = terminal): Promise<ExitCode> {
  try {
    const manifest = await readOutputManifest(options.outDir);
    // Only a site named with --site sets the policies (its config is code, run to read it);
    // the Markdown beside a default `<site>/build` is only read, for line numbers.
    const config = options.siteDir ? await loadConfig(options.siteDir) : null;
    const siteDir = config?.siteDir ?? siteBeside(manifest.outDir) ?? null;
    const policies = policiesOf(config);
    const cacheDir = siteDir ?? path.dirname(manifest.outDir);
    const result = await checkOutput({
      manifest,
      host: config ? new URL(config.url).host : undefined,
      siteDir,
      external: options.external ? { cacheFile: options.externalCache ?? path.join(cacheDir, '.hexsite/external-links.json') } : false,
    });
    const errors: LinkProblem[] = [];
    const warnings: LinkProblem[] = [];
    const logged: LinkProblem[] = [];
    for (const problem of result.problems) {
      const policy = problem.ruleId === 'broken-anchor' ? policies.anchors : policies.links;
      if (policy === 'throw') errors.push(problem);
      if (policy === 'warn') warnings.push(problem);
      if (policy === 'log') logged.push(problem);
    }
    const relative = path.relative(process.cwd(), manifest.outDir) || '.';
    const shown = relative.startsWith('..') ? manifest.outDir : relative;
    for (const block of renderProblems(logged, shown)) print.err(`info: ${block}\n`);
    for (const block of renderProblems(warnings, shown)) print.err(`warning: ${block}\n`);
    for (const block of renderProblems(errors, shown)) print.err(`${block}\n`);
    const { pages, feeds, links, anchors, external, milliseconds } = result.stats;
    const externalShown = options.external ? `, ${plural(external, 'external URL')}` : '';
    const checked = `checked ${plural(pages, 'page')} and ${plural(feeds, 'feed')}: ${plural(links, 'link')}, ${plural(anchors, 'anchor')}${externalShown} in ${(milliseconds / 1000).toFixed(2)} s`;
    if (errors.length) print.err(`✗ ${checked}; ${countProblems(errors)}`);
    else print.out(`✓ ${checked}${warnings.length ? `; ${countProblems(warnings)} (warnings)` : ''}`);
    // A long report to a pipe is written asynchronously, and the process exits once the
    // command returns: wait until it is all out.
    if (print === terminal) await Promise.all([flush(process.stdout), flush(process.stderr)]);
    return errors.length ? EXIT.content : EXIT.ok;
  } catch (caught) {
    const error = fromSystemError(caught, process.cwd()) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    if (!isUserError(error)) return EXIT.content;
    const all = 'errors' in error ? error.errors : [error];
    if (all.some((one) => one.environment)) return EXIT.environment;
    return all.some((one) => one.ruleId === 'missing-output' || one.ruleId === 'not-an-output') ? EXIT.usage : EXIT.content;
  }
}

/** The site an output belongs to when it was built into the default `<site>/build`. */
function siteBeside(outDir: string): string | undefined {
  const parent = path.dirname(outDir);
  return [...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES].some((name) => existsSync(path.join(parent, name))) ? parent : undefined;
}

/** The site's policies (`onBrokenLinks`, `onBrokenAnchors`); without a site, every broken link and anchor fails. */
function policiesOf(config: SiteConfig | null): { links: ProblemPolicy; anchors: ProblemPolicy } {
  if (!config) return { links: 'throw', anchors: 'throw' };
  return { links: config.onBrokenLinks, anchors: config.onBrokenAnchors };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function flush(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}
