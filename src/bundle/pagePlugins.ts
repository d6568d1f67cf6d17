import { existsSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInside } from '../util/isInside.js';
import { safeDecode } from '../util/safeDecode.js';
import { sha1 } from '../util/sha1.js';
import { locate } from './bundleClient.js';

/**
 * The imports of a Docusaurus site that are not there (`SiteConfig.missingImports`), each to the
 * stand-in of a missing package: any subpath of a package not installed (`zod/v3` in a file
 * outside the folders read for imports), and the files a script makes before the build (the
 * absolute paths). A plugin, as esbuild's `alias` maps exact package names only.
 */
export function missingImportsPlugin(missingImports: readonly string[]): Plugin {
  const files = new Set(missingImports.filter((specifier) => path.isAbsolute(specifier)));
  const packages = [...new Set(missingImports.filter((specifier) => !path.isAbsolute(specifier)).map(packageNameOf))];
  return {
    name: 'hexsite-missing-imports',
    setup(build) {
      if (files.size) {
        build.onResolve({ filter: /^\.\.?\// }, (args) => (files.has(path.resolve(args.resolveDir, args.path)) ? { path: missingPackageFile() } : undefined));
      }
      if (packages.length) {
        const filter = new RegExp(`^(?:${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:/|$)`);
        build.onResolve({ filter }, () => ({ path: missingPackageFile() }));
      }
    },
  };
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageNameOf(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/**
 * Resolves `url(/img/bg.png)` and `@import '/css/x.css'` to the file at that path in a static
 * folder, as the site serves it: bundled, it gets a hashed copy (or is inlined), and so works
 * under any base path. With `cssOnly`, only the paths CSS names: a page's own imports are left alone.
 */
export function staticPathsPlugin(options: { siteDir: string; siteReal: string; staticDirectories: readonly string[]; cssOnly?: boolean }): Plugin {
  const { siteDir, siteReal, staticDirectories, cssOnly } = options;
  return {
    name: 'hexsite-static-paths',
    setup(build) {
      // esbuild's filters are Go regular expressions, without look-ahead: `//host/…` is let through here.
      build.onResolve({ filter: /^\// }, (args) => {
        if (args.kind === 'entry-point' || args.path.startsWith('//') || isInside(siteReal, args.path)) return undefined;
        if (cssOnly && args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const relative = safeDecode(args.path.replace(/[?#].*$/, '')).slice(1);
        for (const dir of staticDirectories) {
          const candidate = path.join(siteDir, dir, relative);
          if (existsSync(candidate) && statSync(candidate).isFile()) return { path: realpathSync(candidate) };
        }
        return { errors: [{ text: `Unexpected site path \`${args.path}\`, expected a file in ${staticDirectories.map((dir) => `\`${dir}/\``).join(' or ')}` }] };
      });
    },
  };
}

/** The namespace of CSS modules: their path there holds the name their classes are scoped by. */
export const CSS_MODULE_NAMESPACE = 'hexsite-css-module';

/** A `*.module.css` file, as Docusaurus (css-loader) reads it: a CSS module. */
const CSS_MODULE = /\.module\.css$/;

/**
 * `import styles from './styles.module.css'`: esbuild's `local-css` loader scopes the file's
 * classes and exports the map. It names a class after the file (`styles_hero`) and tells two
 * files of the same name apart by their order in one build, which differs between a page's server
 * and browser builds; the file is therefore loaded under a name holding a hash of its path in the
 * site (`styles_3f2a9c1b.module.css`): `styles_3f2a9c1b_hero` in every build.
 */
export function cssModulesPlugin(siteDir: string): Plugin {
  return {
    name: 'hexsite-css-modules',
    setup(build) {
      build.onResolve({ filter: CSS_MODULE }, async (args) => {
        if (args.pluginData === CSS_MODULE_NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: CSS_MODULE_NAMESPACE });
        if (resolved.errors.length) return { errors: resolved.errors };
        if (resolved.external) return { path: resolved.path, external: true };
        return { path: scopedPath(resolved.path, siteDir), namespace: CSS_MODULE_NAMESPACE, pluginData: resolved.path };
      });
      build.onLoad({ filter: /.*/, namespace: CSS_MODULE_NAMESPACE }, async (args) => {
        const file = args.pluginData as string;
        return { contents: await readFile(file, 'utf8'), loader: 'local-css', resolveDir: path.dirname(file), watchFiles: [file] };
      });
    },
  };
}

/**
 * `/site/src/pages/styles.module.css` → `src/pages/styles_<hash of src/pages/styles.module.css>.module.css`:
 * relative to the site folder, as it is named in the stylesheet's comments (no absolute path
 * reaches the output).
 */
export function scopedPath(file: string, siteDir: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  return relative.replace(CSS_MODULE, `_${sha1(relative).slice(0, 8)}.module.css`);
}

/** A metafile's input made by one of hexsite's plugins: `<namespace>:<file>` (a CSS module, an SVG read as a component, a raw text). */
const PLUGIN_INPUT = /^hexsite-[a-z-]+:/;

/** Whether a metafile's input is a file of the site (or a package), as read or as one of hexsite's plugins made it, rather than a `data:` URL or a virtual module. */
export function isFileInput(input: string): boolean {
  return !input.includes(':') || PLUGIN_INPUT.test(input) || /^[a-zA-Z]:[\\/]/.test(input);
}

/** A metafile's input → the absolute file it was read from: a CSS module's scoped name back to its own, a plugin's module to its file. */
export function inputFile(input: string, siteDir: string): string {
  if (input.startsWith(`${CSS_MODULE_NAMESPACE}:`)) return path.resolve(siteDir, input.slice(CSS_MODULE_NAMESPACE.length + 1).replace(/_[0-9a-f]{8}\.module\.css$/, '.module.css'));
  return path.resolve(siteDir, input.replace(PLUGIN_INPUT, ''));
}

/**
 * The imports of packages a Docusaurus site has not installed (`SiteConfig.missingImports`), each
 * to the stand-in `theme/mdx/missingPackage.cjs`: an esbuild `alias`, for the server's bundles of
 * pages and MDX modules and the browser's of islands alike.
 */
export function missingImportsAlias(specifiers: readonly string[] | undefined): Record<string, string> {
  if (!specifiers?.length) return {};
  const standIn = missingPackageFile();
  // Files that are not there are `missingImportsPlugin`'s.
  return Object.fromEntries(specifiers.filter((specifier) => !path.isAbsolute(specifier)).map((specifier) => [specifier, standIn]));
}

/** Whether a file is hexsite's own theme's (a stand-in, Infima's classes), which a site's bundle may read wherever the site is. */
export function isThemeFile(file: string): boolean {
  return isInside(path.join(locate().rootDir, 'theme'), file);
}

/** The module injected into the React pages of a Docusaurus site: Infima's layout and utility classes (`theme/css/infima-compat.css`). */
export function infimaCompatFile(): string {
  return path.join(locate().rootDir, 'theme', 'css', 'infimaCompat.js');
}

/** The stand-in of a package that is not installed: hexsite's own file, which a bundle may read wherever the site is. */
export function missingPackageFile(): string {
  return path.join(locate().rootDir, 'theme', 'mdx', 'missingPackage.cjs');
}

/** Packages a Docusaurus site imports without always installing them: hexsite gives its own `clsx` for either. */
const CLASS_NAMES = /^(clsx|classnames)$/;

/**
 * `clsx` and `classnames`: the site's own copy when it has one installed; else hexsite's `clsx`
 * (Docusaurus depends on it, so every Docusaurus site may import it; `classnames` takes the same
 * arguments and gives the same string), so that a site checked out without `npm install` builds.
 */
export function classNamesPlugin(): Plugin {
  const hexsiteRequire = createRequire(import.meta.url);
  return {
    name: 'hexsite-class-names',
    setup(build) {
      build.onResolve({ filter: CLASS_NAMES }, async (args) => {
        if (args.pluginData === CLASS_NAMES.source) return undefined;
        const own = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: CLASS_NAMES.source });
        if (!own.errors.length) return { path: own.path, namespace: own.namespace, external: own.external, sideEffects: own.sideEffects };
        return { path: hexsiteRequire.resolve('clsx') };
      });
    },
  };
}
