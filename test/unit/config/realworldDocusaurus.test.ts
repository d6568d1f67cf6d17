// The three public Docusaurus sites of ../shared/realworld (read where they are, never copied into
// hexsite), each built from its own docusaurus.config.* as it is: a copy of its website/ and
// docs/ folders in a temporary folder, so that nothing is ever written beside the originals.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/loadConfig.js';
import { stopCompiler } from '../../../src/config/loadModule.js';
import { build } from '../../../src/pipeline/build.js';

const realworld = path.resolve(import.meta.dirname, '../../../../shared/realworld');

/** Each site, and notes its config reading must give: [group, option], at their line of the config unless they are about the site's code. */
const SITES: Array<{ name: string; notes: Array<[string, string]>; files?: string[] }> = [
  {
    name: 'babel',
    notes: [
      ['unsupported', 'data/sponsors.json'],
      ['unsupported', 'plugins[1]'],
      ['approximated', 'themeConfig.algolia'],
      ['approximated', "require('js-yaml')"],
      ['approximated', 'import of `lodash.debounce`'],
    ],
  },
  {
    name: 'react-redux',
    notes: [
      ['approximated', 'themes[0]'],
      ['approximated', 'presets[0].docs.include'],
      ['unsupported', 'plugins[0]'],
      ['approximated', 'import of `react-lite-youtube-embed`'],
    ],
  },
  {
    name: 'metro',
    notes: [
      ['approximated', 'presets[0]'],
      ['unsupported', 'presets[0].docs.editUrl'],
      ['unsupported', 'presets[0].theme.customCss'],
      ['approximated', 'import of `react-github-btn`'],
    ],
  },
  {
    // Its errors page imports ../errors.json, a file of its repository beside the site folder.
    name: 'redux-toolkit',
    notes: [],
    files: ['errors.json'],
  },
];

/** A note about a package the site's code imports (not an option of its config): it names the files, not a line. */
const ofSiteCode = (option: string) => option.startsWith('import of ') || option.startsWith('swizzled ');

const copies: string[] = [];

afterAll(async () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  await stopCompiler();
});

/** A copy of the site's website/ and docs/ folders, and of the other files of its repository it reads. */
function copySite(name: string, files: string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `hexsite-realworld-${name}-`));
  copies.push(dir);
  for (const folder of ['website', 'docs', ...files]) cpSync(path.join(realworld, name, folder), path.join(dir, folder), { recursive: true });
  return path.join(dir, 'website');
}

describe.skipIf(!existsSync(realworld))('the real Docusaurus sites, built from their own config', () => {
  for (const site of SITES) {
    it(`${site.name}: reads docusaurus.config.* as it is, noting what it does not honour`, async () => {
      const website = copySite(site.name, site.files);
      const config = await loadConfig(website);
      expect(config.configFile).toMatch(/^docusaurus\.config\.[jt]s$/);
      expect(config.docs.path).toBe('../docs');
      const notes = config.migration!.notes;
      for (const [group, option] of site.notes) {
        expect(notes.find((note) => note.option === option), option).toMatchObject(ofSiteCode(option) ? { group, pages: expect.any(Array) } : { group, line: expect.any(Number) });
      }
      expect(notes.every((note) => note.line !== undefined || ofSiteCode(note.option)), 'every note of an option has its line').toBe(true);
    });

    it(`${site.name}: builds as it is, every doc at its Docusaurus URL, with no MDX or JSX as text`, async () => {
      const website = copySite(site.name, site.files);
      // Built with the config's own onBrokenLinks and onBrokenAnchors: a broken link of hexsite's making fails here.
      const result = await build({ siteDir: website, write: false });
      const permalinks = new Set(result.pages.map((page) => page.permalink));
      const routeBase = docsRouteBase(website);
      for (const doc of docsOf(path.resolve(website, '../docs'))) {
        expect(permalinks.has(`/${[routeBase, doc.url].filter(Boolean).join('/')}`), doc.file).toBe(true);
      }
      for (const page of result.pages) {
        const text = proseOf(page.html);
        expect(text, page.permalink).not.toMatch(/^\s*import\s+[\w{*][^\n]*\sfrom\s+['"]/m);
        expect(text, page.permalink).not.toMatch(/&lt;[A-Z][A-Za-z.]*(\s|\/|&gt;)/);
      }
    }, 120_000);
  }
});

/** The docs' route base path of the site's config, as Docusaurus reads it (`'/'` for react-redux). */
function docsRouteBase(website: string): string {
  const source = readFileSync(path.join(website, readdirSync(website).find((name) => name.startsWith('docusaurus.config'))!), 'utf8');
  const written = /routeBasePath:\s*['"]([^'"]*)['"]/.exec(source)?.[1];
  return (written ?? 'docs').replace(/^\/+|\/+$/g, '');
}

/**
 * Each doc of a docs folder and its URL below the route base path, as Docusaurus gives it:
 * front matter `slug` (from the root when it starts with `/`), else `index`, `README` and a file
 * named as its folder stand for the folder, and any other is the folder and `id` (or the file
 * name), number prefixes (`01-`) taken off. Drafts and files starting with `_` are not built.
 */
function docsOf(root: string): Array<{ file: string; url: string }> {
  const found: Array<{ file: string; url: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!/\.mdx?$/.test(entry.name)) continue;
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(full, 'utf8'))?.[1] ?? '';
      const value = (key: string) => new RegExp(`^${key}:\\s*['"]?([^'"\\n]+?)['"]?\\s*$`, 'm').exec(front)?.[1];
      if (value('draft') === 'true') continue;
      const folder = path.relative(root, dir).split(path.sep).map(withoutNumberPrefix).join('/');
      const stem = entry.name.replace(/\.mdx?$/, '');
      const slug = value('slug');
      // The index convention goes by the file's name, whatever its id.
      const isIndex = /^(index|readme)$/i.test(stem) || stem.toLowerCase() === path.basename(dir).toLowerCase();
      let url: string;
      if (slug) url = slug.startsWith('/') ? slug : [folder, slug].filter(Boolean).join('/');
      else url = isIndex ? folder : [folder, value('id') ?? withoutNumberPrefix(stem)].filter(Boolean).join('/');
      found.push({ file: path.relative(root, full), url: url.replace(/^\/+|\/+$/g, '') });
    }
  };
  walk(root);
  return found;
}

/** `01-intro` → `intro`, as Docusaurus's default number prefix parser reads names. */
function withoutNumberPrefix(name: string): string {
  return /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name)?.[1] ?? name;
}

/**
 * The page's text outside code, scripts, styles and the table of contents, tags removed and quotes unescaped: where
 * MDX or JSX written as text would show (`<` stays `&lt;`).
 */
function proseOf(html: string): string {
  return html
    .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/g, '')
    // A code block's title is text a writer wrote (`ConnectedProps<T> TS example`), shown as written.
    .replace(/<div class="code-block__title">[\s\S]*?<\/div>/g, '')
    // The table of contents repeats headings as plain text, `import { x } from "y"` included.
    .replace(/<a [^>]*class="toc__link"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
