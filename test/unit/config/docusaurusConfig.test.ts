import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDoctor } from '../../../src/cli/doctor.js';
import { loadConfig } from '../../../src/config/loadConfig.js';
import type { MigrationNote } from '../../../src/config/docusaurus/notes.js';
import { configRequire, knownOf, missingOf, missingValue, providedModule, type MissingUse } from '../../../src/config/docusaurus/packages.js';
import { createRequire } from 'node:module';
import type { Migration } from '../../../src/config/docusaurus/readDocusaurusConfig.js';
import { formatMigration } from '../../../src/config/docusaurus/report.js';
import { translateDocusaurusConfig } from '../../../src/config/docusaurus/translate.js';
import { stopCompiler } from '../../../src/config/loadModule.js';
import { build } from '../../../src/pipeline/build.js';
import { fixturesDir, pageHtml } from '../helpers.js';

// test/fixtures/docusaurus-site is a Docusaurus website folder (`website/`, docs beside it in
// `../docs`) with no hexsite config: its docusaurus.config.js is read as it is.
const website = path.join(fixturesDir, 'docusaurus-site', 'website');

type Result = Awaited<ReturnType<typeof build>>;
let result: Result;
let migration: Migration | undefined;

beforeAll(async () => {
  result = await build({ siteDir: website, write: false, onMigration: (found) => (migration = found) });
}, 30_000);

afterAll(async () => {
  await stopCompiler();
});

/** The note of one option. */
function noteOf(option: string): MigrationNote | undefined {
  return migration?.notes.find((note) => note.option === option);
}

