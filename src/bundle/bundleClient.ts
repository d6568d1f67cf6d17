import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Loader, type Metafile, type Plugin } from 'esbuild';

/** The client's files, relative to the output's `assets/` folder, and their entry points. */
export interface ClientBundle {
  /** Folder holding the built files. */
  dir: string;
  /** Every file, relative to `dir`. */
  files: string[];
  /** The entry script, relative to `dir` (`js/main.3f2a9c1b.js`). */
  script: string;
  /** The stylesheet, relative to `dir`. */
  stylesheet: string;
  /**
   * The chunks the entry script imports statically, directly or through another, relative to
   * `dir`: every page links them as `modulepreload`, so the browser fetches them with the entry
   * instead of one round trip after it. Manifests written before this list existed lack it.
   */
  preload?: string[];
  /**
   * The CSS the site's theme overrides import (`src/theme/Footer/footer.css`), relative to `dir`:
   * linked from every page after the theme's stylesheet, as Docusaurus makes a component's CSS global.
   */
  overrideStylesheet?: string;
  /** Just built: the files esbuild read, relative to hexsite's root (never in the manifest). */
  inputs?: string[];
}

const MANIFEST = 'manifest.json';

/** How hexsite builds code for the browser: the client, and the islands of a site. */
export const BROWSER_BUILD = {
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
} as const satisfies BuildOptions;

/** The package root and the client's folder: dist/*.js sit one level below the root, src/bundle/ two. */
export function locate(): { rootDir: string; clientDir: string } {
  const parent = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const rootDir = existsSync(path.join(parent, 'package.json')) ? parent : path.resolve(parent, '..');
  return { rootDir, clientDir: path.join(rootDir, 'dist', 'client') };
}

/**
 * Builds the browser code (React, the templates, the theme) and the stylesheet with esbuild:
 * minified, code-split, content-hashed names. The client does not depend on any site's
 * content, so it is built once when hexsite is compiled and reused by every site build; a site
 * that overrides theme components gets its own, built into `clientDir` with the overrides'
 * plugin (src/themeOverrides/).
 */
export async function buildClientBundle(options: { clientDir?: string; plugins?: Plugin[]; logLevel?: 'warning' | 'silent'; loader?: Record<string, Loader>; alias?: Record<string, string> } = {}): Promise<ClientBundle> {
  const { rootDir } = locate();
  const clientDir = options.clientDir ?? locate().clientDir;
  await rm(clientDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: { main: 'theme/client/entry.tsx', styles: 'theme/css/theme.css' },
    outdir: clientDir,
    entryNames: '[ext]/[name].[hash]',
    chunkNames: 'js/chunk.[hash]',
    assetNames: 'media/[name].[hash]',
    ...BROWSER_BUILD,
    jsxImportSource: path.join(rootDir, 'theme/client/jsx'),
    metafile: true,
    plugins: options.plugins,
    ...(options.loader && { loader: options.loader }),
    ...(options.alias && { alias: options.alias }),
    legalComments: 'none',
    logLevel: options.logLevel ?? 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const relative = (file: string) => path.relative(clientDir, path.join(rootDir, file)).split(path.sep).join('/');
  const script = outputs.find(([, meta]) => meta.entryPoint === 'theme/client/entry.tsx');
  const stylesheet = outputs.find(([file]) => file.endsWith('.css') && path.basename(file).startsWith('styles.'));
  if (!script || !stylesheet) throw new Error('Internal error: esbuild produced no client entry or stylesheet');
  // The manifest names no folder: it is read where it lies (`loadClientBundle`), in a checkout or an installed package.
  const bundle = {
    files: outputs.map(([file]) => relative(file)).filter((file) => !file.endsWith('.map')).sort(),
    script: relative(script[0]),
    stylesheet: relative(stylesheet[0]),
    preload: staticImports(result.metafile, script[0]).map(relative),
    ...(script[1].cssBundle && { overrideStylesheet: relative(script[1].cssBundle) }),
  };
  await writeFile(path.join(clientDir, MANIFEST), JSON.stringify(bundle, null, 2));
  return { ...bundle, dir: clientDir, inputs: Object.keys(result.metafile.inputs) };
}

/** The output files `entry` imports statically, directly or through one another, in the order first met. */
export function staticImports(metafile: Metafile, entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    for (const record of metafile.outputs[file]?.imports ?? []) {
      if (record.kind !== 'import-statement' || record.external || found.has(record.path)) continue;
      found.add(record.path);
      visit(record.path);
    }
  };
  visit(entry);
  return [...found];
}

/** The client bundle built at compile time; built now if it is missing. */
export async function loadClientBundle(clientDir = locate().clientDir): Promise<ClientBundle> {
  const manifest = path.join(clientDir, MANIFEST);
  if (!existsSync(manifest)) return buildClientBundle({ clientDir });
  const bundle = JSON.parse(await readFile(manifest, 'utf8')) as Omit<ClientBundle, 'dir'>;
  return { ...bundle, dir: clientDir };
}

/** Total size in bytes of the client's JavaScript, for the build summary and the benchmark. */
export async function clientScriptBytes(bundle: ClientBundle): Promise<number> {
  let total = 0;
  for (const file of bundle.files.filter((name) => name.endsWith('.js'))) total += (await readFile(path.join(bundle.dir, file))).length;
  return total;
}
