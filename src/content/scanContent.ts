import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { parse as parseYaml } from 'yaml';
import type { SiteConfig } from '../config/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { loadModule, ModuleCompileError } from '../util/loadModule.js';
import { parseFrontmatter } from './frontmatter.js';
import type { CategoryMetadata, ContentEntry, ContentKind, ContentSet, ReactPageEntry, StaticFile } from './types.js';

const MARKDOWN = ['**/*.md'];
// Files and folders starting with `_` are partials or metadata, never pages.
const IGNORE = ['**/_*/**', '**/_*', '**/node_modules/**'];

/** Reads every content file of the site: the only module that reads `content/` from disk. */
export async function scanContent(config: SiteConfig): Promise<ContentSet> {
  const { siteDir } = config;
  const docsDir = path.join(siteDir, config.docs.path);
  const pagesDir = path.join(siteDir, config.pages.path);
  const blogDir = config.blog ? path.join(siteDir, config.blog.path) : null;
  await rejectMdx(siteDir, [docsDir, pagesDir, ...(blogDir ? [blogDir] : [])]);
  const [docs, pages, reactPages, blogPosts, categories, staticFiles, dataFiles, sidebars] = await Promise.all([
    readEntries(siteDir, docsDir, 'doc'),
    readEntries(siteDir, pagesDir, 'page'),
    readReactPages(siteDir, pagesDir),
    blogDir ? readEntries(siteDir, blogDir, 'blogPost') : Promise.resolve([]),
    readCategories(siteDir, docsDir),
    listStaticFiles(siteDir, config.staticDirectories),
    blogDir ? readDataFiles(siteDir, blogDir, ['authors.yml', 'authors.yaml', 'authors.json', 'tags.yml', 'tags.yaml', 'tags.json']) : {},
    readSidebars(siteDir, config.sidebarFile),
  ]);
  return { docs, pages, reactPages, blogPosts, categories, staticFiles, dataFiles, sidebars };
}

/** MDX is Markdown plus JSX, which hexsite does not run: say so rather than render it wrong. */
async function rejectMdx(siteDir: string, dirs: string[]): Promise<void> {
  const found = (await Promise.all(dirs.map(async (dir) => (await glob(['**/*.mdx'], dir)).map((file) => toSiteRelative(siteDir, path.join(dir, file)))))).flat();
  if (!found.length) return;
  throw new HexsiteErrors(
    found.map(
      (file) =>
        new HexsiteError('Unexpected MDX file, expected Markdown (.md): hexsite renders CommonMark and GFM, without JSX', {
          file,
          ruleId: 'mdx-unsupported',
          hint: 'Rename it to .md and replace JSX components with Markdown: admonitions, code blocks, `::doc-card-list`.',
        }),
    ),
  );
}

/** Sorted glob: fast-glob's order depends on the file system. */
async function glob(patterns: string[], cwd: string, ignore: string[] = IGNORE): Promise<string[]> {
  if (!existsSync(cwd)) return [];
  const files = await fg(patterns, { cwd, ignore, onlyFiles: true, dot: false });
  return files.sort();
}

async function readEntries(siteDir: string, dir: string, kind: ContentKind): Promise<ContentEntry[]> {
  const files = await glob(MARKDOWN, dir);
  return Promise.all(
    files.map(async (sourcePath) => {
      const absolute = path.join(dir, sourcePath);
      const file = toSiteRelative(siteDir, absolute);
      const raw = await readFile(absolute, 'utf8');
      return { kind, file, sourcePath, raw, frontmatter: parseFrontmatter(raw, file) };
    }),
  );
}

