import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { $ZodIssue } from 'zod/v4/core';
import { CHECK_FEW, describeIssue } from '../errors/describeIssue.js';
import { describeThrown, HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { hints } from '../errors/hints.js';
import { closest } from '../util/closest.js';
import { findInSource } from '../util/findInSource.js';
import { exportedValue, loadModule, ModuleCompileError, type LoadModuleOptions } from './loadModule.js';
import type { MissingUse } from './docusaurus/packages.js';
import { openSiteRoot, resolveInside, withContentFolders, withRepository, type SiteRoot } from './siteRoot.js';
import { DEFAULT_TIMEOUT_SECONDS, settleUserValue } from './userCode.js';
import { configSchema } from './schema.js';
import { knownKeysAt } from './schemaKeys.js';
import { hasPlugins, markdownSetupOf, sitePluginsOf } from '../markdown/options.js';
import { markdownOptionsKey } from '../markdown/optionsKey.js';
import { closeGrammarNames, isGrammarName } from '../markdown/plugins/grammars.js';
import { findMissingPackages, siteCodeFiles } from './docusaurus/missingPackages.js';
import { themeImportNotes } from './docusaurus/themeImports.js';
import { tsconfigNote } from './docusaurus/resolve/tsconfigNote.js';
import { validateLocales } from './validateLocales.js';
import { DOCUSAURUS_CONFIG_FILES, docusaurusPackages, docusaurusConfigFile, fromDocusaurus, type Migration } from './docusaurus/readDocusaurusConfig.js';
import type { ParsedConfig, SiteConfig } from './types.js';

/** Config file names, in the order they are looked for. */
export const CONFIG_FILES = ['hexsite.config.ts', 'hexsite.config.js', 'hexsite.config.mjs', 'hexsite.config.json'];
const SIDEBAR_FILES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.json'];

/** Reads, evaluates and validates the site's config file; its code may run `timeoutSeconds`. */
export async function loadConfig(siteDir: string, options: { timeoutSeconds?: number; untrustedMarkdown?: boolean } = {}): Promise<SiteConfig> {
  const root = path.resolve(siteDir);
  // A Docusaurus website folder is read through its own config, when it has no hexsite config.
  const configFile = existsSync(root) ? (CONFIG_FILES.find((name) => existsSync(path.join(root, name))) ?? docusaurusConfigFile(root)) : undefined;
  if (!configFile) {
    throw new HexsiteError(`Unexpected missing config file in \`${root}\`, expected one of ${[...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES].join(', ')}`, {
      ruleId: 'missing-config',
      hint: 'Run hexsite from the site folder, or pass the folder: `hexsite build path/to/site`.',
    });
  }
  const docusaurus = configFile.startsWith('docusaurus.');
  // A Docusaurus site's code may import the files of its repository, as Docusaurus's does.
  const site = docusaurus ? withRepository(openSiteRoot(root)) : openSiteRoot(root);
  const real = resolveInside(site, path.join(root, configFile), { file: configFile, what: 'config file' })!;
  // What the Docusaurus config required that is not there (packages not installed, files not made).
  const missing: MissingUse[] = [];
  const read = await readConfigValue({ site, real, configFile, timeoutSeconds: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS, ...(docusaurus && { packages: docusaurusPackages(missing) }) }).catch((error: unknown) => {
    throw missing.length ? withMissingHint(error, missing, real) : error;
  });
  const { source, inputs } = read;
  let { value } = read;
  let migration: Migration | undefined;
  if (docusaurus) {
    const translation = fromDocusaurus(value, { file: configFile, source, siteDir: root, missing });
    value = translation.config;
    migration = { configFile, notes: translation.notes };
  }
  const parsed = configSchema.safeParse(value, CHECK_FEW);
  if (!parsed.success) {
    throw new HexsiteErrors(parsed.error.issues.flatMap((issue) => splitUnknownKeys(issue).map((one) => issueToError(one, configFile, source))));
  }
  // `--untrusted-markdown` comes from whoever runs the build, not from the site: the config cannot turn it off.
  const config = options.untrustedMarkdown ? { ...parsed.data, markdown: { ...parsed.data.markdown, untrusted: true } } : parsed.data;
  const localeErrors = validateLocales(config, configFile, source);
  if (localeErrors.length) throw new HexsiteErrors(localeErrors);
  const languageErrors = validateLanguages(config.prism?.additionalLanguages ?? [], configFile, source);
  if (languageErrors.length) throw new HexsiteErrors(languageErrors);
  const blog = config.blog ?? defaultBlog(root);
  const withBlog = { ...config, blog, siteDir: root };
  const plugins = sitePluginsOf(withBlog);
  const markdownKey = markdownOptionsKey({
    setup: markdownSetupOf(withBlog, 0),
    plugins,
    configured: config.markdown !== undefined || config.prism !== undefined || hasPlugins(plugins),
    configPath: real,
    moduleFiles: inputs,
  });
  // A Docusaurus site's code may import packages it has not installed: each builds with a stand-in, said once.
  const codeFolders = [config.docs.path, ...(config.docsSets ?? []).map((set) => set.path ?? 'docs'), ...(blog ? [blog.path] : []), config.pages.path];
  // One walk of the site's code for both readings below: a config is loaded again at every rebuild of `serve --watch`.
  const codeFiles = migration ? siteCodeFiles(root, codeFolders) : [];
  const missingPackages = migration ? findMissingPackages(root, codeFolders, codeFiles) : [];
  for (const { kind, name, files } of missingPackages) {
    migration!.notes.push({
      group: 'approximated',
      option: `import of \`${name}\``,
      instead:
        kind === 'package'
          ? 'not installed: built with a stand-in that renders nothing (`npm install` in the site folder builds the package)'
          : 'no such file (is it made by a script before the build?): built with a stand-in that renders nothing',
      pages: files,
    });
  }
  // Modules of Docusaurus's theme that build with a stand-in, and `src/theme` scripts left unused: said once too.
  if (migration) migration.notes.push(...themeImportNotes(root, codeFolders, codeFiles));
  const tsconfig = migration && tsconfigNote(root);
  if (tsconfig) migration!.notes.push(tsconfig);
  return {
    ...config,
    blog,
    ...(missingPackages.length && { missingImports: missingPackages.flatMap((missing) => missing.specifiers) }),
    ...(markdownKey && { markdownKey }),
    siteDir: root,
    // The docs, docs sets' and blog folders the config names are read even outside the site folder.
    site: withSiteRepository(
      withContentFolders(
        site,
        [
          { key: 'docs.path', path: config.docs.path },
          ...(config.docsSets ?? []).map((set, index) => ({ key: `docsSets[${index}].path`, path: set.path ?? 'docs' })),
          ...(blog ? [{ key: 'blog.path', path: blog.path }] : []),
        ],
        configFile,
      ),
      docusaurus,
    ),
    configFile,
    configSource: source,
    sidebarFile: resolveSidebarFile(site, config.docs.sidebarPath),
    currentLocale: config.i18n.defaultLocale,
    ...(migration && { migration }),
  };
}

/** A Docusaurus site's root with its repository, found again now that its content folders are known (`withRepository`). */
function withSiteRepository(site: SiteRoot, docusaurus: boolean): SiteRoot {
  if (!docusaurus) return site;
  const { repository: _found, ...root } = site;
  return withRepository(root);
}

async function readConfigValue(options: { site: SiteRoot; real: string; configFile: string; timeoutSeconds: number; packages?: LoadModuleOptions['packages'] }): Promise<{ value: unknown; source: string; inputs?: string[] }> {
  const { site, real, configFile, timeoutSeconds } = options;
  if (configFile.endsWith('.json')) {
    const source = await readFile(real, 'utf8');
    try {
      return { value: JSON.parse(source), source };
    } catch (error) {
      throw new HexsiteError(`Unexpected invalid JSON, expected a config object: ${(error as Error).message}`, {
        file: configFile,
        ruleId: 'config-syntax',
        cause: error,
      });
    }
  }
  try {
    const loaded = await loadModule(real, { site, doing: 'loading the config', timeoutSeconds, ...(options.packages && { packages: options.packages }) });
    // A config may export a function or a promise of the config, as Docusaurus allows.
    const value = await settleUserValue(exportedValue(loaded, 'config'), { file: configFile, doing: 'loading the config', timeoutSeconds });
    return { value, source: loaded.source, inputs: loaded.inputs };
  } catch (error) {
    if (error instanceof ModuleCompileError) {
      throw new HexsiteError(`Unexpected syntax error: ${error.message}, expected valid TypeScript or JavaScript`, {
        file: configFile,
        line: error.line,
        column: error.column,
        ruleId: 'config-syntax',
        hint: hints.rebuild,
      });
    }
    if (error instanceof HexsiteError) throw error;
    throw new HexsiteError(`Unexpected error while evaluating the config: ${describeThrown(error)}`, {
      file: configFile,
      ruleId: 'config-evaluation',
      cause: error,
    });
  }
}

/**
 * A Docusaurus config that failed while it used values of packages (or files) that are not
 * there: the error, with a hint naming each and the line that requires it.
 */
function withMissingHint(error: unknown, missing: MissingUse[], real: string): unknown {
  if (!(error instanceof HexsiteError) || error.ruleId !== 'config-evaluation' || !fromStandIn(error.cause)) return error;
  const source = readFileSync(real, 'utf8');
  const names = [...new Set(missing.map((use) => use.packageName))].map((name) => {
    const line = findInSource(source, name)?.line ?? lineContaining(source, name);
    return `\`${name}\`${line === undefined ? '' : ` (line ${line})`}`;
  });
  return new HexsiteError(error.message, {
    file: error.file,
    ruleId: error.ruleId,
    cause: error.cause,
    hint: `The config uses ${names.join(', ')}, not there in this folder: ${names.length === 1 ? 'its values are' : 'their values are'} empty stand-ins, which this code cannot use. Install ${names.length === 1 ? 'it' : 'them'} (\`npm install\`), or make the code do without.`,
  });
}

/**
 * Whether a thrown value can come from code that used a stand-in's value: the engine's own
 * errors (`x.toFixed is not a function` on the `''` a stand-in reads as, JSON.parse of it). An
 * error the code throws itself (`throw new Error(…)`, a string) names its own cause: a hint
 * blaming a package that is not installed would send the reader the wrong way.
 */
function fromStandIn(thrown: unknown): boolean {
  const name = thrown instanceof Object && 'name' in thrown ? thrown.name : undefined;
  return name === 'TypeError' || name === 'SyntaxError' || name === 'RangeError';
}

/** The 1-based line where `text` first appears, if it does. */
function lineContaining(source: string, text: string): number | undefined {
  const at = source.indexOf(text);
  return at === -1 ? undefined : source.slice(0, at).split('\n').length;
}

/** Every name of `prism.additionalLanguages` must be a grammar's. */
function validateLanguages(names: string[], configFile: string, source: string): HexsiteError[] {
  return names
    .filter((name) => !isGrammarName(name))
    .map((name) => {
      const place = findInSource(source, name);
      const near = closeGrammarNames(name);
      return new HexsiteError(`Unexpected unknown language ${JSON.stringify(name)} in \`prism.additionalLanguages\`, expected the name of a highlight.js grammar`, {
        file: configFile,
        line: place?.line,
        column: place?.column,
        ruleId: 'config-invalid',
        hint: `${near.length ? `Did you mean ${near.map((each) => `\`${each}\``).join(', ')}? ` : ''}The grammars are listed at https://github.com/highlightjs/highlight.js/blob/main/SUPPORTED_LANGUAGES.md (the names, not their aliases).`,
      });
    });
}

/** Without a `blog` key, the blog is on, with every default, when the site has a `blog/` folder. */
function defaultBlog(root: string): ParsedConfig['blog'] {
  return existsSync(path.join(root, 'blog')) ? configSchema.shape.blog.parse({}) : undefined;
}

function resolveSidebarFile(site: SiteRoot, sidebarPath: string | false | undefined): string | null {
  const root = site.dir;
  if (sidebarPath === false) return null;
  if (sidebarPath !== undefined) {
    if (!resolveInside(site, path.join(root, sidebarPath), { file: 'hexsite.config', what: 'sidebars file' })) {
      throw new HexsiteError(`Unexpected missing sidebars file \`${sidebarPath}\`, expected a file relative to the site folder`, {
        file: 'hexsite.config',
        ruleId: 'missing-sidebars',
        hint: 'Fix docs.sidebarPath, or remove it to generate the sidebar from the docs folder.',
      });
    }
    return sidebarPath;
  }
  return SIDEBAR_FILES.find((name) => existsSync(path.join(root, name))) ?? null;
}

/** One issue per unknown key, so that each is reported at its own line with its own hint. */
function splitUnknownKeys(issue: $ZodIssue): $ZodIssue[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  return issue.keys.map((key) => ({ ...issue, keys: [key] }));
}

/** Turns one schema issue into an error that names the key, what was found and what was expected. */
function issueToError(issue: $ZodIssue, configFile: string, source: string): HexsiteError {
  const key = issue.path.map(String).join('.');
  const lastKey = issue.path.length ? String(issue.path[issue.path.length - 1]) : '';
  let reason: string;
  let hint: string | undefined;
  let locateBy = lastKey;
  if (issue.code === 'unrecognized_keys') {
    const where = key ? ` in \`${key}\`` : '';
    reason = `Unexpected unknown key \`${issue.keys[0]}\`${where}, expected only known config keys`;
    hint = unknownKeyHint(issue.keys[0], knownKeysAt(configSchema, issue.path), key);
    locateBy = issue.keys[0];
  } else {
    // What was expected reads as in front matter errors; what was found names its type first.
    reason = `Unexpected ${describe((issue as { input?: unknown }).input)} for \`${key}\`, ${describeIssue(issue).expected}`;
    // A base path that is a string but not a path (its pattern failed).
    if (lastKey === 'baseUrl' && issue.code === 'invalid_format') hint = hints.baseUrl;
  }
  const place = locateValue(issue, source) ?? (locateBy ? findInSource(source, locateBy) : undefined);
  return new HexsiteError(reason, { file: configFile, line: place?.line, column: place?.column, hint, ruleId: 'config-invalid' });
}

/**
 * Where a string of a list item is written (`redirects[3].to`): every item has the key, so its
 * value names the line. Found as it is written, or in a string literal's escapes (`'/\\x'`).
 */
function locateValue(issue: $ZodIssue, source: string): { line: number; column: number } | undefined {
  const input = (issue as { input?: unknown }).input;
  if (typeof input !== 'string' || input === '' || !issue.path.some((key) => typeof key === 'number')) return undefined;
  return findInSource(source, input) ?? findInSource(source, JSON.stringify(input).slice(1, -1));
}

/**
 * Keys of Docusaurus's `themeConfig` and presets, which hexsite takes at the top level or not
 * at all: where each goes here, for a config carried over.
 */
const DOCUSAURUS_KEYS: Record<string, string> = {
  themeConfig:
    'hexsite has no `themeConfig`: put `navbar`, `footer`, `colorMode`, `announcementBar`, `tableOfContents`, `image` and `prism` at the top level of the config.',
  presets: 'hexsite has no presets: put the docs options under `docs` and the blog options under `blog`, at the top level of the config.',
  plugins: 'hexsite has no plugins: docs, blog, pages and search are built in, and set with the `docs`, `blog`, `pages` and `search` keys.',
  themes: 'hexsite has one theme, built in; `colorMode` and `navbar` set it.',
  algolia: 'hexsite has its own search, built at build time; its options go under `search`.',
  organizationName: 'hexsite needs no `organizationName` or `projectName`: `url` and `baseUrl` say where the site is served.',
  projectName: 'hexsite needs no `organizationName` or `projectName`: `url` and `baseUrl` say where the site is served.',
};

/** What to write instead of unknown keys: the closest known key, or where a Docusaurus key goes. */
function unknownKeyHint(name: string, known: string[], where: string): string {
  if (!where && DOCUSAURUS_KEYS[name]) return DOCUSAURUS_KEYS[name];
  const near = closest(name, known, 1)[0];
  if (near) return `Did you mean \`${near}\`? The config keys are listed in docs/config.md.`;
  return `Known keys${where ? ` of \`${where}\`` : ''}: ${known.join(', ')}. See docs/config.md.`;
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing value';
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
}
