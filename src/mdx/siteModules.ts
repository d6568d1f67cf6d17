import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuildFailure, Message, Metafile } from 'esbuild';
import { buildWithSite } from '../config/compileSync.js';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { inputFile, isFileInput, isThemeFile } from '../bundle/pagePlugins.js';
import { builtinModuleOf, builtinSpecifiers, DOCUSAURUS_EXTERNAL, DOCUSAURUS_MODULE } from '../config/docusaurus/resolve/specifiers.js';
import { counted } from '../config/loadModule.js';
import { HexsiteError, type SourcePlace } from '../errors/HexsiteError.js';
import { hints } from '../errors/hints.js';
import { closest } from '../util/closest.js';
import { findInSource } from '../util/findInSource.js';
import { isInside } from '../util/isInside.js';
import { messageIdsOf } from '../i18n/extract/messageIdsOf.js';
import { registerIsland } from '../islands/registry.js';
import { runsInBrowser } from '../islands/runsInBrowser.js';
import { evaluateCommonJs, type ModuleExports } from './evaluate.js';

/** What content modules read of the site: its folder (for `@site/…`) and its config (for `useDocusaurusContext`). */
export interface MdxSite {
  siteDir: string;
  siteConfig: Record<string, unknown>;
  /**
   * Real paths of the folders a module the content imports may come from: the site folder and
   * the content folders the config names beside it. Packages of any `node_modules` are allowed.
   */
  readable?: string[];
  /** The texts the built-in components write in the build's locale, where they differ from English (see `markdownTextsOf`). */
  texts?: Record<string, string>;
  /** The locale's messages (`code.json`), which `@docusaurus/Translate` reads. */
  codeTranslations?: Record<string, string>;
  /** That `code.json`, relative to the site folder: a page that reads a message depends on it. */
  codeTranslationsFile?: string;
  /** Imports of packages a Docusaurus site has not installed, each built with the stand-in (`SiteConfig.missingImports`). */
  missingImports?: string[];
  /** The site's static folders, where the CSS of a module finds the site paths it names (`url(/img/x.svg)`). */
  staticDirectories?: string[];
  /** A site read from its Docusaurus config (see `SiteBundling.docusaurus`). */
  docusaurus?: boolean;
  /** Seconds a page's MDX (its expressions, the components it uses) may run; `DEFAULT_TIMEOUT_SECONDS` without. */
  timeoutSeconds?: number;
}

/** A module the site's content imported, loaded once per thread and checked against its files before reuse. */
interface LoadedModule {
  exports: ModuleExports;
  /** The CSS it imports, bundled; undefined when it imports none. */
  css?: string;
  /** Whether its code runs anything in the browser (see `runsInBrowser`): its components are islands. */
  browser: boolean;
  /** The files it was made of, absolute, with the size and time they had. */
  inputs: Array<{ file: string; stamp: string }>;
}

const loaded = new Map<string, LoadedModule>();
const nodeRequire = createRequire(import.meta.url);

/** The modules React code needs, shared with hexsite's own renderer so that hooks and context work across them. */
const REACT_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-dom/server': ReactDomServer,
};

/** Specifiers the site's modules take from hexsite, never bundled into them. */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', ...DOCUSAURUS_EXTERNAL];

/** Whether content takes a module from hexsite rather than from the site: React, hexsite's components, Node's modules (see `sharedModule`). */
export function isSharedSpecifier(specifier: string): boolean {
  return /^(?:react|react-dom)(?:\/|$)/.test(specifier) || DOCUSAURUS_MODULE.test(specifier) || specifier.startsWith('node:');
}

/**
 * The `require` of code hexsite runs for a page: React, hexsite's built-in components
 * (`@theme/Tabs`, `@docusaurus/Link`, …), and Node's own modules. Anything else is the site's.
 */