async function readReactPages(siteDir: string, dir: string): Promise<ReactPageEntry[]> {
  const files = await glob(['**/*.tsx', '**/*.jsx'], dir);
  const pages: ReactPageEntry[] = [];
  for (const sourcePath of files) {
    const absolute = path.join(dir, sourcePath);
    const file = toSiteRelative(siteDir, absolute);
    const loaded = await loadModule(absolute).catch((error: unknown) => {
      if (error instanceof ModuleCompileError) {
        throw new HexsiteError(`Unexpected syntax error: ${error.message}, expected valid TypeScript or JavaScript`, { file, line: error.line, column: error.column, ruleId: 'page-syntax' });
      }
      throw new HexsiteError(`Unexpected error while loading the page: ${(error as Error).message}`, { file, ruleId: 'page-load', cause: error });
    });
    const component = loaded.exports.default;
    if (typeof component !== 'function') {
      throw new HexsiteError('Unexpected page module without a default export, expected `export default function Page() { … }`', {
        file,
        ruleId: 'page-no-default-export',
      });
    }
    pages.push({
      file,
      sourcePath,
      component: component as ReactPageEntry['component'],
      title: typeof loaded.exports.title === 'string' ? loaded.exports.title : undefined,
      description: typeof loaded.exports.description === 'string' ? loaded.exports.description : undefined,
    });
  }
  return pages;
}

async function readCategories(siteDir: string, docsDir: string): Promise<CategoryMetadata[]> {
  const files = await glob(['**/_category_.json', '**/_category_.yml', '**/_category_.yaml'], docsDir, ['**/node_modules/**']);
  return Promise.all(
    files.map(async (sourcePath) => {
      const absolute = path.join(docsDir, sourcePath);
      const file = toSiteRelative(siteDir, absolute);
      const text = await readFile(absolute, 'utf8');
      let value: unknown;
      try {
        value = sourcePath.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
      } catch (error) {
        throw new HexsiteError(`Unexpected invalid category file: ${(error as Error).message.split('\n')[0]}`, { file, ruleId: 'category-syntax' });
      }
      const dir = path.posix.dirname(sourcePath);
      return { ...(value as object), dir: dir === '.' ? '' : dir, file } as CategoryMetadata;
    }),
  );
}

async function listStaticFiles(siteDir: string, dirs: string[]): Promise<StaticFile[]> {
  const lists = await Promise.all(
    dirs.map(async (dir) => {
      const root = path.join(siteDir, dir);
      const files = await glob(['**/*'], root, ['**/node_modules/**']);
      return files.map((to) => ({ from: path.join(root, to), to }));
    }),
  );
  return lists.flat();
}

async function readDataFiles(siteDir: string, dir: string, names: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const absolute = path.join(dir, name);
    if (existsSync(absolute)) found[toSiteRelative(siteDir, absolute)] = await readFile(absolute, 'utf8');
  }
  return found;
}

async function readSidebars(siteDir: string, sidebarFile: string | null): Promise<ContentSet['sidebars']> {
  if (!sidebarFile) return null;
  const absolute = path.join(siteDir, sidebarFile);
  if (sidebarFile.endsWith('.json')) {
    const source = await readFile(absolute, 'utf8');
    try {
      return { file: sidebarFile, source, value: JSON.parse(source) };
    } catch (error) {
      throw new HexsiteError(`Unexpected invalid JSON: ${(error as Error).message}`, { file: sidebarFile, ruleId: 'sidebars-syntax' });
    }
  }
  try {
    const loaded = await loadModule(absolute);
    return { file: sidebarFile, source: loaded.source, value: loaded.exports.default ?? loaded.exports.sidebars };
  } catch (error) {
    if (error instanceof ModuleCompileError) {
      throw new HexsiteError(`Unexpected syntax error: ${error.message}, expected valid TypeScript or JavaScript`, { file: sidebarFile, line: error.line, column: error.column, ruleId: 'sidebars-syntax' });
    }
    throw new HexsiteError(`Unexpected error while evaluating the sidebars: ${(error as Error).message}`, { file: sidebarFile, ruleId: 'sidebars-evaluation', cause: error });
  }
}

function toSiteRelative(siteDir: string, absolute: string): string {
  return path.relative(siteDir, absolute).split(path.sep).join('/');
}
