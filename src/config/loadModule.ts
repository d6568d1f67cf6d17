import { readFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { build, stop, type Message } from 'esbuild';
import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import { hints } from '../errors/hints.js';
import { warmUpIcu } from '../util/warmUpIcu.js';
import { isReadableModule, siteRelative, type SiteRoot } from './siteRoot.js';
import { runUserCode } from './userCode.js';
import { infimaCompatFile, inputFile, isFileInput, isThemeFile, missingImportsAlias } from '../bundle/pagePlugins.js';
import { DOCUSAURUS_EXTERNAL, DOCUSAURUS_MODULE } from './docusaurus/resolve/specifiers.js';
import { siteBuildOptions, type SiteBundling } from './docusaurus/resolve/siteBundling.js';
import { usedSyncService } from './compileSync.js';

/** A module evaluated from a TypeScript or JavaScript source file. */
export interface LoadedModule {
  exports: Record<string, unknown>;
  /** The source text, for locating values in error messages. */
  source: string;
  /** The compiled code that was run (CommonJS, React left out). */
  code: string;
  /** The CSS the module imports (`import './home.css'`), bundled into one stylesheet; undefined when none. */
  css?: string;
  /** Every file bundled into it, itself included, as absolute paths: what its code is made of. */
  inputs: string[];
  /** Whether the file is CommonJS (`module.exports = …`, `exports.x = …`) rather than an ES module. */
  commonJs: boolean;
}

/**
 * The value a module of the site gives, as Docusaurus reads a config or sidebars file: a CommonJS
 * module's `module.exports` whole, an ES module's default export, else its export named `name`.
 */
export function exportedValue(loaded: LoadedModule, name: string): unknown {
  return loaded.commonJs ? loaded.exports : (loaded.exports.default ?? loaded.exports[name]);
}

/** Where a module failed to compile. */
export class ModuleCompileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    reason: string,
  ) {
    super(reason);
    this.name = 'ModuleCompileError';
  }
}

/** How to load a module of the site. */
export interface LoadModuleOptions {
  site: SiteRoot;
  /** What loading it is, for messages ("loading the config"). */
  doing: string;
  /** Seconds its evaluation may take. */
  timeoutSeconds: number;
  /**
   * The modules hexsite provides under Docusaurus's names (`@docusaurus/Link`, `@theme/Layout`),
   * for a page: kept out of its bundle and given by this. A page is also bundled as the browser
   * bundles it (`siteBuildOptions`: CSS modules, `clsx`, SVG components, …).
   */
  builtins?: (specifier: string) => unknown;
  /**
   * For a config read as Docusaurus reads it: packages left out of the bundle (`@docusaurus/*`),
   * whether a package that is not installed is left out too rather than failing the compilation,
   * and the `require` its code runs with, made from hexsite's.
   */
  packages?: { external: string[]; missingExternal: boolean; require: (base: NodeJS.Require, file: string) => NodeJS.Require };
  /** Imports of packages a Docusaurus site has not installed, built with a stand-in (`SiteConfig.missingImports`). */
  missingImports?: string[];
  /** The site's static folders, where a page's CSS finds the site paths it names (`url(/img/x.svg)`). */
  staticDirectories?: string[];
  /** A React page of a site read from its Docusaurus config: its stylesheet gets Infima's layout and utility classes. */
  infima?: boolean;
}

// Modules are evaluated with hexsite's own `require`, so `react` in a page is the very copy
// the renderer uses, and `import { defineConfig } from 'hexsite'` needs no installed package.
const hexsiteRequire = createRequire(import.meta.url);

// `import { defineConfig } from 'hexsite'` gets this module, by an alias rather than a plugin:
// with a plugin, esbuild's process waits for this thread at every step of a compilation. An
// alias maps `hexsite/x` too, to this text followed by `/x`, which the closing `//` comments out.
const SHIM = `data:text/javascript,${encodeURIComponent(`export function defineConfig(config) { return config; }
export function defineSidebars(sidebars) { return sidebars; }
//`)}`;

/**
 * Compiles `file` (ts, tsx, js, jsx, mjs) with esbuild and evaluates it as CommonJS, within
 * the time limit. Files it imports must lie inside the site folder (packages from any
 * `node_modules` excepted, as sites in a monorepo share theirs).
 */
