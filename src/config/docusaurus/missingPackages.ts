import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { isBareSpecifier, isProvided, packageNameOf } from './packages.js';

/**
 * The packages a Docusaurus site's code imports without having them installed (a site checked
 * out without `npm install`), and the files of the site its code imports that are not there (made
 * by a script before Docusaurus's build, not checked in), with the files that import each. Read from the text of the files
 * of `src/` and of the content folders, before any of it is compiled: the pages, components and
 * MDX content that import such a package then build with a stand-in (`theme/mdx/missingPackage.cjs`),
 * and the build says so once.
 */
export function findMissingPackages(siteDir: string, folders: string[]): MissingImport[] {
  const files = new Set<string>();
  for (const folder of ['src', ...folders]) {
    const root = path.resolve(siteDir, folder);
    if (!existsSync(root)) continue;
    for (const file of fg.sync('**/*.{js,jsx,ts,tsx,mjs,cjs,md,mdx}', { cwd: root, absolute: true, ignore: ['**/node_modules/**'], followSymbolicLinks: false })) files.add(file);
  }
  const found = new Map<string, MissingImport>();
  const installed = new Map<string, boolean>();
  const add = (kind: MissingImport['kind'], name: string, specifier: string, file: string) => {
    const entry = found.get(name) ?? { kind, name, specifiers: [], files: [] };
    if (!entry.specifiers.includes(specifier)) entry.specifiers.push(specifier);
    const shown = path.relative(siteDir, file).split(path.sep).join('/');
    if (!entry.files.includes(shown)) entry.files.push(shown);
    found.set(name, entry);
  };
  for (const file of [...files].sort()) {
    const markdown = /\.mdx?$/.test(file);
    for (const specifier of specifiersOf(file)) {
      if (!markdown && isMissingFile(specifier, file)) {
        const absolute = path.resolve(path.dirname(file), specifier);
        add('file', path.relative(siteDir, absolute).split(path.sep).join('/'), absolute, file);
        continue;
      }
      if (!isBareSpecifier(specifier) || HEXSITE_GIVES.test(specifier) || isProvided(specifier)) continue;
      const name = packageNameOf(specifier);
      if (!installed.has(name)) installed.set(name, isInstalled(name, siteDir));
      if (!installed.get(name)) add('package', name, specifier, file);
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name)).map((entry) => ({ ...entry, specifiers: entry.specifiers.sort() }));
}

/** An import of a package that is not installed, or of a file of the site that is not there (made by a script before the build). */
export interface MissingImport {
  kind: 'package' | 'file';
  /** The package's name, or the file's path relative to the site folder as the code names it. */
  name: string;
  /** What the code imports: the package's specifiers, or the file's absolute path. */
  specifiers: string[];
  /** The files that import it, relative to the site folder. */
  files: string[];
}

/** The extensions a bundler tries for a relative import written without one, as webpack does in Docusaurus. */
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'];

/** Whether a relative import of a code file names nothing: no file, with or without an extension, nor a folder's index. */
function isMissingFile(specifier: string, importer: string): boolean {
  if (!/^\.{1,2}\//.test(specifier) || /[?#!]/.test(specifier)) return false;
  const base = path.resolve(path.dirname(importer), specifier);
  return !RESOLVED_EXTENSIONS.some((extension) => existsSync(base + extension) || (extension !== '' && existsSync(path.join(base, `index${extension}`))));
}

/** What hexsite resolves itself, installed or not: React, its components under Docusaurus's names, `clsx`/`classnames`. */
const HEXSITE_GIVES = /^(?:react|react-dom|@theme|@theme-original|@docusaurus|@generated|@site)(?:\/|$)|^(?:clsx|classnames)$/;

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `require('x')`, `import('x')`. */
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|\b(?:require|import)\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** MDX's imports: ES statements at the start of a line, outside code blocks. */
const MDX_IMPORT = /^(?:import|export)\s+(?:[^'"\n]*?\s+from\s+)?['"]([^'"\n]+)['"]/gm;
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm;

/** The module specifiers a file's text imports; in Markdown, those of its MDX import lines. */
export function importedSpecifiers(text: string, markdown = false): string[] {
  const found: string[] = [];
  if (markdown) {
    for (const match of text.replace(FENCE, '').matchAll(MDX_IMPORT)) found.push(match[1]);
    return found;
  }
  for (const match of text.matchAll(IMPORT)) found.push(match[1] ?? match[2]);
  return found;
}

/**
 * Each file's imports, kept while its size and time are unchanged: the config, and with it this
 * reading, is loaded at every rebuild of `serve --watch`, where only the file edited is read again.
 */
const seen = new Map<string, { stamp: string; specifiers: string[] }>();

function specifiersOf(file: string): string[] {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const known = seen.get(file);
  if (known?.stamp === stamp) return known.specifiers;
  const specifiers = importedSpecifiers(readFileSync(file, 'utf8'), /\.mdx?$/.test(file));
  seen.set(file, { stamp, specifiers });
  return specifiers;
}

/** Whether a package is in a `node_modules` of the site folder or of a folder above it, as Node looks. */
function isInstalled(name: string, siteDir: string): boolean {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