describe('a Docusaurus website folder, built from its docusaurus.config.js', () => {
  it("builds the classic preset's docs (outside the folder, at their routeBasePath), blog and options", () => {
    const start = pageHtml(result, '/lantern/guide/start');
    expect(start).toContain('<title>Start here | Lantern</title>');
    expect(start).toContain('href="https://example.com/lantern/edit/main/docs/');
    // The npm2yarn remark plugin is hexsite's own: its block is tabs.
    expect(pageHtml(result, '/lantern/guide/install')).toContain('class="tabs"');
    // Dated posts at Docusaurus's URL.
    expect(pageHtml(result, '/lantern/blog/2024/05/01/first-light')).toContain('First light');
  });

  it('takes themeConfig, the gtag option and the known plugins into hexsite’s keys', () => {
    const start = pageHtml(result, '/lantern/guide/start');
    expect(start).toContain('<meta name="keywords" content="lantern, docs">');
    expect(start).toContain('G-LANTERN');
    expect(start).toContain('Copyright Lantern authors');
    expect(pageHtml(result, '/lantern/old-start')).toContain('url=/lantern/guide/start');
    const stylesheet = result.files.find((file) => /^assets\/css\/custom\.[A-Z0-9]+\.css$/.test(file.path));
    expect(stylesheet && 'contents' in stylesheet ? String(stylesheet.contents) : '').toContain('#b35c00');
    // The second docs instance is a docs set of its own, at its routeBasePath.
    expect(pageHtml(result, '/lantern/community/guide')).toContain('<title>Community guide | Lantern</title>');
  });

  it('builds a page importing a package the site has not installed, with a stand-in that renders nothing, and notes the package with the files that import it', () => {
    const home = pageHtml(result, '/lantern/');
    expect(home).toContain('<title>Home | Lantern</title>');
    expect(home).toContain('Light for the docs.');
    expect(home).not.toContain('Star');
    expect(noteOf('import of `hexsite-fixture-missing-button`')).toMatchObject({ group: 'approximated', pages: ['src/pages/index.js:4'] });
  });

  it("gives the site's React pages Infima's layout and utility classes, in the page's own stylesheet", () => {
    const href = /<link rel="stylesheet" href="\/lantern\/(assets\/css\/index-\w+\.css)"/.exec(pageHtml(result, '/lantern/'))?.[1];
    const sheet = result.files.find((file) => file.path === href);
    const css = sheet && 'contents' in sheet ? String(sheet.contents) : '';
    expect(css).toMatch(/\.col--4\s*\{/);
    expect(css).toMatch(/\.hero--primary\s*\{/);
  });

  it('notes each option it does not honour once, grouped, at its line in the config', () => {
    expect(migration?.configFile).toBe('docusaurus.config.js');
    expect(noteOf('customFields.people')).toMatchObject({ group: 'unsupported', line: 20, instead: expect.stringContaining('`hexsite-fixture-missing-yaml`, which is not installed') });
    expect(noteOf('presets[0].theme.customCss[1]')).toMatchObject({ group: 'unsupported', line: 38, instead: expect.stringContaining('src/css/extra.scss') });
    expect(noteOf('plugins[3]')).toBeUndefined();
    expect(noteOf('plugins[1]')).toMatchObject({ group: 'approximated', line: 45, instead: expect.stringContaining('plain responsive images') });
    expect(noteOf('plugins[2]')).toMatchObject({ group: 'approximated', line: 46, instead: expect.stringContaining("hexsite's built-in search") });
    expect(noteOf('plugins[4]')).toMatchObject({ group: 'unsupported', line: 48 });
    expect(noteOf('themeConfig.navbar.items[2].target')).toMatchObject({ group: 'unsupported', line: 57 });
    expect(noteOf('themeConfig.prism.theme')).toMatchObject({ group: 'approximated', line: 66 });
    expect(noteOf('themeConfig.prism.darkTheme')).toBeUndefined();
    expect(noteOf('themeConfig.prism.additionalLanguages')).toMatchObject({ group: 'approximated', instead: expect.stringContaining('`flow`') });
    expect(noteOf('organizationName')).toMatchObject({ group: 'unused', line: 15 });
    const options = migration!.notes.map((note) => note.option);
    expect(new Set(options).size).toBe(options.length);
  });

  it('prints the notes as one block, by group', () => {
    const lines = formatMigration(migration!);
    expect(lines[0]).toBe("docusaurus.config.js is read as hexsite's config; of its options:");
    const headings = lines.filter((line) => /^ {2}\S/.test(line));
    expect(headings.map((line) => line.split(' (')[0].trim())).toEqual(['unsupported', 'approximated', 'not used by a build: 3']);
  });
});

describe('hexsite doctor', () => {
  it('prints what will build, the grouped notes and an estimate of the build time', async () => {
    const out: string[] = [];
    const code = await runDoctor({ siteDir: website }, { out: (line) => out.push(line), err: (line) => out.push(line) });
    expect(code).toBe(0);
    expect(out[0]).toBe('Lantern: a Docusaurus site, read through docusaurus.config.js');
    expect(out[1]).toBe('  will build: 3 docs, 1 blog post, 1 page, 2 docs versions in 2 docs sets, 1 locale');
    expect(out).toContain(formatMigration(migration!)[1]);
    expect(out.at(-1)).toMatch(/^ {2}estimated build time: \d+\.\d s \(built here, now, in memory in \d+\.\d s, every page parsed and \d+ of its \d+ pages rendered, in \d+\.\d ms each; a busy machine takes longer\)$/);
  }, 30_000);

  it('says so when the config cannot be read', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-doctor-'));
    try {
      const out: string[] = [];
      const code = await runDoctor({ siteDir: dir }, { out: (line) => out.push(line), err: (line) => out.push(line) });
      expect(code).toBe(1);
      expect(out.join('\n')).toContain('expected one of hexsite.config.ts');
      expect(out.join('\n')).toContain('docusaurus.config.ts');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a Docusaurus config written as a TypeScript ES module', () => {
  it('evaluates with its own `require` (createRequire), a data file a script makes being absent, and `./sidebars.js` found as sidebars.ts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-docusaurus-'));
    try {
      const files: Record<string, string> = {
        'docusaurus.config.ts': [
          "import { createRequire } from 'module';",
          "import type { Config } from '@docusaurus/types';",
          '',
          'const require = createRequire(import.meta.url);',
          "const sponsors = require('./data/sponsors.json');",
          '',
          'const config: Config = {',
          "  title: 'Esm',",
          "  url: 'https://esm.example',",
          "  baseUrl: '/',",
          '  customFields: { sponsors: [...sponsors], kept: 1 },',
          '  presets: [',
          '    [',
          "      require.resolve('@docusaurus/preset-classic'),",
          '      {',
          "        docs: { sidebarPath: require.resolve('./sidebars.js') },",
          "        blog: false,",
          "        pages: { remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')] },",
          '      },',
          '    ],',
          '  ],',
          '};',
          '',
          'export default config;',
        ].join('\n'),
        'sidebars.ts': "export default { docs: ['intro'] };\n",
        'docs/intro.md': '# Intro\n',
      };
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
      }
      const config = await loadConfig(dir);
      expect(config.configFile).toBe('docusaurus.config.ts');
      expect(config.sidebarFile).toBe('sidebars.ts');
      expect(config.blog).toBe(false);
      expect(config.pages).toEqual({ path: 'src/pages', remarkPlugins: [] });
      expect(config.customFields).toEqual({ sponsors: [], kept: 1 });
      expect(config.migration?.notes).toEqual([
        expect.objectContaining({ group: 'unsupported', option: 'data/sponsors.json', line: 5, instead: expect.stringContaining('which does not exist') }),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('a Docusaurus config whose code cannot use what a missing package stands for', () => {
  it('fails naming the package and the line that requires it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-docusaurus-'));
    try {
      await writeFile(
        path.join(dir, 'docusaurus.config.js'),
        ["const settings = require('hexsite-fixture-missing-settings');", '', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', customFields: JSON.parse(settings.read()) };", ''].join('\n'),
      );
      const error = await loadConfig(dir).then(
        () => undefined,
        (caught: unknown) => caught as { ruleId?: string; hint?: string; file?: string },
      );
      expect(error).toMatchObject({ ruleId: 'config-evaluation', file: 'docusaurus.config.js' });
      expect(error?.hint).toContain('`hexsite-fixture-missing-settings` (line 1)');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a Docusaurus config's client redirects", () => {
  it("refuses at its line a target a browser reads as another site's, as hexsite's own config does", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-docusaurus-'));
    try {
      const plugin = "  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/r1', to: '/\\\\evil.com' }] }]],";
      await writeFile(path.join(dir, 'docusaurus.config.js'), ['module.exports = {', "  title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn',", plugin, '};', ''].join('\n'));
      const error = await loadConfig(dir).then(
        () => undefined,
        (caught: unknown) => caught as { errors?: Array<{ ruleId?: string; file?: string; line?: number; message?: string }> },
      );
      expect(error?.errors).toEqual([expect.objectContaining({ ruleId: 'config-invalid', file: 'docusaurus.config.js', line: 3, message: expect.stringContaining('`redirects.0.to`') })]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the require a Docusaurus config runs with', () => {
  it("gives hexsite's stand-ins for what it understands, the site's files, and missing values for the rest, recording each", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-require-'));
    try {
      await writeFile(path.join(dir, 'sidebars.ts'), 'export default {};\n');
      await writeFile(path.join(dir, 'data.json'), '{ "kept": true }\n');
      const file = path.join(dir, 'docusaurus.config.js');
      const used: MissingUse[] = [];
      const required = configRequire(createRequire(file), file, used);
      expect(knownOf(required('@docusaurus/preset-classic'))).toBe('@docusaurus/preset-classic');
      expect(knownOf((required('prism-react-renderer') as { themes: Record<string, unknown> }).themes.dracula)).toBe('prism-react-renderer/themes/dracula');
      expect(required.resolve('@docusaurus/preset-classic')).toBe('@docusaurus/preset-classic');
      expect(required.resolve('./sidebars.js')).toBe(path.join(dir, 'sidebars.ts'));
      expect(required('./data.json')).toEqual({ kept: true });
      // Docusaurus's other packages load as installed: here they are not.
      expect(missingOf(required('@docusaurus/utils'))).toEqual({ packageName: '@docusaurus/utils' });
      expect(missingOf(required('./generated.json'))).toEqual({ packageName: 'generated.json', kind: 'file' });
      const own = (required('module') as { createRequire: (from?: string) => NodeJS.Require }).createRequire();
      expect(missingOf(own('hexsite-fixture-missing-yaml'))).toEqual({ packageName: 'hexsite-fixture-missing-yaml' });
      expect(used.map((use) => use.packageName)).toEqual(['@docusaurus/utils', 'generated.json', 'hexsite-fixture-missing-yaml']);
      // A missing value lets code run on: any property, call or spread of it.
      const missing = missingValue({ packageName: 'x' }) as { load: (name: string) => { map: (each: unknown) => unknown[] } };
      expect(missingOf(missing.load('a.yml').map(String))).toEqual({ packageName: 'x' });
      expect([...(missing as unknown as unknown[])]).toEqual([]);
      expect(`${String(missing)}`).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('translateDocusaurusConfig', () => {
  const context = { file: 'docusaurus.config.js', source: '', siteDir: '/site' };
  const translate = (value: unknown) => translateDocusaurusConfig(value, context);

  it('reads the classic preset under each of its names', () => {
    for (const name of ['classic', '@docusaurus/preset-classic', '/site/node_modules/@docusaurus/preset-classic/lib/index.js', providedModule('@docusaurus/preset-classic')]) {
      const { config, notes } = translate({ presets: [[name, { docs: { routeBasePath: '/' } }]] });
      expect(config.docs).toEqual({ routeBasePath: '' });
      expect(notes).toEqual([]);
    }
  });

  it('turns docs and blog off with `false`, and writes Docusaurus’s defaults where hexsite’s differ', () => {
    const { config } = translate({ presets: [['classic', { docs: false, blog: false }]] });
    // Every Markdown file is MDX, as Docusaurus reads it, unless `markdown.format` says otherwise.
    expect(config.markdown).toEqual({ format: 'mdx' });
    expect(translate({ markdown: { format: 'detect' } }).config.markdown).toEqual({ format: 'detect' });
    expect(config.blog).toBe(false);
    expect(config.docs).toEqual({ path: '.hexsite-no-docs' });
    expect(config.onDuplicateRoutes).toBe('warn');
    // The classic preset's pages folder.
    expect(config.pages).toEqual({ path: 'src/pages' });
  });

  it('honours or notes every top-level option Docusaurus has: none is dropped silently', () => {
    const site = {
      title: 'T', url: 'https://t.example', baseUrl: '/', favicon: 'img/f.ico', trailingSlash: true, i18n: { defaultLocale: 'en', locales: ['en'] }, future: {}, noIndex: true,
      onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onDuplicateRoutes: 'throw', tagline: 't', organizationName: 'o', projectName: 'p',
      deploymentBranch: 'gh-pages', githubHost: 'github.com', githubPort: '22', themeConfig: {}, plugins: [], themes: [], presets: [], markdown: { format: 'detect' }, customFields: {},
      staticDirectories: ['static'], headTags: [], scripts: [], stylesheets: [], clientModules: ['./x.js'], ssrTemplate: '<html></html>', titleDelimiter: '·',
      baseUrlIssueBanner: true, webpack: {}, storage: {}, somethingElse: 1,
    };
    const { config, notes } = translate(site);
    for (const key of Object.keys(site)) {
      // The lists and themeConfig are read entry by entry (below); an empty one says nothing.
      const honoured = key in config || ['themeConfig', 'plugins', 'themes', 'presets'].includes(key);
      expect(honoured || notes.some((note) => note.option === key), key).toBe(true);
    }
    expect(notes.find((note) => note.option === 'somethingElse')).toMatchObject({ group: 'unsupported' });
    expect(config.headTags).toEqual([{ tagName: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } }]);
  });

  it('leaves out what came from a package that is not installed, wherever it is, and notes where', () => {
    const missing = missingValue({ packageName: 'js-yaml' });
    const { config, notes } = translate({ customFields: { people: missing, nested: { list: [1, missing] } }, themeConfig: { navbar: missing } });
    expect(config.customFields).toEqual({ nested: { list: [1, undefined] } });
    expect(notes.map((note) => note.option)).toEqual(['customFields.people', 'customFields.nested.list[1]', 'themeConfig.navbar']);
  });

  it("makes Docusaurus's npm2yarn plugin hexsite's own, its options site-wide", () => {
    const npm2yarn = providedModule('@docusaurus/remark-plugin-npm2yarn');
    const own = () => () => {};
    const { config } = translate({ presets: [['classic', { docs: { remarkPlugins: [[npm2yarn, { sync: true, converters: ['pnpm'] }], own] } }]] });
    expect(config.markdown).toEqual({ format: 'mdx', npm2yarn: { sync: true, converters: ['pnpm'] } });
    expect(config.docs).toEqual({ remarkPlugins: [own] });
  });

  it('reads the client redirects plugin as `redirects`, and Universal Analytics as gtag', () => {
    const { config, notes } = translate({
      plugins: [['client-redirects', { redirects: [{ from: '/a', to: '/b' }], createRedirects: () => undefined }], ['@docusaurus/plugin-google-analytics', { trackingID: 'UA-1' }]],
    });
    expect(config.redirects).toEqual([{ from: '/a', to: '/b' }]);
    expect(config.gtag).toEqual({ trackingID: 'UA-1' });
    expect(notes.map((note) => [note.group, note.option])).toEqual([
      ['unsupported', 'plugins[0].createRedirects'],
      ['approximated', 'plugins[1]'],
    ]);
  });

  it('makes a second docs instance a docs set, with its options translated', () => {
    const { config, notes } = translate({
      presets: [['classic', { docs: false }]],
      plugins: [
        ['content-docs', { path: 'guides', sidebarPath: '/site/sidebars.js' }],
        ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', sidebarCollapsed: true, remarkPlugins: [] }],
      ],
    });
    // Without an id, a docs plugin is the site's docs.
    expect(config.docs).toEqual({ path: 'guides', sidebarPath: 'sidebars.js' });
    expect(config.docsSets).toEqual([{ id: 'api', path: 'api' }]);
    expect(notes.map((note) => [note.group, note.option])).toEqual([
      ['unsupported', 'plugins[1].sidebarCollapsed'],
      ['approximated', 'plugins[1].remarkPlugins'],
    ]);
  });
});