export async function loadModule(file: string, options: LoadModuleOptions): Promise<LoadedModule> {
  const { site } = options;
  const shown = siteRelative(site, file);
  const external = ['react', 'react-dom', 'react/*', 'react-dom/*', ...(options.builtins ? DOCUSAURUS_EXTERNAL : []), ...(options.packages?.external ?? [])];
  const page = Boolean(options.builtins);
  const bundling: SiteBundling = { siteDir: site.real, staticDirectories: options.staticDirectories, missingImports: options.missingImports, docusaurus: options.infima };
  const pageOptions = page ? { bundling, ...(options.infima && { inject: [infimaCompatFile()] }) } : undefined;
  // A config or sidebars file too may import packages the site has not installed: their stand-in.
  const alias = missingImportsAlias(options.missingImports);
  let compiled = compile(file, site, external, pageOptions, alias);
  // Packages that are not installed, left to `packages.require` (which gives them as missing): one more compilation.
  if (options.packages?.missingExternal) {
    compiled = compiled.catch((error: unknown) => {
      const missing = unresolvedPackages(error);
      if (!missing.length) throw error;
      return compile(file, site, [...external, ...missing], pageOptions, alias);
    });
  }
  compiled = compiled.catch((error: { errors?: Message[] }) => {
    const first = error.errors?.[0];
    if (!first) throw error;
    throw new ModuleCompileError(first.location?.file ?? file, first.location?.line, first.location ? first.location.column + 1 : undefined, first.text);
  });
  // Once the request is sent (after this turn's promise jobs), esbuild's process compiles and
  // this thread would only wait for it.
  setImmediate(warmUpIcu);
  const result = await compiled;
  // A file of a `"type": "module"` package is an ES module, where `module.exports = …` would
  // silently export nothing: Node refuses it too.
  const mixed = result.warnings.find((warning) => warning.id === 'commonjs-variable-in-esm');
  if (mixed?.location) {
    const { location } = mixed;
    throw new ModuleCompileError(path.resolve(site.dir, location.file), location.line, location.column + 1, `CommonJS \`${location.lineText.slice(location.column, location.column + location.length)}\` in a file that the \`"type": "module"\` of its package.json makes an ES module; write \`export default\` instead, or take \`"type": "module"\` out of the package.json`);
  }
  const inputs: string[] = [];
  let commonJs = false;
  // `require.resolve('./src/css/custom.css')`, which esbuild leaves to run time: each path as the
  // module that wrote it resolves it, from its own folder.
  const resolvedIds = new Map<string, string>();
  for (const [input, meta] of Object.entries(result.metafile.inputs)) {
    if (!isFileInput(input)) continue;
    const absolute = inputFile(input, site.dir);
    inputs.push(absolute);
    if (absolute === file) commonJs = meta.format === 'cjs';
    for (const used of meta.imports) {
      if (used.kind !== 'require-resolve' || resolvedIds.has(used.path)) continue;
      const resolved = resolveFrom(absolute, used.path);
      if (resolved) resolvedIds.set(used.path, resolved);
    }
    if (absolute.split(path.sep).includes('node_modules') || isThemeFile(absolute)) continue;
    const real = realpathSync(absolute);
    if (!isReadableModule(site, real)) {
      const where = site.repository ? ['its repository', site.repository] : ['the site folder', site.dir];
      throw new HexsiteError(`Unexpected import of \`${real}\`, outside ${where[0]}, expected modules inside \`${where[1]}\` or installed packages`, {
        file: shown,
        ruleId: 'outside-site',
        hint: hints.outsideSite,
      });
    }
  }
  const code = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text;
  const module = { exports: {} as Record<string, unknown> };
  const run = vm.compileFunction(code, ['require', 'module', 'exports', '__filename', '__dirname'], { filename: file });
  // Read before the code runs: a promise it exports that rejects must reach the caller within
  // this turn, before Node takes the rejection for an unhandled one and ends the process.
  const source = await readFile(file, 'utf8');
  let moduleRequire = resolvedIds.size ? requireResolving(resolvedIds, file) : hexsiteRequire;
  const { builtins } = options;
  if (builtins) moduleRequire = withBuiltins(moduleRequire, builtins);
  if (options.packages) moduleRequire = options.packages.require(moduleRequire, file);
  runUserCode(() => run(moduleRequire, module, module.exports, file, path.dirname(file)), { file: shown, doing: options.doing, timeoutSeconds: options.timeoutSeconds });
  return { exports: module.exports, source, code, inputs, commonJs, ...(css && { css }) };
}

/**
 * One esbuild compilation of `file` for Node as CommonJS, leaving out `external` and taking the
 * packages not installed from `missingAlias`; a React page's (`page`) as Docusaurus bundles pages (`siteBuildOptions`).
 */
function compile(file: string, site: SiteRoot, external: string[], page?: { bundling: SiteBundling; inject?: string[] }, missingAlias: Record<string, string> = {}) {
  const pageOptions = page && siteBuildOptions(page.bundling);
  return counted(() =>
    build({
      entryPoints: [file],
      absWorkingDir: site.dir,
      bundle: true,
      write: false,
      // Nothing is written; an output folder only lets esbuild put imported CSS in a file of its own.
      outdir: path.join(site.dir, '.hexsite', 'modules'),
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      // `await import('unist-util-visit')` in a plugin: a require, as the module runs as CommonJS in a function of its own.
      supported: { 'dynamic-import': false },
      logLevel: 'silent',
      metafile: true,
      external,
      ...pageOptions,
      alias: { hexsite: SHIM, ...missingAlias, ...pageOptions?.alias },
      ...(page?.inject && { inject: page.inject }),
    }),
  );
}

/** The packages a failed compilation could not find (`Could not resolve "js-yaml"`). */
function unresolvedPackages(error: unknown): string[] {
  const errors = (error as { errors?: Message[] }).errors ?? [];
  const names = errors.map((one) => /^Could not resolve "([^"]+)"/.exec(one.text)?.[1]).filter((name): name is string => name !== undefined && !/^[./]/.test(name));
  // Every error must be one of these: any other is the config's own, reported as it is.
  return names.length === errors.length ? [...new Set(names)] : [];
}

