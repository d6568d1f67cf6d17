import { createRequire } from 'node:module';
import nodeModule from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, parseAllDocuments, stringify as stringifyYaml } from 'yaml';

/**
 * The packages a Docusaurus config requires, as hexsite evaluates it: those hexsite understands
 * (the `@docusaurus/*` presets, plugins and remark plugins, `prism-react-renderer`, the local
 * search plugins) are hexsite's own stand-ins whether installed or not, so that a site checked out
 * without `npm install` builds; any other package that is not installed is a `missing` value
 * that lets the config evaluate and tells the translation which option needed it.
 */

/** Marks a stand-in: the package (and export) it stands for. */
export const KNOWN = Symbol('hexsite.knownPackage');
/** Marks a value made from a package that is not installed: the package, and how it was reached. */
export const MISSING = Symbol('hexsite.missingPackage');

/** What a `missing` value carries. */
export interface MissingUse {
  /** The package that is not installed (`js-yaml`), or the file that does not exist (`data/sponsors.json`, made by a script before Docusaurus's build). */
  packageName: string;
  /** `file`: a file that does not exist; `stand-in`: a package not installed that hexsite stands in for (`STAND_INS`), noted as approximated. */
  kind?: 'file' | 'stand-in';
  /** The module that required it, when it was not the config itself (`./webpack.plugin.js`). */
  through?: string;
}

/** The search plugins and themes whose place hexsite's built-in search takes. */
export const SEARCH_PACKAGES = [
  '@easyops-cn/docusaurus-search-local',
  'docusaurus-lunr-search',
  '@cmfcmf/docusaurus-search-local',
  'docusaurus-plugin-search-local',
  '@getcanary/docusaurus-theme-search-pagefind',
  'docusaurus-pagefind',
  'docusaurus-plugin-pagefind',
  '@docusaurus/theme-search-algolia',
];

/** The packages hexsite gives itself, installed or not; also what esbuild leaves out of the config's bundle. */
export const PROVIDED_EXTERNAL = ['@docusaurus/*', 'prism-react-renderer', 'prism-react-renderer/*', ...SEARCH_PACKAGES, ...SEARCH_PACKAGES.map((name) => `${name}/*`)];

/** The package of a specifier or of a resolved path (`@scope/name/sub` → `@scope/name`; `…/node_modules/x/index.js` → `x`). */
export function packageNameOf(specifier: string): string {
  const inModules = specifier.split(/[\\/]node_modules[\\/]/);
  const tail = inModules.length > 1 ? inModules[inModules.length - 1] : specifier;
  const parts = tail.split(/[\\/]/);
  return tail.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether a specifier names a package (not `./x`, `/x` or a Node built-in). */
export function isBareSpecifier(specifier: string): boolean {
  return !/^(\.{1,2}[\\/]|\.{1,2}$|\/|[a-zA-Z]:[\\/]|node:)/.test(specifier) && !nodeModule.isBuiltin(specifier);
}

/** Docusaurus's packages hexsite stands in for: presets, plugins, themes, remark plugins, and those of types only. */
const DOCUSAURUS_PROVIDED = /^@docusaurus\/(preset-|plugin-|theme-|remark-plugin-|types$|module-type-aliases$|tsconfig$)/;

/** Whether hexsite gives this specifier itself (other `@docusaurus/*` packages, such as `utils`, load as installed). */
export function isProvided(specifier: string): boolean {
  const name = packageNameOf(specifier);
  return DOCUSAURUS_PROVIDED.test(name) || name === 'prism-react-renderer' || SEARCH_PACKAGES.includes(name);
}

/** The stand-in for a package of `isProvided`. */
export function providedModule(specifier: string): unknown {
  const name = packageNameOf(specifier);
  if (name === 'prism-react-renderer') return prismReactRenderer(specifier);
  // A remark plugin, a preset, a plugin or a theme: a function (`require(x)(context, options)`
  // and `[require(x), options]` both evaluate) that names what it stands for.
  const standIn = Object.assign(function docusaurusStandIn() {
    return { name: specifier };
  }, { [KNOWN]: specifier });
  return Object.assign(standIn, { default: standIn });
}

/** Whether a value is a stand-in of `providedModule`; the specifier it stands for. */
export function knownOf(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  const known = (value as { [KNOWN]?: unknown })[KNOWN];
  return typeof known === 'string' ? known : undefined;
}

/** The package a value of `missingValue` comes from. */
export function missingOf(value: unknown): MissingUse | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  return (value as { [MISSING]?: MissingUse })[MISSING];
}

