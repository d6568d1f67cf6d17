import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rebuild } from '../../../src/pipeline/rebuild.js';
import { build } from '../../../src/pipeline/build.js';
import { localeBuildsOf } from '../../../src/config/localeBuilds.js';
import { parseTranslationFile } from '../../../src/content/readTranslationFile.js';
import { translateSidebars } from '../../../src/site/translateLabels.js';
import { resolveSidebars } from '../../../src/site/sidebars/resolve.js';
import type { SiteConfig } from '../../../src/config/types.js';
import { formatError } from '../../../src/errors/formatError.js';
import { buildFixture, embeddedData, fixturesDir, pageHtml, siteError, writeSite } from '../helpers.js';

const config = (i18n: Partial<SiteConfig['i18n']> & { localeConfigs?: Record<string, { path?: string }> }, baseUrl = '/site/') =>
  ({ baseUrl, configFile: 'hexsite.config.ts', i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {}, ...i18n } }) as unknown as SiteConfig;

describe('localeBuildsOf', () => {
  it('builds the default locale first at the base URL, the others below /<locale>/, from i18n/<path>', () => {
    const builds = localeBuildsOf(config({ locales: ['fr', 'en', 'pt-BR'], localeConfigs: { 'pt-BR': { path: 'pt' } } }));
    expect(builds).toEqual([
      { locale: 'en', baseUrl: '/site/', outSubdir: '', translations: 'i18n/en' },
      { locale: 'fr', baseUrl: '/site/fr/', outSubdir: 'fr', translations: 'i18n/fr' },
      { locale: 'pt-BR', baseUrl: '/site/pt-BR/', outSubdir: 'pt-BR', translations: 'i18n/pt' },
    ]);
  });

  it('builds one locale when asked, and names the locales there are for one that is not', () => {
    expect(localeBuildsOf(config({ locales: ['en', 'fr'] }), ['fr']).map((one) => one.locale)).toEqual(['fr']);
    expect(() => localeBuildsOf(config({ locales: ['en', 'fr'] }), ['de'])).toThrow('Unexpected locale `de` for `--locale`, expected one of `i18n.locales`: `en`, `fr`');
  });
});

describe('translation files', () => {
  it('reads Docusaurus\'s format, and points at an entry without a message', () => {
    expect(parseTranslationFile('{ "a": { "message": "A", "description": "d" } }', 'x.json').messages).toEqual({ a: 'A' });
    let thrown: unknown;
    try {
      parseTranslationFile('{\n  "a": { "message": "A" },\n  "b": { "text": "B" }\n}', 'i18n/fr/code.json');
    } catch (error) {
      thrown = error;
    }
    expect(formatError(thrown)).toContain('i18n/fr/code.json:3:3  Unexpected key `text` in translation `b`');
  });

  it('translates sidebar labels by Docusaurus\'s keys, a generated index keeping its URL', () => {
    const translated = translateSidebars(
      [{ id: 'docs', items: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: [{ type: 'link', href: 'https://x.org', label: 'Site', unlisted: false }] }] }],
      { 'sidebar.docs.category.Guides': 'Guides pratiques', 'sidebar.docs.category.Guides.link.generated-index.title': 'Tous les guides', 'sidebar.docs.link.Site': 'Le site' },
    );
    const resolved = resolveSidebars({ sidebars: translated, docsById: new Map(), docsBase: '/docs', baseUrl: '/' });
    const category = resolved.sidebars[0].items[0] as { label: string; href: string; items: Array<{ label: string }> };
    expect(category.label).toBe('Guides pratiques');
    expect(category.href).toBe('/docs/category/guides');
    expect(category.items[0].label).toBe('Le site');
  });
});

