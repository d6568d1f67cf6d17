import { describe, expect, it } from 'vitest';
import { versionedDocsOf, versionedSidebarsOf, versionFolder, versionsFileOf, versionSidebarFile } from '../../../src/content/docsVersions.js';
import { translatedDocsFolder } from '../../../src/config/localeBuilds.js';
import { build } from '../../../src/pipeline/build.js';
import { buildFixture, embeddedData, pageHtml, siteError, writeSite } from '../helpers.js';

/** A site of two docs sets (`docs`, and `docsSets` as given), with these files besides. */
function twoSets(docsSets: unknown[], files: Record<string, string> = {}, more: Record<string, unknown> = {}) {
  // Written as TypeScript, so that messages point at lines of it.
  const config = `export default ${JSON.stringify({ title: 'S', url: 'https://example.com', baseUrl: '/', blog: false, docsSets, ...more }, null, 2)};\n`;
  return writeSite({
    'hexsite.config.ts': config,
    'docs/intro.md': '# Intro\n\nThe guides.',
    'api/overview.md': '# Overview\n\nThe API.',
    ...files,
  });
}

const permalinks = (result: Awaited<ReturnType<typeof build>>) => result.pages.map((page) => page.permalink).filter((permalink) => /^\/(docs|api)/.test(permalink));

describe('docs sets: the files of a set, by its id', () => {
  it("names a set's versioning files and translations as Docusaurus does, the default set's without its id", () => {
    expect([versionsFileOf(), versionedDocsOf(), versionedSidebarsOf(), versionFolder('1.0'), versionSidebarFile('1.0')]).toEqual([
      'versions.json',
      'versioned_docs',
      'versioned_sidebars',
      'versioned_docs/version-1.0',
      'versioned_sidebars/version-1.0-sidebars.json',
    ]);
    expect([versionsFileOf('api'), versionFolder('1.0', 'api'), versionSidebarFile('1.0', 'api')]).toEqual([
      'api_versions.json',
      'api_versioned_docs/version-1.0',
      'api_versioned_sidebars/version-1.0-sidebars.json',
    ]);
    const fr = { locale: 'fr', baseUrl: '/fr/', outSubdir: 'fr', translations: 'i18n/fr' };
    expect(translatedDocsFolder(fr, 'current')).toBe('i18n/fr/docusaurus-plugin-content-docs/current');
    expect(translatedDocsFolder(fr, '1.0', 'api')).toBe('i18n/fr/docusaurus-plugin-content-docs-api/version-1.0');
  });
});