/** Where `id` resolves from the module `importer`; undefined when nothing is there (`require.resolve` then fails at run time, naming it). */
function resolveFrom(importer: string, id: string): string | undefined {
  try {
    return createRequire(importer).resolve(id);
  } catch {
    return undefined;
  }
}

/**
 * hexsite's `require`, whose `resolve` gives the paths the site's modules asked for
 * (`resolvedIds`), and resolves any other from the folder of `file`, as Node would.
 */
function requireResolving(resolvedIds: Map<string, string>, file: string): NodeJS.Require {
  const fromFile = createRequire(file);
  const resolve = Object.assign((id: string) => resolvedIds.get(id) ?? fromFile.resolve(id), { paths: fromFile.resolve.paths });
  return Object.assign((id: string): unknown => hexsiteRequire(id), hexsiteRequire, { resolve });
}

/** `require` giving `@docusaurus/…` from `builtins`, anything else as before. */
function withBuiltins(base: NodeJS.Require, builtins: (specifier: string) => unknown): NodeJS.Require {
  return Object.assign((id: string): unknown => (DOCUSAURUS_MODULE.test(id) ? asDefaultToo(builtins(id)) : base(id)), base);
}

/**
 * A module whose default export is a function, as a function too: a page of a `"type": "module"`
 * package imports in Node's way, where the default import is the whole CommonJS module, not its
 * `default`. The named exports stay reachable either way.
 */
function asDefaultToo(namespace: unknown): unknown {
  const main = (namespace as { default?: unknown } | null)?.default;
  if (typeof main !== 'function') return namespace;
  const callable = function (this: unknown, ...args: unknown[]): unknown {
    return (main as (...args: unknown[]) => unknown).apply(this, args);
  };
  return Object.assign(callable, namespace, { __esModule: true });
}

/**
 * Loads a module of the site that hexsite runs (a React page, a plugin): `loadModule`, with its
 * problems reported at the site-relative `file` as `<kind>-syntax` (with the line) and
 * `<kind>-load`.
 */
export async function loadSiteModule(
  real: string,
  options: { site: SiteRoot; file: string; kind: 'page' | 'plugin'; timeoutSeconds: number; builtins?: (specifier: string) => unknown; missingImports?: string[]; staticDirectories?: string[]; infima?: boolean },
): Promise<LoadedModule> {
  const { site, file, kind, timeoutSeconds, builtins, missingImports, staticDirectories, infima } = options;
  return loadModule(real, { site, doing: `loading the ${kind}`, timeoutSeconds, ...(builtins && { builtins }), ...(missingImports && { missingImports }), ...(staticDirectories && { staticDirectories }), ...(infima && { infima }) }).catch((error: unknown) => {
    if (error instanceof ModuleCompileError) {
      const missing = /^Could not resolve "(.+)"$/.exec(error.message)?.[1];
      if (missing) {
        const shown = siteRelative(site, error.file);
        const isPackage = !/^[./]/.test(missing) && !missing.startsWith('@site/');
        throw new HexsiteError(`Unexpected import of \`${missing}\`, expected ${isPackage ? 'an installed package' : 'a file that exists'}`, {
          file: shown,
          line: error.line,
          column: error.column,
          ruleId: `${kind}-import`,
          hint: isPackage ? `Install the site's dependencies (\`npm install\` in the site folder), or \`npm install ${packageName(missing)}\`.` : 'Check the path: it is relative to the file that imports it (or `@site/…` from the site folder).',
        });
      }
      throw new HexsiteError(`Unexpected syntax error: ${error.message}, expected valid TypeScript or JavaScript`, { file, line: error.line, column: error.column, ruleId: `${kind}-syntax` });
    }
    if (error instanceof HexsiteError) throw error;
    throw new HexsiteError(`Unexpected error while loading the ${kind}: ${describeThrown(error)}`, { file, ruleId: `${kind}-load`, cause: error });
  });
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** Compilations under way, and whether esbuild's process is to end once they are done. */
let compiling = 0;
let stopWhenDone = false;

/** Runs an esbuild compilation as one of those `stopCompiler` lets finish first. */
export function counted<T>(compile: () => Promise<T>): Promise<T> {
  compiling += 1;
  return compile().finally(() => {
    compiling -= 1;
    if (compiling === 0 && stopWhenDone) void stopCompiler();
  });
}

/**
 * Ends esbuild's service process, so that no child process outlives a command; a later
 * compilation starts it again. Compilations under way finish first: another build in the same
 * process (watch mode, the API) may be loading its config right now, and stopping under it
 * would leave it waiting for an answer that never comes.
 */
export async function stopCompiler(): Promise<void> {
  stopWhenDone = compiling > 0;
  // esbuild's `stop` also stops its thread for synchronous calls, leaving that thread's process
  // a zombie (see `compileSync`): once this thread has made such calls, the service stays.
  if (!stopWhenDone && !usedSyncService()) await stop();
}
