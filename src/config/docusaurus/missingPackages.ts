import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { isBareSpecifier, isProvided, packageNameOf } from './packages.js';
import { isResolvedByHexsite } from './resolve/specifiers.js';

/**
 * The packages a Docusaurus site's code imports without having them installed (a site checked
 * out without `npm install`), with the files that import each, at their line (`src/pages/index.js:4`). Read from the text of the files
 * of `src/` and of the content folders, before any of it is compiled: the pages, components and
 * MDX content that import such a package then build with a stand-in (`theme/mdx/missingPackage.cjs`),
 * and the build says so once.
 */
export function findMissingPackages(siteDir: string, folders: string[]): Array<{ name: string; specifiers: string[]; files: string[] }> {
  const files = siteCodeFiles(siteDir, folders);
  const importers = new Map<string, string[]>();
  const specifiers = new Map<string, Set<string>>();
  const installed = new Map<string, boolean>();
  for (const file of files) {
    for (const { specifier, line } of specifiersOf(file)) {
      if (!isBareSpecifier(specifier) || isResolvedByHexsite(specifier) || isProvided(specifier)) continue;
      const name = packageNameOf(specifier);
      if (!installed.has(name)) installed.set(name, isInstalled(name, siteDir));
      if (installed.get(name)) continue;
      const relative = path.relative(siteDir, file).split(path.sep).join('/');
      specifiers.set(name, (specifiers.get(name) ?? new Set()).add(specifier));
      const list = importers.get(name) ?? [];
      // Each file once, at the line of its first import of the package.
      if (!list.some((shown) => shown.startsWith(`${relative}:`))) list.push(`${relative}:${line}`);
      importers.set(name, list);
    }
  }
  return [...importers].sort(([a], [b]) => a.localeCompare(b)).map(([name, importing]) => ({ name, specifiers: [...specifiers.get(name)!].sort(), files: importing }));
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