describe('docs sets: routes and versions', () => {
  it('builds each set at its route base path, with its own versions, sidebars and metadata', async () => {
    const result = await buildFixture('docs-sets');
    expect(permalinks(result)).toEqual(['/api', '/api/0.9', '/api/0.9/overview', '/api/endpoints', '/api/next', '/api/next/endpoints', '/api/next/overview', '/api/overview', '/docs', '/docs/connect', '/docs/intro']);
    // The `docs` key's set has one version; the API's two, named by its own files.
    expect(result.model.versions.map(({ metadata }) => metadata.name)).toEqual(['current']);
    expect(result.model.docsSets?.map((set) => [set.id, set.versions.map(({ metadata }) => [metadata.name, metadata.path, metadata.isLast])])).toEqual([
      [
        'api',
        [
          ['current', '/api/next', false],
          ['1.0', '/api', true],
          ['0.9', '/api/0.9', false],
        ],
      ],
    ]);
    const data = embeddedData(pageHtml(result, '/api/next/endpoints')) as { chrome: Record<string, unknown>; page: Record<string, unknown> };
    expect(data.page.docsPluginId).toBe('api');
    expect(data.page.version).toMatchObject({ name: 'current', docsPluginId: 'api', alternates: { '1.0': '/api/endpoints' } });
    expect(data.chrome.versions).toBeUndefined();
    expect(data.chrome.docsSets).toEqual({
      api: [
        { name: 'current', label: 'Next', href: '/api/next/overview', isLast: false },
        { name: '1.0', label: '1.0', href: '/api/overview', isLast: true },
        { name: '0.9', label: '0.9', href: '/api/0.9/overview', isLast: false },
      ],
    });
    // A guide's page carries no set: it is the `docs` key's.
    expect(embeddedData(pageHtml(result, '/docs/intro')).page.docsPluginId).toBeUndefined();
    expect(result.files.map((file) => file.path).filter((file) => file.startsWith('__hexsite/docs-api/'))).toEqual(
      expect.arrayContaining(['__hexsite/docs-api/version-current.json', '__hexsite/docs-api/version-1.0.json', '__hexsite/docs-api/sidebars/reference.json', '__hexsite/docs-api/sidebars/version-1.0/reference.json']),
    );
  });

  it('leads navbar items with docsPluginId into their set, and names the set in their data', async () => {
    const site = await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api' }], {}, {
      navbar: {
        items: [
          { type: 'doc', docId: 'overview', docsPluginId: 'api', label: 'API' },
          { type: 'doc', docId: 'intro', label: 'Guides' },
          { type: 'docsVersion', docsPluginId: 'api' },
          { type: 'dropdown', label: 'More', items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', docsPluginId: 'api', label: 'API sidebar' }] },
        ],
      },
    });
    const result = await build({ siteDir: site, write: false });
    const items = (embeddedData(pageHtml(result, '/docs/intro')).chrome as { navItems: Array<Record<string, unknown>> }).navItems;
    expect(items.map((item) => [item.label, item.href, item.docsPluginId])).toEqual([
      ['API', '/api/overview', 'api'],
      ['Guides', '/docs/intro', undefined],
      ['Next', '/api/overview', 'api'],
      ['More', '#', undefined],
    ]);
    expect((items[3].items as Array<Record<string, unknown>>).map((item) => [item.label, item.href, item.docsPluginId, item.activeSidebar])).toEqual([['API sidebar', '/api/overview', 'api', 'tutorialSidebar']]);
  });

  it("gives a set's docs its own edit URLs, tags and html class", async () => {
    const site = await twoSets(
      [{ id: 'api', path: 'api', routeBasePath: 'api', editUrl: 'https://example.com/edit/main/' }],
      { 'api/overview.md': '---\ntags: [calls]\n---\n# Overview\n\nThe API.', 'api_versions.json': '["1.0"]', 'api_versioned_docs/version-1.0/overview.md': '# Overview\n\nOld.' },
      { docs: { editUrl: 'https://example.com/guides/' } },
    );
    const result = await build({ siteDir: site, write: false });
    expect(embeddedData(pageHtml(result, '/api/next/overview')).page.editUrl).toBe('https://example.com/edit/main/api/overview.md');
    expect(embeddedData(pageHtml(result, '/api/overview')).page.editUrl).toBe('https://example.com/edit/main/api_versioned_docs/version-1.0/overview.md');
    expect(embeddedData(pageHtml(result, '/docs/intro')).page.editUrl).toBe('https://example.com/guides/docs/intro.md');
    expect(permalinks(result)).toContain('/api/next/tags/calls');
    expect(pageHtml(result, '/api/next/tags/calls')).toMatch(/<html[^>]* class="[^"]*plugin-id-api docs-version-current/);
  });

  it("builds a set's drafts when it asks to, and the other set's not", async () => {
    const drafts = { 'api/draft.md': '---\ndraft: true\n---\n# Draft', 'docs/draft.md': '---\ndraft: true\n---\n# Draft' };
    const site = await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api', includeDrafts: true }], drafts);
    const built = permalinks(await build({ siteDir: site, write: false }));
    expect(built).toContain('/api/draft');
    expect(built).not.toContain('/docs/draft');
  });

  it('checks links between the sets: a link to a missing page of the other set is broken', async () => {
    const site = await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api' }], { 'docs/intro.md': '# Intro\n\nSee [the overview](/api/overview) and [the calls](/api/calls).' });
    const message = await siteError(site);
    expect(message).toContain('/api/calls');
    expect(message).not.toContain('/api/overview');
  });

  it("resolves a .md link to the other set's file to its page", async () => {
    const site = await twoSets([{ id: 'api', path: 'api', routeBasePath: 'reference' }], { 'docs/intro.md': '# Intro\n\nSee [the overview](../api/overview.md).' });
    const result = await build({ siteDir: site, write: false });
    expect(pageHtml(result, '/docs/intro')).toContain('href="/reference/overview"');
  });
});

