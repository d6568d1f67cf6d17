import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { removeTemporaryStores } from '../cache/pageStore.js';
import { terminateWorkers } from '../threads/workerPool.js';
import { abortWrites } from '../output/writeOutput.js';
import { stopCompiler } from '../config/loadModule.js';
import { DEFAULT_TIMEOUT_SECONDS } from '../config/userCode.js';
import { runBuild } from './build.js';
import { runCheckLinks } from './checkLinks.js';
import { runDocsVersion } from './docsVersion.js';
import { runDoctor } from './doctor.js';
import { runWriteTranslations } from './writeTranslations.js';
import { EXIT } from './exitCodes.js';
import { runInit } from './init.js';
import { runServe, runWatch } from './serve.js';
import { runSwizzle } from './swizzle.js';

export { EXIT } from './exitCodes.js';

/** hexsite's version, written in at compile time from package.json. */
declare const HEXSITE_VERSION: string;

/**
 * Parses the command line and runs one command. The only place that reads argv or ends the
 * process: once the command is done the process exits, whatever timers the site's code left
 * running, and esbuild's service process is stopped first so that none outlives it.
 */
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
    .addOption(new Option('-o, --out <dir>', 'output folder (default: <siteDir>/build)').argParser(folderName))
    .option('--drafts', 'include draft docs and pages')
    .option('--no-cache', 'parse every Markdown file again instead of reusing .hexsite/cache')
    .addOption(new Option('--timeout <seconds>', "how long the site's own code (config, sidebars, plugins, React pages, MDX) may run at one time").argParser(seconds).default(DEFAULT_TIMEOUT_SECONDS))
    .option('--locale <locale>', 'build only this locale of i18n.locales, into <out>/<locale> (the output folder itself for the default locale)')
    .option('--untrusted-markdown', 'read the content as data, for changes not reviewed as code (a fork\'s pull request): no file may be MDX (as markdown.untrusted)')
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (siteDir: string, options: { out?: string; drafts?: boolean; debug?: boolean; cache: boolean; timeout: number; locale?: string; untrustedMarkdown?: boolean }) => {
      const { out: outDir, drafts: includeDrafts, timeout: timeoutSeconds, ...rest } = options;
      process.exitCode = await runBuild({ siteDir, outDir, includeDrafts, timeoutSeconds, ...rest });
    });

  program
    .command('serve')
    .description('Serve a built site as a static host would, under its base path; with --watch, build a site and rebuild it on every change')
    .argument('[dir]', 'the output folder of `hexsite build` (default: build); with --watch, the site folder (default: .)')
    .addOption(new Option('-p, --port <number>', 'port to listen on; without it, 3000 or the next free port').argParser(port))
    .option('--host <host>', 'address to listen on (0.0.0.0: every network interface)', '127.0.0.1')
    .option('--open', 'open the site in a browser')
    .option('-w, --watch', 'build the site folder, serve it, and rebuild and update open pages whenever a file changes')
    .option('-q, --quiet', 'with --watch: print errors only, no line per rebuild')
    .option('--locale <locale>', 'with --watch: the locale of i18n.locales to serve (default: the default locale)')
    .addOption(new Option('--timeout <seconds>', `with --watch: how long the site's own code (config, sidebars, plugins, pages, MDX) may run (default: ${DEFAULT_TIMEOUT_SECONDS})`).argParser(seconds))
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (dir: string | undefined, options: { port?: number; host: string; open?: boolean; watch?: boolean; quiet?: boolean; debug?: boolean; locale?: string; timeout?: number }) => {
      const { watch, locale, timeout, ...rest } = options;
      for (const [given, name] of [[locale, '--locale'], [timeout, '--timeout']] as const) {
        if (given === undefined || watch) continue;
        console.error(`error: \`${name}\` is for \`serve --watch\`: \`hexsite serve\` serves a built folder as it is${name === '--locale' ? ', every locale in it (build one with `hexsite build --locale`)' : ', running none of the site\'s code'}`);
        process.exitCode = 2;
        return;
      }
      process.exitCode = watch ? await runWatch({ siteDir: dir ?? '.', ...rest, locale, timeoutSeconds: timeout }) : await runServe({ outDir: dir ?? 'build', ...rest });
    });

  program
    .command('check-links')
    .description('Check every link and #anchor of a built site, as a static host would serve it')
    .argument('[outDir]', 'the output folder of `hexsite build`', 'build')
    .addOption(new Option('--site <dir>', "the site folder, whose config's onBrokenLinks applies (without it, every broken link fails)").argParser(folderName))
    .option('--external', 'also check links to other sites (HEAD, then GET)')
    .addOption(new Option('--external-cache <file>', 'where working external URLs are remembered for a day (default: <site>/.hexsite/external-links.json)').argParser(folderName))
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (outDir: string, options: { site?: string; external?: boolean; externalCache?: string; debug?: boolean }) => {
      process.exitCode = await runCheckLinks({ outDir, siteDir: options.site, external: options.external, externalCache: options.externalCache, debug: options.debug });
    });

  program
    .command('doctor')
    .description('Say what a site folder (a Docusaurus one too) will build, what of its config is approximated or not supported, and how long a build should take')
    .argument('[siteDir]', 'the site folder, holding hexsite.config.ts or docusaurus.config.*', '.')
    .addOption(new Option('--timeout <seconds>', "how long the site's own code (config) may run").argParser(seconds).default(DEFAULT_TIMEOUT_SECONDS))
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (siteDir: string, options: { timeout: number; debug?: boolean }) => {
      process.exitCode = await runDoctor({ siteDir, timeoutSeconds: options.timeout, debug: options.debug });
    });

  program
    .command('init')
    .description('Write a starter site (home page, docs, blog, config, deploy workflow) into a new or empty folder')
    .argument('[dir]', 'the folder to write it into', '.')
    .option('--title <title>', 'the site\'s title', 'My Project')
    .option('-f, --force', 'write into a folder that holds files, replacing files of the same name')
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (dir: string, options: { title: string; force?: boolean; debug?: boolean }) => {
      process.exitCode = await runInit({ dir, ...options });
    });

  program
    .command('swizzle')
    .description("Start an override of a theme component in the site's src/theme/ (--list names them)")
    .argument('[component]', 'the theme component, e.g. Footer')
    .argument('[siteDir]', 'the site folder, holding hexsite.config.ts', '.')
    .option('--wrap', "write a component that renders the theme's own, to add around it")
    .option('--eject', "write a copy of the theme's source, to change anything in it")
    .option('-l, --list', 'list the components meant for overriding')
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (component: string | undefined, siteDir: string, options: { wrap?: boolean; eject?: boolean; list?: boolean; debug?: boolean }) => {
      process.exitCode = await runSwizzle({ component, siteDir, ...options });
    });

  program
    .command('docs:version')
    .description('Snapshot the docs as a version: versioned_docs/version-<name>/, its sidebars and versions.json, as Docusaurus lays them out; `docs:version:<id>` snapshots the docs set <id> of docsSets (<id>_versioned_docs/…)')
    .argument('<name>', 'the version\'s name, e.g. 1.0.0')
    .argument('[siteDir]', 'the site folder, holding hexsite.config.ts', '.')
    .addOption(new Option('--timeout <seconds>', "how long the site's own code (config, sidebars) may run").argParser(seconds).default(DEFAULT_TIMEOUT_SECONDS))
    .option('--debug', 'print stack traces and causes of errors')
    .addOption(new Option('--docs-set <id>', 'the docs set, as `docs:version:<id>` names it').hideHelp())
    .action(async (name: string, siteDir: string, options: { timeout: number; debug?: boolean; docsSet?: string }) => {
      process.exitCode = await runDocsVersion({ name, siteDir, timeoutSeconds: options.timeout, debug: options.debug, ...(options.docsSet && { docsId: options.docsSet }) });
    });

  program
    .command('write-translations')
    .description(
      "Write the locale's translation files, as Docusaurus does: i18n/<locale>/code.json with every <Translate> and translate() message of src/, the pages and the MDX content, and the theme's; the docs versions', navbar's, footer's and blog's labels. Messages already translated are kept.",
    )
    .argument('[siteDir]', 'the site folder, holding hexsite.config.ts', '.')
    .option('--locale <locale>', 'the locale whose files to write (default: i18n.defaultLocale)')
    .option('--override', 'replace the messages already in the files by the default ones')
    .addOption(new Option('--timeout <seconds>', "how long the site's own code (config) may run").argParser(seconds).default(DEFAULT_TIMEOUT_SECONDS))
    .option('--debug', 'print stack traces and causes of errors')
    .action(async (siteDir: string, options: { locale?: string; override?: boolean; timeout: number; debug?: boolean }) => {
      process.exitCode = await runWriteTranslations({ siteDir, locale: options.locale, override: options.override, timeoutSeconds: options.timeout, debug: options.debug });
    });

  // Ctrl-C or a kill while writing: stop the threads that write, remove the half-written
  // output folder and the temporary page stores, keep the previous output, and exit with the
  // signal's code.
  let stopping: Promise<void> | undefined;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopping ??= terminateWorkers()
        .catch(() => {})
        .then(abortWrites)
        .catch(() => {})
        .then(removeTemporaryStores)
        .catch(() => {})
        // Even if a folder could not be removed: the exit is the signal's.
        .finally(() => process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const)[signal]));
    });
  }
  try {
    await program.parseAsync(withDocsSetCommand(argv));
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are successful exits.
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    } else {
      console.error(error);
      process.exitCode = EXIT.content;
    }
  }
  // A build whose threads a signal stopped fails: the signal's exit, under way, is the one to take.
  if (stopping) await stopping;
  await stopCompiler().catch(() => {});
  process.exit();
}

function folderName(value: string): string {
  if (!value.trim()) throw new InvalidArgumentError('expected a folder name, got an empty string.');
  return value;
}

function port(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return number;
}

function seconds(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new InvalidArgumentError('expected a positive number of seconds.');
  return number;
}

/** `docs:version:<id>`, Docusaurus's command for the docs set `<id>`, read as `docs:version --docs-set <id>`. */
function withDocsSetCommand(argv: string[]): string[] {
  const index = argv.findIndex((arg, at) => at >= 2 && !arg.startsWith('-'));
  const match = index === -1 ? null : /^docs:version:(.+)$/.exec(argv[index]);
  return match ? [...argv.slice(0, index), 'docs:version', ...argv.slice(index + 1), '--docs-set', match[1]] : argv;
}
