// Where Docusaurus puts each doc of a site folder, worked out from the files and the config's
// text as Docusaurus's docs plugin reads them, without hexsite's code: what the scoreboard checks
// hexsite's output against.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** A doc and the URL Docusaurus gives it, from the site's root (`/docs/intro`, `/` for a root doc). */
export interface ExpectedDoc {
  /** The file, relative to the site folder. */
  file: string;
  url: string;
}

/** The docs options of a config, read from its text: the classic preset's `docs` block. */
export interface DocsOptions {
  /** The docs folder, relative to the site folder; undefined when docs are turned off. */
  path?: string;
  /** The route base path without slashes: `docs`, or `''` for docs at the root. */
  routeBase: string;
  /** `lastVersion`, when written. */
  lastVersion?: string;
  /** Each version's `path`, when written (`versions: { '10.x': { path: 'v10' } }`). */
  versionPaths: Record<string, string>;
}

/** The site's `docusaurus.config.*`, or undefined. */
export function configFileOf(siteDir: string): string | undefined {
  const name = readdirSync(siteDir).find((entry) => /^docusaurus\.config\.[mc]?[jt]s$/.test(entry));
  return name && path.join(siteDir, name);
}

/** The docs options written in a config's source (only literal values are read). */
export function docsOptionsOf(source: string): DocsOptions {
  if (/\bdocs:\s*false\b/.test(source)) return { routeBase: 'docs', versionPaths: {} };
  // The preset's docs block, not `themeConfig.docs`: the one that says where the docs are.
  const blocks = [...source.matchAll(/\bdocs:\s*\{/g)].map((match) => blockAt(source, match.index + match[0].length - 1));
  const from = blocks.find((block) => /\b(path|routeBasePath|sidebarPath):/.test(block)) ?? blocks[0] ?? '';
  const literal = (key: string) => new RegExp(`\\b${key}:\\s*['"\`]([^'"\`]*)['"\`]`).exec(from)?.[1];
  const versionPaths: Record<string, string> = {};
  for (const match of from.matchAll(/['"]?([\w.-]+)['"]?:\s*\{[^{}]*?\bpath:\s*['"]([^'"]+)['"]/g)) versionPaths[match[1]] = match[2];
  return {
    path: literal('path') ?? 'docs',
    routeBase: (literal('routeBasePath') ?? 'docs').replace(/^\/+|\/+$/g, ''),
    lastVersion: literal('lastVersion'),
    versionPaths,
  };
}

/** The text of the `{…}` block opening at `open`, braces counted (strings are not told apart). */
function blockAt(source: string, open: number): string {
  let depth = 0;
  for (let at = open; at < source.length; at++) {
    if (source[at] === '{') depth++;
    else if (source[at] === '}' && --depth === 0) return source.slice(open, at + 1);
  }
  return source.slice(open);
}

/** Every doc of the site, current and versioned (`versions.json`), at its Docusaurus URL. */
export function expectedDocsOf(siteDir: string, options: DocsOptions): ExpectedDoc[] {
  if (!options.path) return [];
  const versionsFile = path.join(siteDir, 'versions.json');
  const versions: string[] = existsSync(versionsFile) ? (JSON.parse(readFileSync(versionsFile, 'utf8')) as string[]).filter((name) => name !== 'current') : [];
  const last = options.lastVersion ?? versions[0] ?? 'current';
  const base = (version: string) => {
    const own = options.versionPaths[version] ?? (version === 'current' ? 'next' : version);
    return [options.routeBase, version === last ? '' : own].filter(Boolean).join('/');
  };
  const folders = [{ version: 'current', folder: path.resolve(siteDir, options.path) }, ...versions.map((version) => ({ version, folder: path.join(siteDir, 'versioned_docs', `version-${version}`) }))];
  return folders.flatMap(({ version, folder }) =>
    docsUnder(folder).map((doc) => ({ file: path.relative(siteDir, path.join(folder, doc.file)), url: `/${[base(version), doc.url].filter(Boolean).join('/')}` })),
  );
}

/**
 * Each doc of a docs folder and its URL below the version's base, as Docusaurus gives it: front
 * matter `slug` (from the version's base when it starts with `/`), else `index`, `README` and a
 * file named as its folder stand for the folder, and any other is the folder and `id` (or the
 * file name), number prefixes (`01-`) taken off. Drafts and files or folders starting with `_`
 * are not built.
 */
export function docsUnder(root: string): ExpectedDoc[] {
  const found: ExpectedDoc[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const url = docUrlOf(path.relative(root, full), readFileSync(full, 'utf8'));
        if (url !== undefined) found.push({ file: path.relative(root, full), url });
      }
    }
  };
  if (existsSync(root)) walk(root);
  return found;
}

/** A doc's URL below its version's base, from its path in the docs folder and its text; undefined for a draft. */
export function docUrlOf(file: string, text: string): string | undefined {
  const front = frontMatterOf(text);
  if (front.draft === true) return undefined;
  const parts = file.split(/[\\/]/);
  const name = parts.pop()!.replace(/\.mdx?$/, '');
  const folder = parts.map(withoutNumberPrefix).join('/');
  const slug = typeof front.slug === 'string' ? front.slug : undefined;
  // The index convention goes by the file's name, whatever its id.
  const isIndex = /^(index|readme)$/i.test(name) || (parts.length > 0 && name.toLowerCase() === parts[parts.length - 1].toLowerCase());
  let url: string;
  if (slug !== undefined) url = slug.startsWith('/') ? slug : [folder, slug].filter(Boolean).join('/');
  else url = isIndex ? folder : [folder, typeof front.id === 'string' ? front.id : withoutNumberPrefix(name)].filter(Boolean).join('/');
  return url.replace(/^\/+|\/+$/g, '');
}

/** The front matter of a Markdown text, or `{}`. */
export function frontMatterOf(text: string): Record<string, unknown> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (!block) return {};
  try {
    const value: unknown = parseYaml(block);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `01-intro` → `intro`, as Docusaurus's default number prefix parser reads names. */
export function withoutNumberPrefix(name: string): string {
  return /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name)?.[1] ?? name;
}