describe('docs sets: translations', () => {
  it("writes and reads a set's version labels in its own translations folder", async () => {
    const { readVersionLabels } = await import('../../../src/pipeline/readVersionLabels.js');
    const { loadConfig } = await import('../../../src/config/loadConfig.js');
    const { writeTranslations } = await import('../../../src/i18n/writeTranslations.js');
    const site = await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api', versions: { current: { label: 'Preview' } } }], {}, { i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
    const config = await loadConfig(site);
    const versions = await readVersionLabels(config, 10);
    expect(versions.map((version) => [version.docsId, version.name, version.label])).toEqual([
      [undefined, 'current', 'Next'],
      ['api', 'current', 'Preview'],
    ]);
    const written = await writeTranslations(config, { locale: 'fr', versions });
    expect(written.files.map((file) => file.file)).toContain('i18n/fr/docusaurus-plugin-content-docs-api/current.json');
  });
});

describe('docs sets: config errors at their line', () => {
  it('refuses two sets of one id, and the id `default`', async () => {
    const twice = await siteError(await twoSets([
      { id: 'api', path: 'api', routeBasePath: 'api' },
      { id: 'api', path: 'docs2', routeBasePath: 'api2' },
    ]));
    expect(twice).toMatch(/hexsite\.config\.ts:\d+:\d+/);
    expect(twice).toContain('Unexpected docs set id `api` given twice in `docsSets`');
    const reserved = await siteError(await twoSets([{ id: 'default', path: 'api', routeBasePath: 'api' }]));
    expect(reserved).toContain("Unexpected docs set id `default` in `docsSets[0].id`, expected another id: `default` is the `docs` key's set");
  });

  it('refuses a routeBasePath equal to or below another set’s, and a folder another set reads', async () => {
    const same = await siteError(await twoSets([{ id: 'api', path: 'api' }]));
    expect(same).toContain('Unexpected `docsSets[0].routeBasePath` `docs`, which is `docs.routeBasePath` `docs`, expected each docs set at a path of its own');
    const below = await siteError(await twoSets([{ id: 'api', path: 'api', routeBasePath: 'docs/api' }]));
    expect(below).toContain('which overlaps `docs.routeBasePath` `docs`');
    expect(below).toMatch(/hexsite\.config\.ts:(\d+)/);
    const line = Number(/hexsite\.config\.ts:(\d+)/.exec(below)![1]);
    const config = JSON.stringify({ title: 'S', url: 'https://example.com', baseUrl: '/', blog: false, docsSets: [{ id: 'api', path: 'api', routeBasePath: 'docs/api' }] }, null, 2);
    expect(`export default ${config}`.split('\n')[line - 1]).toContain('"routeBasePath": "docs/api"');
    const folder = await siteError(await twoSets([{ id: 'api', path: 'docs', routeBasePath: 'api' }]));
    expect(folder).toContain('Unexpected docs folder `docs` of `docsSets[0]`, which `docs` reads too');
    // A set at the site root may have others beside it, as in Docusaurus.
    const root = await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api' }], { 'docs/intro.md': '---\nslug: /\n---\n# Intro' }, { docs: { routeBasePath: '/' } });
    expect(permalinks(await build({ siteDir: root, write: false }))).toContain('/api/overview');
  });

  it('refuses a docsPluginId that names no set, and a sidebars file that is not there', async () => {
    const unknown = await siteError(await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api' }], {}, { navbar: { items: [{ type: 'docsVersionDropdown', docsPluginId: 'apii' }] } }));
    expect(unknown).toMatch(/hexsite\.config\.ts:\d+/);
    expect(unknown).toContain('Unexpected unknown docs set `apii` in `docsPluginId` of navbar item "", expected one of: default, api');
    expect(unknown).toContain('Did you mean `api`?');
    const sidebars = await siteError(await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api', sidebarPath: 'sidebarsApi.js' }]));
    expect(sidebars).toContain('Unexpected missing sidebars file `sidebarsApi.js` in `docsSets[0].sidebarPath`');
  });

  it("reads a set's versions file with its name in messages", async () => {
    const message = await siteError(await twoSets([{ id: 'api', path: 'api', routeBasePath: 'api' }], { 'api_versions.json': '["1.0"]' }));
    expect(message).toContain('Unexpected version `1.0` without its docs folder `api_versioned_docs/version-1.0/`');
    expect(message).toContain('hexsite docs:version:api 1.0');
  });
});