/** Properties that must read as absent, or module interop, `await` and string conversion would take the value for something else. */
const ABSENT = new Set<PropertyKey>(['__esModule', 'then', 'default', 'toJSON', 'constructor', 'prototype', '$$typeof', Symbol.toPrimitive, Symbol.toStringTag]);

/**
 * A value standing for a package that is not installed, or for anything reached from it: every
 * property is such a value, calling or constructing it gives one, it iterates as empty and reads
 * as `''` in a string. The config evaluates; the translation finds where it went.
 */
export function missingValue(use: MissingUse): unknown {
  const target = function missingPackage() {};
  const proxy: unknown = new Proxy(target, {
    get(_, key) {
      if (key === MISSING) return use;
      if (key === Symbol.iterator) return function* nothing() {};
      if (key === 'toString' || key === 'valueOf') return () => '';
      if (ABSENT.has(key) || typeof key === 'symbol') return undefined;
      return proxy;
    },
    has: (_, key) => key === MISSING,
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

/** The `themes` of prism-react-renderer (v2) and its `themes/<name>` modules (v1): each a theme object that names itself. */
function prismReactRenderer(specifier: string): unknown {
  const theme = (name: string) => ({ [KNOWN]: `prism-react-renderer/themes/${name}`, plain: {}, styles: [] });
  const sub = /^prism-react-renderer\/themes\/([^/]+)$/.exec(specifier);
  if (sub) {
    const one = theme(sub[1]);
    return { ...one, default: one };
  }
  const themes = new Proxy({} as Record<string, unknown>, { get: (_, key) => (typeof key === 'string' ? theme(key) : undefined) });
  return { themes, default: { themes }, Highlight: missingValue({ packageName: 'prism-react-renderer' }) };
}

/**
 * The `require` a Docusaurus config runs with: `base` (hexsite's), with the packages hexsite
 * provides given by it, packages that are not installed given as `missingValue`, and
 * `require('module').createRequire` giving such a `require` too (a config written as an ES
 * module makes its own `require` that way).
 */
export function configRequire(base: NodeJS.Require, file: string, used: MissingUse[] = []): NodeJS.Require {
  const fromFile = createRequire(file);
  const missing = (use: MissingUse): unknown => {
    used.push(use);
    return missingValue(use);
  };
  // A package left out of the bundle (`@docusaurus/utils`): hexsite's copy, else the site's own.
  const requireBare = (id: string): unknown => {
    try {
      return base(id);
    } catch (error) {
      if (!missingPackageIn(error)) throw error;
      return fromFile(id);
    }
  };
  const load = (id: string): unknown => {
    if (id === 'module' || id === 'node:module') return moduleWithCreateRequire();
    if (isProvided(id)) return providedModule(id);
    try {
      return isBareSpecifier(id) ? requireBare(id) : fromFile(id);
    } catch (error) {
      // A package hexsite can stand in for when it is not installed (`js-yaml`, over hexsite's YAML parser).
      const standIn = isBareSpecifier(id) && missingPackageIn(error) === id ? STAND_INS[id] : undefined;
      if (standIn) {
        used.push({ packageName: id, kind: 'stand-in' });
        return standIn();
      }
      // A data file that a script makes before the build (`data/sponsors.json`), absent from a fresh checkout.
      const absent = !isBareSpecifier(id) && isMissingModule(error, id);
      if (absent) return missing({ packageName: path.relative(path.dirname(file), path.resolve(path.dirname(file), id)).split(path.sep).join('/'), kind: 'file' });
      const packageName = missingPackageIn(error);
      if (!packageName) throw error;
      // A local module that needs a missing package (a plugin file requiring a webpack plugin) stands for that package.
      return missing(packageName === packageNameOf(id) ? { packageName } : { packageName, through: id });
    }
  };
  const resolve = Object.assign(
    (id: string): string => {
      if (isProvided(id)) return id;
      try {
        return base.resolve(id);
      } catch (error) {
        // A path computed at run time (`require.resolve(path.join(…))`), which esbuild could not see: from this file's folder.
        if (!isBareSpecifier(id)) {
          try {
            return fromFile.resolve(id);
          } catch {
            // Tried below as the TypeScript file it may stand for.
          }
        }
        // As Docusaurus's TypeScript loader does, `./sidebars.js` finds `sidebars.ts`.
        const written = retypedPath(file, id);
        if (written) return written;
        if (isBareSpecifier(id) && missingPackageIn(error)) {
          used.push({ packageName: packageNameOf(id) });
          return id;
        }
        throw error;
      }
    },
    { paths: base.resolve.paths },
  );
  const wrapped = Object.assign((id: string) => load(id), base, { resolve }) as NodeJS.Require;
  function moduleWithCreateRequire(): unknown {
    const createWrapped = (from?: string | URL) => {
      const at = from === undefined || from === '' ? file : from instanceof URL || String(from).startsWith('file:') ? new URL(String(from)).pathname : String(from);
      return configRequire(createRequire(at), at, used);
    };
    return { ...nodeModule, createRequire: createWrapped, default: { ...nodeModule, createRequire: createWrapped } };
  }
  return wrapped;
}

/**
 * Packages a Docusaurus config often reads data with, given by hexsite when the site has not
 * installed them: `js-yaml` as hexsite's YAML parser (`yaml`) with js-yaml's calls.
 */
const STAND_INS: Record<string, () => unknown> = {
  'js-yaml': () => {
    const load = (text: string) => parseYaml(String(text), { merge: true }) as unknown;
    const loadAll = (text: string, each?: (document: unknown) => void) => {
      const documents = parseAllDocuments(String(text), { merge: true });
      const values = (Array.isArray(documents) ? documents : [documents]).map((document) => document.toJS() as unknown);
      if (each) values.forEach(each);
      return values;
    };
    const dump = (value: unknown) => stringifyYaml(value);
    const api = { load, loadAll, dump, safeLoad: load, safeLoadAll: loadAll, safeDump: dump };
    return { ...api, default: api };
  },
};

/** `./x.js` written for a `./x.ts` (or `.tsx`, `.mts`), relative to `file`, when only the latter exists. */
function retypedPath(file: string, id: string): string | undefined {
  if (isBareSpecifier(id) || !/\.[cm]?js$/.test(id)) return undefined;
  const absolute = path.resolve(path.dirname(file), id);
  const stem = absolute.replace(/\.[cm]?js$/, '');
  return ['.ts', '.tsx', '.mts', '.cts'].map((extension) => stem + extension).find((candidate) => existsSync(candidate));
}

/** Whether `error` says that the module `id` itself (not one it requires) cannot be found. */
function isMissingModule(error: unknown, id: string): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === 'MODULE_NOT_FOUND' && typeof message === 'string' && message.startsWith(`Cannot find module '${id}'`);
}

/** The package a "Cannot find module" error names, when it is a package. */
export function missingPackageIn(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code !== 'MODULE_NOT_FOUND' || typeof message !== 'string') return undefined;
  const named = /Cannot find module '([^']+)'/.exec(message)?.[1];
  return named && isBareSpecifier(named) ? packageNameOf(named) : undefined;
}