describe('several locales', () => {
  it('builds each locale from its translations, the default language standing in, marked, where a page has none', async () => {
    const result = await buildFixture('locales');
    const permalinks = result.pages.map((page) => page.permalink);
    expect(permalinks).toContain('/tern/docs/start');
    expect(permalinks).toContain('/tern/fr/docs/start');
    expect(result.pages.find((page) => page.permalink === '/tern/fr/docs/start')?.file).toBe('fr/docs/start/index.html');
    const french = pageHtml(result, '/tern/fr/docs/start');
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('<h1 class="doc__title">Premiers pas</h1>');
    expect(french).not.toContain('untranslated-notice');
    // A translation's link to a page it has no translation of: the page in this locale.
    expect(pageHtml(result, '/tern/fr/docs/guides/tides')).toContain('<a href="/tern/fr/docs/guides/birds">les oiseaux</a>');
    const untranslated = pageHtml(result, '/tern/fr/docs/guides/birds');
    expect(untranslated).toContain('untranslated-notice');
    expect(untranslated).toContain('id="__content" class="markdown" lang="en"');
    expect(untranslated).toContain('Terns feed at the turn of the tide.');
    // The English pages are as a site of one locale makes them, but for the alternates.
    expect(pageHtml(result, '/tern/docs/guides/birds')).not.toContain('untranslated-notice');
    expect(french).toContain('<link rel="alternate" href="https://example.com/tern/docs/start" hreflang="en">');
    expect(french).toContain('<link rel="alternate" href="https://example.com/tern/fr/docs/start" hreflang="fr">');
    expect(french).toContain('<link rel="alternate" href="https://example.com/tern/docs/start" hreflang="x-default">');
    const sitemap = result.files.find((file) => file.path === 'fr/sitemap.xml') as { contents: string };
    expect(sitemap.contents).toContain('<loc>https://example.com/tern/fr/docs/start</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/tern/docs/start"/>');
  });

  it('translates the language menu, sidebar, version and blog labels of a locale', async () => {
    const result = await buildFixture('locales');
    const data = embeddedData(pageHtml(result, '/tern/fr/docs/start')) as { chrome: { navItems: Array<{ label: string; locales?: unknown }>; locales: unknown }; page: { sidebar: Array<{ label: string }> } };
    const menu = data.chrome.navItems.find((item) => item.locales);
    expect(menu).toEqual(expect.objectContaining({ label: 'Français', locales: [{ locale: 'en', label: 'English', baseUrl: '/tern/' }, { locale: 'fr', label: 'Français', baseUrl: '/tern/fr/' }] }));
    expect(data.page.sidebar.map((item) => item.label)).toEqual(['Premiers pas', 'Guides pratiques']);
    expect(pageHtml(result, '/tern/fr/blog')).toContain('<title>Journal | Tern</title>');
    // The navbar and footer, from Docusaurus's docusaurus-theme-classic/navbar.json and footer.json.
    const chrome = embeddedData(pageHtml(result, '/tern/fr/docs/start')).chrome as { navbarTitle: string; navItems: Array<{ label: string }>; footer: { columns: Array<{ title: string; items: Array<{ label: string }> }> } };
    expect(chrome.navbarTitle).toBe('Sterne');
    expect(chrome.navItems.map((item) => item.label)).toEqual(['Docs', 'Journal', 'Français']);
    expect(chrome.footer.columns).toEqual([{ title: 'Documentation', items: [expect.objectContaining({ label: 'Commencer' })] }]);
    const english = embeddedData(pageHtml(result, '/tern/docs/start')).chrome as typeof chrome;
    expect(english.navItems.map((item) => item.label)).toEqual(['Docs', 'Blog', 'English']);
    expect(pageHtml(result, '/tern/blog')).toContain('<title>Blog | Tern</title>');
  });

  it('warns of a translation without an original, and refuses a locale that is not among i18n.locales', async () => {
    const site = await writeSite({
      'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', blog: false, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }),
      'docs/a.md': '# A',
      'i18n/fr/docusaurus-plugin-content-docs/current/b.md': '# B',
    });
    const result = await build({ siteDir: site, write: false });
    expect(result.warnings.map((warning) => formatError(warning))).toContainEqual(expect.stringContaining('i18n/fr/docusaurus-plugin-content-docs/current/b.md  Unexpected translation without an original, expected `docs/b.md`: it is not built'));
    await expect(build({ siteDir: site, write: false, locale: 'de' })).rejects.toThrow('Unexpected locale `de` for `--locale`');
    const noDefault = await writeSite({ 'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['fr'] } }) });
    expect(await siteError(noDefault)).toContain("Unexpected `i18n.locales` without the default locale `en`, expected it among them");
  });

  it('serves one locale at a time while watching: the default, or the one asked for, in the served folder', async () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-locales-watch-'));
    try {
      const site = path.join(temp, 'site');
      cpSync(path.join(fixturesDir, 'locales'), site, { recursive: true });
      for (const [locale, base, title] of [[undefined, '/tern/', 'Getting started'], ['fr', '/tern/fr/', 'Premiers pas']] as const) {
        const outDir = path.join(temp, `out-${locale ?? 'default'}`);
        const rebuild = new Rebuild({ siteDir: site, outDir, locale, workers: 0 });
        const result = await rebuild.build({ searchThread: false, serving: null });
        await rebuild.close();
        expect(result.model.config.baseUrl).toBe(base);
        expect(readFileSync(path.join(outDir, 'docs/start/index.html'), 'utf8')).toContain(`>${title}</h1>`);
        expect(existsSync(path.join(outDir, 'fr'))).toBe(false);
      }
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it('renders an MDX page in each locale with that locale\'s URLs, each locale keeping its own parsed pages', async () => {
    const site = await writeSite({
      'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/b/', blog: false, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }),
      'docs/pic.mdx': "import useBaseUrl from '@docusaurus/useBaseUrl';\n\n# Pic\n\n<a href={useBaseUrl('/img/x.svg')}>logo</a>\n",
      'static/img/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const outDir = path.join(site, 'build');
    for (let round = 0; round < 2; round++) {
      // The second build reads every page from the cache: each locale's from its own.
      await build({ siteDir: site, outDir });
      expect(readFileSync(path.join(outDir, 'docs/pic/index.html'), 'utf8')).toContain('<a href="/b/img/x.svg">logo</a>');
      expect(readFileSync(path.join(outDir, 'fr/docs/pic/index.html'), 'utf8')).toContain('<a href="/b/fr/img/x.svg">logo</a>');
    }
  });
});
