import path from 'node:path';
import { loadConfig } from '../config/loadConfig.js';
import { DEFAULT_TIMEOUT_SECONDS } from '../config/userCode.js';
import { isUserError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { writeTranslations } from '../i18n/writeTranslations.js';
import { readVersionLabels } from '../pipeline/readVersionLabels.js';
import { terminal, type Printer } from './build.js';
import { EXIT, type ExitCode } from './exitCodes.js';

/** What `hexsite write-translations` was asked. */
export interface WriteTranslationsCommand {
  /** The site folder (default `.`). */
  siteDir: string;
  /** The locale whose files to write; the default locale when absent. */
  locale?: string;
  /** Replace the messages already in the files by the default ones. */
  override?: boolean;
  /** Seconds the site's code (config) may run. */
  timeoutSeconds?: number;
  debug?: boolean;
}

/**
 * `hexsite write-translations [siteDir] [--locale <l>] [--override]`: writes the locale's
 * translation files, as Docusaurus's `write-translations` does, and says what it wrote.
 */
export async function runWriteTranslations(options: WriteTranslationsCommand, print: Printer = terminal): Promise<ExitCode> {
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  try {
    const config = await loadConfig(options.siteDir, { timeoutSeconds });
    const versions = await readVersionLabels(config, timeoutSeconds);
    const written = await writeTranslations(config, { locale: options.locale, override: options.override, versions });
    for (const warning of written.warnings) print.err(`warning: ${warning}`);
    for (const { file, entries } of written.files) print.out(`✓ wrote ${entries} ${entries === 1 ? 'translation' : 'translations'} to ${file}`);
    return EXIT.ok;
  } catch (caught) {
    const error = fromSystemError(caught, path.resolve(options.siteDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    if (!isUserError(error)) return EXIT.content;
    if ('ruleId' in error && error.ruleId === 'unknown-locale') return EXIT.usage;
    const errors = 'errors' in error ? error.errors : [error];
    return errors.some((one) => one.environment) ? EXIT.environment : EXIT.content;
  }
}