export function sharedModule(specifier: string, from: string | SourcePlace, runtime?: unknown): unknown {
  if (runtime && (specifier === 'react/jsx-runtime' || specifier === 'react/jsx-dev-runtime')) return runtime;
  if (specifier in REACT_MODULES) return REACT_MODULES[specifier];
  if (DOCUSAURUS_MODULE.test(specifier)) {
    const builtin = builtinModuleOf(specifier);
    if (builtin) return asEsModule(builtin);
    const names = builtinSpecifiers();
    const near = closest(specifier, names, 1)[0];
    throw new HexsiteError(`Unexpected import of \`${specifier}\`, expected one of the components hexsite provides${near ? `: did you mean \`${near}\`?` : ''}`, {
      ...(typeof from === 'string' ? { file: from } : from),
      ruleId: 'mdx-unknown-import',
      hint: "hexsite provides every module of Docusaurus's client and theme API (docs/docusaurus-api.md lists them). Import the site's own components by a relative path or `@site/…`.",
    });
  }
  return nodeRequire(specifier);
}

const esModules = new WeakMap<object, object>();

/**
 * A module namespace marked as ES, so that code compiled to CommonJS takes its `default` as the
 * default export. Its prototype is kept: `@docusaurus/theme-common/internal` gives any other name
 * through it (theme/mdx/common/internal.ts).
 */
function asEsModule(namespace: Record<string, unknown>): object {
  let marked = esModules.get(namespace);
  if (!marked) {
    marked = Object.assign(Object.create(Object.getPrototypeOf(namespace) as object | null) as object, namespace, { __esModule: true });
    esModules.set(namespace, marked);
  }
  return marked;
}

/**
 * Bundles a module the content imports (a relative path, `@site/…`, a package installed in the
 * site) with esbuild for Node, as the site's pages are bundled (`siteBuildOptions`), with React
 * and hexsite's components left shared, unless the files it was made of are unchanged since.
 * Bundling takes esbuild's plugins, which only its asynchronous API runs: a page's imports are
 * made ready by this before the page, whose evaluation is synchronous, takes them
 * (`loadSiteModule`).
 */
export async function prepareSiteModule(specifier: string, fromFile: string, site: MdxSite, file: string): Promise<void> {
  const key = keyOf(specifier, fromFile);
  const module = loaded.get(key);
  if (module && module.inputs.every((input) => stampOf(input.file) === input.stamp)) return;
  loaded.set(key, await bundle(specifier, path.dirname(fromFile), site, file));
}

/**
 * A module the content imports, made ready by `prepareSiteModule`. Its exported components are
 * registered as islands: the browser runs them. Returns the module's exports and the site files
 * it is made of (packages by their `package.json`), for the cache.
 */
export function loadSiteModule(specifier: string, fromFile: string): { exports: ModuleExports; files: string[]; css?: string; browser: boolean } {
  const module = loaded.get(keyOf(specifier, fromFile));
  // Bundled before the page was rendered; else (an edit shown ahead of its rebuild) the rebuild shows the page.
  if (!module || module.inputs.some((input) => stampOf(input.file) !== input.stamp)) throw new Error(`Internal error: \`${specifier}\`, imported by ${fromFile}, was not bundled before the page was rendered`);
  return { exports: module.exports, browser: module.browser, files: module.inputs.map((input) => input.file), ...(module.css && { css: module.css }) };
}

function keyOf(specifier: string, fromFile: string): string {
  return `${path.dirname(fromFile)}\0${specifier}`;
}

function stampOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

const ENTRY = '__hexsite_import.js';

async function bundle(specifier: string, fromDir: string, site: MdxSite, file: string): Promise<LoadedModule> {
  const bundling = { siteDir: site.siteDir, staticDirectories: site.staticDirectories, missingImports: site.missingImports, docusaurus: site.docusaurus };
  let result;
  try {
    // Counted, so that stopping esbuild's process at the end of a command lets it finish; run by
    // the main thread when this is a worker thread (`buildWithSite`), which leaves no process behind.
    result = await counted(() => buildWithSite({
      stdin: { contents: `module.exports = require(${JSON.stringify(specifier)});`, resolveDir: fromDir, sourcefile: ENTRY, loader: 'js' },
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      outfile: path.join(site.siteDir, '__hexsite_module.js'),
      absWorkingDir: site.siteDir,
      // The CSS a module imports becomes the page's stylesheet; what the CSS itself points at is inlined.
      external: EXTERNAL,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'silent',
    }, bundling));
  } catch (error) {
    throw bundleError(error as BuildFailure, specifier, site, file);
  }
  const code = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text;
  const entryKey = Object.keys(result.metafile.inputs).find((input) => input.endsWith(ENTRY))!;
  const resolved = path.resolve(site.siteDir, result.metafile.inputs[entryKey].imports[0]?.path ?? specifier);
  const moduleFile = path.relative(site.siteDir, resolved).split(path.sep).join('/');
  // Checked before its code runs.
  const inputs = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.endsWith(ENTRY) || !isFileInput(input)) continue;
    const absolute = inputFile(input, site.siteDir);
    const packageFile = packageFileOf(absolute);
    if (!packageFile) checkReadable(absolute, site, file);
    inputs.add(packageFile ?? absolute);
  }
  const importers = sharedImporters(result.metafile, site.siteDir);
  const exports = evaluateCommonJs(code, resolved, (required) => sharedModule(required, importers.get(required) ?? moduleFile));
  // As an ES import sees it: a CommonJS module's `module.exports` is its default export.
  const namespace: ModuleExports = exports.__esModule ? exports : { ...exports, default: exports };
  // A component that needs nothing of the browser stays static HTML: no island, no script.
  const browser = runsInBrowser(code);
  const messageIds = browser && code.includes('@docusaurus/Translate') ? messageIdsOf(inputs) : [];
  for (const [name, value] of Object.entries(browser ? namespace : {})) {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) registerIsland(value, { module: resolved, exportName: name, ...(messageIds.length && { messageIds }) });
  }
  return { exports, browser, ...(css && { css }), inputs: [...inputs].map((input) => ({ file: input, stamp: stampOf(input) })) };
}

