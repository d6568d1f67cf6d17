import { hashInputs, inputsUnchanged } from '../cache/inputHashes.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type BuildFailure, type BuildOptions, type BuildResult, type Plugin } from 'esbuild';
import { BROWSER_BUILD, locate } from '../bundle/bundleClient.js';
import { CSS_MODULE_NAMESPACE, inputFile, missingImportsAlias, pagePlugins } from '../bundle/pagePlugins.js';
import { CACHE_ROOT } from '../cache/pageStore.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { BUILTIN_SPECIFIERS } from './builtinSpecifiers.js';
import { islandRefOfKey } from './registry.js';

/** The islands' browser code, built for a set of keys. */
export interface IslandBundle {
  /** Each key → its module, relative to the output's `assets/` folder (`islands/Counter.3F2A9C1B.js`). */
  scripts: Record<string, string>;
  /** Each key → the stylesheets of the CSS its module imports, relative to `assets/`. */
  styles: Record<string, string[]>;
  /** The output's files: every module, chunk, stylesheet and asset, copied from the build's folder. */
  files: Array<{ path: string; copyFrom: string }>;
  /** Absolute path of every file the modules were built from: an edit of one builds them again. */
  inputs: string[];
  /** Whether it was built now (false: found in the cache). */
  built: boolean;
}

/** What a build leaves beside its files, to be taken again while nothing it was built from changed. */
interface IslandRecord {
  scripts: Record<string, string>;
  styles: Record<string, string[]>;
  files: string[];
  /** Absolute path of each file read → hash of its content. */
  inputs: Record<string, string>;
}

/** Folder of the site's island builds (one at a time), in the site's cache. */
export const ISLANDS_CACHE = `${CACHE_ROOT}/islands`;
const RECORD = 'record.json';
/** The global through which island modules take React from the client bundle (theme/client/islands.ts `SHARED`). */
const SHARED = '__hexsite_shared';
const SHARED_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/**
 * Builds the browser modules of `keys` (island keys, `src/components/Counter.tsx#default`): one
 * esbuild build, code-split, minified, content-hashed names, React taken from the page's client
 * bundle. Taken from `<cacheRoot>/<key>` instead when every file it was built from is unchanged.
 * Undefined for no keys: a site without islands builds nothing.
 */
export async function buildIslands(options: { keys: Iterable<string>; siteDir: string; cacheRoot: string; missingImports?: string[]; staticDirectories?: string[] }): Promise<IslandBundle | undefined> {
  const { siteDir, cacheRoot, missingImports, staticDirectories } = options;
  const keys = [...new Set(options.keys)].sort();
  if (keys.length === 0) return undefined;
  const { rootDir } = locate();
  const modules = [...new Set(keys.map((key) => islandRefOfKey(key, siteDir).module))].sort();
  const id = createHash('sha1').update(rootDir).update(siteDir).update(modules.join('\0')).update((missingImports ?? []).join('\0')).digest('hex').slice(0, 12);
  const dir = path.join(cacheRoot, id);
  const outDir = path.join(dir, 'out');
  const found = freshRecord(path.join(dir, RECORD));
  if (found) return bundleOf(found, outDir, false);
  for (const old of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) await rm(path.join(cacheRoot, old), { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const entryPoints = Object.fromEntries(modules.map((module) => [entryName(module, siteDir, rootDir), module]));
  try {
    const options = {
      absWorkingDir: siteDir,
      entryPoints,
      outdir: outDir,
      entryNames: 'islands/[name].[hash]',
      chunkNames: 'islands/chunk.[hash]',
      assetNames: 'islands/media/[name].[hash]',
      ...BROWSER_BUILD,
      loader: { '.js': 'jsx', '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.svg': 'file', '.webp': 'file', '.woff': 'file', '.woff2': 'file' },
      metafile: true,
      legalComments: 'none',
      logLevel: 'silent',
      // As the server bundled the pages (src/config/loadModule.ts): the same class names.
      plugins: [sharedReactPlugin(), specifiersPlugin({ siteDir, rootDir }), ...pagePlugins(siteDir, staticDirectories, missingImports)],
      // Packages a Docusaurus site has not installed: their stand-in.
      alias: missingImportsAlias(missingImports),
    } satisfies BuildOptions;
    let result: BuildResult<{ metafile: true }> = await build(options);
    // Minifying renames a CSS module's classes (`.a`), which the page's HTML, rendered on the
    // server, names in full: built again keeping every name, when the islands import one.
    if (Object.keys(result.metafile.inputs).some((input) => input.startsWith(`${CSS_MODULE_NAMESPACE}:`))) {
      await rm(outDir, { recursive: true, force: true });
      result = await build({ ...options, minify: false, minifyWhitespace: true, minifySyntax: true });
    }
    const outputs = Object.entries(result.metafile.outputs);
    const relative = (file: string) => path.relative(outDir, path.resolve(siteDir, file)).split(path.sep).join('/');
    const scripts: Record<string, string> = {};
    const styles: Record<string, string[]> = {};
    for (const key of keys) {
      const { module } = islandRefOfKey(key, siteDir);
      const output = outputs.find(([, meta]) => meta.entryPoint !== undefined && path.resolve(siteDir, meta.entryPoint) === module);
      if (!output) throw new Error(`Internal error: esbuild built no module for the island ${key}`);
      scripts[key] = relative(output[0]);
      if (output[1].cssBundle) styles[key] = [relative(output[1].cssBundle)];
    }
    const inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':') || input.startsWith(`${CSS_MODULE_NAMESPACE}:`))
      .map((input) => inputFile(input, siteDir));
    const record: IslandRecord = { scripts, styles, files: outputs.map(([file]) => relative(file)).sort(), inputs: hashInputs(inputs) };
    await writeFile(path.join(dir, RECORD), JSON.stringify(record, null, 1));
    return bundleOf(record, outDir, true);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (isBuildFailure(error)) throw islandErrors(error, siteDir);
    throw error;
  }
}

