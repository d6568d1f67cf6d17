import { Command, CommanderError } from 'commander';
import { runBuild } from './build.js';

/** hexsite's version, written in at compile time from package.json. */
declare const HEXSITE_VERSION: string;

/** Exit codes: 0 success, 1 the site has a problem, 2 the command line is wrong. */
export const EXIT = { ok: 0, buildError: 1, usage: 2 } as const;

/** Parses the command line and runs one command. The only place that reads argv or sets the exit code. */
export async function main(argv: string[]): Promise<void> {
  const program = new Command()
    .name('hexsite')
    .description('Build documentation and blog websites from Markdown, fast.')
    .version(typeof HEXSITE_VERSION === 'string' ? HEXSITE_VERSION : 'development', '-v, --version')
    .showHelpAfterError('(run `hexsite --help` for usage)')
    .exitOverride();

  program
    .command('build')
    .description('Build the site into a folder of static files')
    .argument('[siteDir]', 'the site folder, holding hexsite.config.ts', '.')
    .option('-o, --out <dir>', 'output folder (default: <siteDir>/build)')
    .option('--drafts', 'include draft docs and pages')
    .option('--no-cache', 'parse every Markdown file again instead of reusing .hexsite/cache')
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (siteDir: string, options: { out?: string; drafts?: boolean; debug?: boolean; cache: boolean }) => {
      process.exitCode = await runBuild({ siteDir, outDir: options.out, includeDrafts: options.drafts, debug: options.debug, cache: options.cache });
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are successful exits.
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    console.error(error);
    process.exitCode = EXIT.buildError;
  }
}
