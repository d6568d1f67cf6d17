// The three public Docusaurus sites of ../shared/realworld (read where they are, never copied into
// hexsite), each built from its own docusaurus.config.* as it is: a copy of its website/ and
// docs/ folders in a temporary folder, so that nothing is ever written beside the originals.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/loadConfig.js';
import { stopCompiler } from '../../../src/config/loadModule.js';
import { HexsiteError, HexsiteErrors } from '../../../src/errors/HexsiteError.js';
import { build } from '../../../src/pipeline/build.js';

const realworld = path.resolve(import.meta.dirname, '../../../../shared/realworld');

/**
 * What keeps a site from building unchanged today, outside the reading of its config: each a
 * rule and the files it is reported at, and why. A build that fails must fail with these only;
 * once the work they name is done, the build passes and its output is scanned.
 */
interface Gap {
  ruleId: string;
  file: RegExp;
  why: string;
}

const PAGES_GAP: Gap[] = [
  { ruleId: 'page-import', file: /^src\/(pages|components)\//, why: 'React pages of src/pages, or the components they import, importing packages that are not installed (lodash.debounce, react-github-btn)' },
  { ruleId: 'page-load', file: /^src\/pages\//, why: 'React pages of src/pages written against Docusaurus’s APIs' },
  { ruleId: 'theme-override', file: /^src\/theme\//, why: 'a swizzled `NotFound` (hexsite overrides `NotFound/Content`)' },
];

const SITES: Array<{ name: string; gaps: Gap[]; notes: Array<[string, string]> }> = [
  {
    name: 'babel',
    gaps: [
      ...PAGES_GAP,
      { ruleId: 'blog-bad-date', file: /^blog\//, why: 'front matter dates written `2015-02-15 9:18:00` (and `2017-02-29`), which Docusaurus reads' },
      // Links to the React pages (/setup, /repl, /videos, /team, /users), not built until src/pages is.
      { ruleId: 'broken-link', file: /^(\.\.\/docs\/|blog\/|docusaurus\.config\.ts)/, why: 'links to the React pages of src/pages' },
      { ruleId: 'broken-anchor', file: /^(\.\.\/docs\/|blog\/)/, why: 'anchors written with capitals or colons (`#ast-typeArguments`, `#stage-0:-class-properties`) that Docusaurus’s heading ids keep' },
    ],
    notes: [
      ['unsupported', 'data/sponsors.json'],
      ['unsupported', 'plugins[1]'],
      ['approximated', 'themeConfig.algolia'],
    ],
  },
  {
    name: 'react-redux',
    gaps: [
      ...PAGES_GAP,
      { ruleId: 'broken-link', file: /^\.\.\/docs\//, why: 'a link to `/`, the React home page of src/pages' },
      { ruleId: 'mdx-import', file: /^\.\.\/docs\/introduction\//, why: 'an MDX import of a package that is not installed (react-lite-youtube-embed), in a `.md` file read as MDX as Docusaurus reads it' },
    ],
    notes: [
      ['approximated', 'themes[0]'],
      ['approximated', 'presets[0].docs.include'],
      ['unsupported', 'plugins[0]'],
    ],
  },
  {
    name: 'metro',
    gaps: [...PAGES_GAP, { ruleId: 'broken-link', file: /^(\.\.\/docs\/|docusaurus\.config\.js)/, why: 'links to `/help`, a React page of src/pages' }],
    notes: [
      ['approximated', 'presets[0]'],
      ['unsupported', 'presets[0].docs.editUrl'],
      ['unsupported', 'presets[0].theme.customCss'],
    ],
  },
];

const copies: string[] = [];

afterAll(async () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  await stopCompiler();
});

/** A copy of the site's website/ and docs/ folders. */
function copySite(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `hexsite-realworld-${name}-`));
  copies.push(dir);
  for (const folder of ['website', 'docs']) cpSync(path.join(realworld, name, folder), path.join(dir, folder), { recursive: true });
  return path.join(dir, 'website');
}

describe.skipIf(!existsSync(realworld))('the real Docusaurus sites, built from their own config', () => {
  for (const site of SITES) {
    it(`${site.name}: reads docusaurus.config.* as it is, noting what it does not honour`, async () => {
      const website = copySite(site.name);
      const config = await loadConfig(website);
      expect(config.configFile).toMatch(/^docusaurus\.config\.[jt]s$/);
      expect(config.docs.path).toBe('../docs');
      const notes = config.migration!.notes;
      for (const [group, option] of site.notes) expect(notes.find((note) => note.option === option), option).toMatchObject({ group, line: expect.any(Number) });
      expect(notes.every((note) => note.line !== undefined), 'every note has its line').toBe(true);
    });

    it(`${site.name}: builds as it is, but for the gaps listed in this test; when it builds, every doc is at its Docusaurus URL with no MDX as text`, async () => {
      const website = copySite(site.name);
      let result: Awaited<ReturnType<typeof build>> | undefined;
      try {
        result = await build({ siteDir: website, write: false });
      } catch (caught) {
        const errors = caught instanceof HexsiteErrors ? caught.errors : caught instanceof HexsiteError ? [caught] : [];
        if (!errors.length) throw caught;
        const unexpected = errors.filter((error) => !site.gaps.some((gap) => gap.ruleId === error.ruleId && gap.file.test(error.file ?? '')));
        expect(unexpected.map((error) => `${error.file}:${error.line ?? ''} [${error.ruleId}] ${error.message}`)).toEqual([]);
        return;
      }
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
    }, 60_000);
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
 * The page's text outside code, scripts and styles, tags removed and quotes unescaped: where
 * MDX or JSX written as text would show (`<` stays `&lt;`).
 */
function proseOf(html: string): string {
  return html
    .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
