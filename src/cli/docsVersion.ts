import path from 'node:path';
import { loadConfig } from '../config/loadConfig.js';
import { DEFAULT_TIMEOUT_SECONDS } from '../config/userCode.js';
import { isUserError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { writeDocsVersion } from '../site/writeDocsVersion.js';
import { terminal, type Printer } from './build.js';
import { EXIT, type ExitCode } from './exitCodes.js';

/** What `hexsite docs:version` was asked. */
export interface DocsVersionCommand {
  /** The new version's name, e.g. `1.0`. */
  name: string;
  /** The docs set (`docs:version:<id>`); the `docs` key's when left out. */
  docsId?: string;
  /** The site folder (default `.`). */
  siteDir: string;
  /** Seconds the site's code (config, sidebars) may run. */
  timeoutSeconds?: number;
  debug?: boolean;
}

// Problems with the name given on the command line, rather than with the site.
const USAGE_RULES = new Set(['version-name-invalid', 'version-exists', 'unknown-docs-plugin-id']);

/**
 * `hexsite docs:version <name> [siteDir]`: snapshots the docs as a version, as Docusaurus's
 * `docs:version` does, and prints what it wrote.
 */
export async function runDocsVersion(options: DocsVersionCommand, print: Printer = terminal): Promise<ExitCode> {
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  try {
    const config = await loadConfig(options.siteDir, { timeoutSeconds });
    const written = await writeDocsVersion({ config, name: options.name, timeoutSeconds, docsId: options.docsId });
    for (const warning of written.warnings) print.err(`warning: ${formatError(warning, { debug: options.debug })}`);
    const docs = `${written.docs} ${written.docs === 1 ? 'doc' : 'docs'}`;
    const others = written.files - written.docs;
    const files = others ? `, ${others} other ${others === 1 ? 'file' : 'files'}` : '';
    const of = options.docsId ? ` of ${options.docsId}` : '';
    print.out(`✓ created docs version ${options.name}${of}: ${written.docsDir}/ (${docs}${files}), ${written.sidebarsFile}, ${written.versionsFile}`);
    return EXIT.ok;
  } catch (caught) {
    const error = fromSystemError(caught, path.resolve(options.siteDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    if (!isUserError(error)) return EXIT.content;
    if ('ruleId' in error && USAGE_RULES.has(error.ruleId)) return EXIT.usage;
    const errors = 'errors' in error ? error.errors : [error];
    return errors.some((one) => one.environment) ? EXIT.environment : EXIT.content;
  }
}
