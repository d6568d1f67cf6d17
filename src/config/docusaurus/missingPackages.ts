import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { isBareSpecifier, isProvided, packageNameOf } from './packages.js';
import { isResolvedByHexsite } from './resolve/specifiers.js';

/**
 * The packages a Docusaurus site's code imports without having them installed (a site checked
 * out without `npm install`), and the files of the site its code imports that are not there (made
 * by a script before Docusaurus's build, not checked in), with the files that import each, at
 * their line (`src/pages/index.js:4`). Read from the text of the files
 * of `src/` and of the content folders, before any of it is compiled: the pages, components and
 * MDX content that import such a package then build with a stand-in (`theme/mdx/missingPackage.cjs`),
 * and the build says so once.
 */
export function findMissingPackages(siteDir: string, folders: string[], files = siteCodeFiles(siteDir, folders)): MissingImport[] {
  const found = new Map<string, MissingImport>();
  const installed = new Map<string, boolean>();
  const add = (kind: MissingImport['kind'], name: string, specifier: string, place: { file: string; line: number }) => {
    const entry = found.get(name) ?? { kind, name, specifiers: [], files: [] };
    if (!entry.specifiers.includes(specifier)) entry.specifiers.push(specifier);
    const shown = path.relative(siteDir, place.file).split(path.sep).join('/');
    // Each file once, at the line of its first import of it.
    if (!entry.files.some((listed) => listed.startsWith(`${shown}:`))) entry.files.push(`${shown}:${place.line}`);
    found.set(name, entry);
  };
  for (const file of files) {
    const markdown = /\.mdx?$/.test(file);
    for (const { specifier, line } of specifiersOf(file)) {
      if (!markdown && isMissingFile(specifier, file)) {
        const absolute = path.resolve(path.dirname(file), specifier);
        add('file', path.relative(siteDir, absolute).split(path.sep).join('/'), absolute, { file, line });
        continue;
      }
      if (!isBareSpecifier(specifier) || isResolvedByHexsite(specifier) || isProvided(specifier)) continue;
      const name = packageNameOf(specifier);
      if (!installed.has(name)) installed.set(name, isInstalled(name, siteDir));
      if (!installed.get(name)) add('package', name, specifier, { file, line });
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
  /** The files that import it, relative to the site folder, each at the line of its first import (`src/pages/index.js:4`). */
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

/** The files of the site's code and content whose imports are read: those of `src/` and of the content `folders`, sorted. */
export function siteCodeFiles(siteDir: string, folders: string[]): string[] {
  const files = new Set<string>();
  for (const folder of ['src', ...folders]) {
    const root = path.resolve(siteDir, folder);
    if (!existsSync(root)) continue;
    for (const file of fg.sync('**/*.{js,jsx,ts,tsx,mjs,cjs,md,mdx}', { cwd: root, absolute: true, ignore: ['**/node_modules/**'], followSymbolicLinks: false })) files.add(file);
  }
  return [...files].sort();
}

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `require('x')`, `import('x')`. */
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|\b(?:require|import)\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** MDX's imports: ES statements at the start of a line, outside code blocks. */
const MDX_IMPORT = /^(?:import|export)\s+(?:[^'"\n]*?\s+from\s+)?['"]([^'"\n]+)['"]/gm;
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm;

/** The module specifiers a file's text imports; in Markdown, those of its MDX import lines. */
export function importedSpecifiers(text: string, markdown = false): string[] {
  return importsOf(text, markdown).map((found) => found.specifier);
}

/** The module specifiers a file's text imports, each with its line. */
function importsOf(text: string, markdown: boolean): Array<{ specifier: string; line: number }> {
  const found: Array<{ specifier: string; line: number }> = [];
  // Code blocks blanked out, their lines kept, so that the lines found are the file's.
  const searched = markdown ? text.replace(FENCE, (block) => block.replace(/[^\n]/g, ' ')) : text;
  for (const match of searched.matchAll(markdown ? MDX_IMPORT : IMPORT)) {
    const specifier = match[1] ?? match[2];
    const at = match.index + match[0].lastIndexOf(specifier);
    found.push({ specifier, line: searched.slice(0, at).split('\n').length });
  }
  return found;
}

/**
 * Each file's imports, kept while its size and time are unchanged: the config, and with it this
 * reading, is loaded at every rebuild of `serve --watch`, where only the file edited is read again.
 */
const seen = new Map<string, { stamp: string; specifiers: Array<{ specifier: string; line: number }> }>();

/** A file's imports (`importedSpecifiers`) with their lines, read again only when its size or time changed. */
export function specifiersOf(file: string): Array<{ specifier: string; line: number }> {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const known = seen.get(file);
  if (known?.stamp === stamp) return known.specifiers;
  const specifiers = importsOf(readFileSync(file, 'utf8'), /\.mdx?$/.test(file));
  seen.set(file, { stamp, specifiers });
  return specifiers;
}

/** Whether a package is in a `node_modules` of the site folder or of a folder above it, as Node looks. */
export function isInstalled(name: string, siteDir: string): boolean {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