function bundleOf(record: IslandRecord, outDir: string, built: boolean): IslandBundle {
  return {
    scripts: record.scripts,
    styles: record.styles,
    files: record.files.map((file) => ({ path: `assets/${file}`, copyFrom: path.join(outDir, file) })),
    inputs: Object.keys(record.inputs),
    built,
  };
}

/** An entry's name in the output: its path, in the site or in hexsite, as one word (`src-components-Counter`). */
function entryName(module: string, siteDir: string, rootDir: string): string {
  const inSite = !path.relative(siteDir, module).startsWith('..');
  const relative = inSite ? path.relative(siteDir, module) : `hexsite/${path.relative(rootDir, module)}`;
  return relative.replace(/\.[^./\\]+$/, '').replace(/[^A-Za-z0-9_]+/g, '-').replace(/^-+/, '');
}

/**
 * `react`, `react-dom` and their entry points, taken from the client bundle the page already
 * runs (theme/client/islands.ts puts them in a global before it loads an island): one React.
 */
function sharedReactPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'hexsite-shared-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/(jsx-runtime|client))?$/ }, (args) => (SHARED_SPECIFIERS.includes(args.path) ? { path: args.path, namespace: 'hexsite-shared' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'hexsite-shared' }, (args) => {
        const names = Object.keys(require(args.path) as object).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
        const contents = [`const m = globalThis[${JSON.stringify(SHARED)}][${JSON.stringify(args.path)}];`, 'export default m;', ...names.map((name) => `export const ${name} = m.${name};`)].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}

/** `@site/…` is the site folder; `@theme/…`, `@theme-original/…`, `@docusaurus/…` the built-in components. */
function specifiersPlugin({ siteDir, rootDir }: { siteDir: string; rootDir: string }): Plugin {
  return {
    name: 'hexsite-island-specifiers',
    setup(build) {
      // A page may import the site's config (its title): in the browser, `defineConfig` is all of hexsite it needs.
      build.onResolve({ filter: /^hexsite$/ }, () => ({ path: 'hexsite', namespace: 'hexsite-config' }));
      build.onLoad({ filter: /.*/, namespace: 'hexsite-config' }, () => ({
        contents: 'export function defineConfig(config) { return config; }\nexport function defineSidebars(sidebars) { return sidebars; }\n',
        loader: 'js',
      }));
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir }));
      build.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, (args) => {
        // `@theme-original/X` is hexsite's own X, which a site's `src/theme/MDXComponents` spreads.
        const file = BUILTIN_SPECIFIERS[args.path] ?? BUILTIN_SPECIFIERS[args.path.replace(/^@theme-original\//, '@theme/')];
        return file ? { path: path.join(rootDir, file) } : undefined;
      });
    },
  };
}

/** A build's record, when it exists, its files are there and every input has the content it was built from. */
function freshRecord(file: string): IslandRecord | undefined {
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as IslandRecord;
  const fresh = inputsUnchanged(record.inputs);
  return fresh && record.files.every((output) => existsSync(path.join(path.dirname(file), 'out', output))) ? record : undefined;
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && !(error instanceof HexsiteErrors) && Array.isArray((error as Partial<BuildFailure>).errors);
}

/** esbuild's errors, each naming its file and line. */
function islandErrors(failure: BuildFailure, siteDir: string): HexsiteErrors {
  return new HexsiteErrors(
    failure.errors.map((message) => {
      const place = message.location;
      return new HexsiteError(`${message.text} (while building the islands, the components the browser runs)`, {
        file: place ? path.relative(siteDir, path.resolve(siteDir, place.file)).split(path.sep).join('/') : undefined,
        line: place?.line,
        column: place ? place.column + 1 : undefined,
        ruleId: 'island-build',
        hint: 'Fix the component\'s module: it is bundled for the browser with what it imports.',
      });
    }),
  );
}