/**
 * Where each module left shared (`@theme/…`, `react`) is imported in the bundle's files: the
 * file (relative to the site folder) and line of its first import, so that an import hexsite
 * cannot provide is named where it is written, not at the page or module that led to it.
 */
function sharedImporters(metafile: Metafile, siteDir: string): Map<string, SourcePlace> {
  const places = new Map<string, SourcePlace>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    if (input.endsWith(ENTRY) || input.includes('node_modules')) continue;
    for (const { external, path: specifier } of imports) {
      if (!external || places.has(specifier)) continue;
      const absolute = path.resolve(siteDir, input);
      const file = path.relative(siteDir, absolute).split(path.sep).join('/');
      let source = '';
      try {
        source = readFileSync(absolute, 'utf8');
      } catch {
        // Named without a line.
      }
      places.set(specifier, { file, ...findInSource(source, specifier) });
    }
  }
  return places;
}

/** Refuses a module file from outside the folders the site reads, as the site's own modules are. */
function checkReadable(absolute: string, site: MdxSite, file: string): void {
  if (!site.readable || absolute.startsWith('<') || isThemeFile(absolute)) return;
  const real = realpathSync(absolute);
  if (site.readable.some((folder) => isInside(folder, real))) return;
  throw new HexsiteError(`Unexpected import of \`${real}\`, outside the site folder, expected modules inside \`${site.siteDir}\` or installed packages`, {
    file,
    ruleId: 'outside-site',
    hint: hints.outsideSite,
  });
}

/** A file inside `node_modules` stands for its package: the package's `package.json` (its version). */
function packageFileOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const index = parts.lastIndexOf('node_modules');
  if (index === -1) return undefined;
  const scoped = parts[index + 1]?.startsWith('@');
  return parts.slice(0, index + (scoped ? 3 : 2)).join(path.sep) + `${path.sep}package.json`;
}

/** esbuild's first error, at the file and line it names, as hexsite reports errors. */
function bundleError(failure: BuildFailure, specifier: string, site: MdxSite, file: string): HexsiteError {
  const first: Message | undefined = failure.errors?.[0];
  if (!first) return new HexsiteError(`Unexpected failure to load \`${specifier}\`: ${(failure as Error).message}`, { file, ruleId: 'mdx-import' });
  const location = first.location;
  const inEntry = !location || location.file.endsWith(ENTRY);
  const notFound = /Could not resolve/.test(first.text);
  return new HexsiteError(
    notFound && inEntry ? `Unexpected import of \`${specifier}\`, expected a module that exists: no file or installed package has that name` : `Unexpected error in \`${specifier}\`, imported by this page: ${first.text}`,
    {
      file: inEntry ? file : path.relative(site.siteDir, path.resolve(site.siteDir, location.file)).split(path.sep).join('/'),
      ...(inEntry ? {} : { line: location.line, column: location.column + 1 }),
      ruleId: 'mdx-import',
      hint: notFound && inEntry ? 'Check the path (relative to this file, or `@site/…` from the site folder), or install the package in the site (`npm install <name>`).' : 'Fix the module, then build again.',
    },
  );
}
