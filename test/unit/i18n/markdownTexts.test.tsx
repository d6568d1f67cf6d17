import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDirOf, openPageStore } from '../../../src/cache/pageStore.js';
import type { SiteConfig } from '../../../src/config/types.js';
import { markdownTextsOf } from '../../../src/i18n/markdownTexts.js';
import { createThemeStrings } from '../../../src/i18n/themeStrings.js';
import { localeSettingsOf } from '../../../src/i18n/locale.js';
import { DEFAULT_SETUP, withMarkdownTexts } from '../../../src/markdown/options.js';
import { createMarkdownEngine } from '../../../src/markdown/processor.js';
import Admonition from '../../../theme/mdx/Admonition.js';
import Details from '../../../theme/mdx/Details.js';
import Heading from '../../../theme/mdx/Heading.js';
import { render, serverContext } from '../mdx/render.js';

type LocaleConfig = Pick<SiteConfig, 'i18n' | 'currentLocale' | 'codeTranslations'>;
const localeConfig = (locale: string, codeTranslations?: Record<string, string>): LocaleConfig =>
  ({ i18n: { defaultLocale: 'en', locales: ['en', locale], path: 'i18n', localeConfigs: {} }, currentLocale: locale, ...(codeTranslations && { codeTranslations }) }) as LocaleConfig;

/** The content HTML of `markdown` parsed in a locale. */
function html(markdown: string, config: LocaleConfig): string {
  return toHtml(createMarkdownEngine(withMarkdownTexts(DEFAULT_SETUP, markdownTextsOf(config))).parse(markdown, 'docs/page.md', 'doc').hast);
}

const PAGE = ':::note\n\nRead.\n\n:::\n\n:::caution[Careful]\n\nHot.\n\n:::\n\n:::danger\n\nNo.\n\n:::\n\n## Getting started\n\n```bash npm2yarn\nnpm install x\n```\n';

describe('i18n/markdownTexts', () => {
  it('has none in English: the setup stays as it was', () => {
    expect(markdownTextsOf(localeConfig('en'))).toBeUndefined();
    expect(markdownTextsOf(localeConfig('it'))).toBeUndefined();
    expect(withMarkdownTexts(DEFAULT_SETUP, undefined)).toBe(DEFAULT_SETUP);
  });

  it("writes the admonitions' default titles, the heading links' labels and the npm2yarn tabs' label in the locale", () => {
    const out = html(PAGE, localeConfig('fr'));
    expect(out).toContain('<p class="admonition-heading">Remarque</p>');
    expect(out).toContain('<p class="admonition-heading">Careful</p>');
    expect(out).toContain('<p class="admonition-heading">Danger</p>');
    expect(out).toContain('aria-label="Lien direct vers Getting started" title="Lien direct vers Getting started"');
    expect(out).toContain('aria-label="Gestionnaire de paquets"');
    const german = html(PAGE, localeConfig('de'));
    expect(german).toContain('<p class="admonition-heading">Hinweis</p>');
    expect(german).toContain('<p class="admonition-heading">Gefahr</p>');
    expect(html(PAGE, localeConfig('en'))).toContain('<p class="admonition-heading">Note</p>');
  });

  it("takes the site's code.json over the shipped translation", () => {
    const config = localeConfig('fr', { 'theme.admonition.note': 'Nota bene', 'theme.common.headingLinkTitle': 'Lien vers « {heading} »' });
    expect(markdownTextsOf(config)).toMatchObject({ 'theme.admonition.note': 'Nota bene', 'theme.admonition.tip': 'Astuce' });
    const out = html(PAGE, config);
    expect(out).toContain('<p class="admonition-heading">Nota bene</p>');
    expect(out).toContain('title="Lien vers « Getting started »"');
    // An English site whose code.json renames one: only that one.
    expect(markdownTextsOf(localeConfig('en', { 'theme.admonition.tip': 'Hint' }))).toEqual({ 'theme.admonition.tip': 'Hint' });
  });

  it('are not sent to the browser, which never writes them', () => {
    const strings = createThemeStrings(localeSettingsOf('fr', {}), { 'theme.admonition.note': 'Nota bene' }).strings!;
    expect(strings).not.toHaveProperty('theme.admonition.note');
    expect(strings).not.toHaveProperty('theme.Details.summary');
    // The blog's year headings link to themselves in the browser too.
    expect(strings['theme.common.headingLinkTitle']).toBe('Lien direct vers {heading}');
  });

  it("reach MDX's built-in components", () => {
    const texts = markdownTextsOf(localeConfig('fr', { 'theme.admonition.tip': 'Conseil' }));
    const context = serverContext({ texts });
    expect(render(<Admonition type="note">x</Admonition>, context)).toContain('<p class="admonition-heading">Remarque</p>');
    expect(render(<Admonition type="tip">x</Admonition>, context)).toContain('<p class="admonition-heading">Conseil</p>');
    expect(render(<Admonition type="note" title="Écrit">x</Admonition>, context)).toContain('<p class="admonition-heading">Écrit</p>');
    expect(render(<Details>x</Details>, context)).toBe('<details><summary>Détails</summary>x</details>');
    expect(render(<Heading as="h2" id="a">Avant</Heading>, context)).toContain('aria-label="Lien direct vers Avant" title="Lien direct vers Avant"');
  });
});

describe('cache/pageStore with texts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-texts-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names a locale's store by its texts, and keeps only this locale's store of the texts it has now", async () => {
    const siteDir = path.join(dir, 'site');
    mkdirSync(siteDir);
    expect(path.basename(cacheDirOf(siteDir, { locale: 'fr', texts: '1a2b3c4d' }))).toMatch(/\.fr~1a2b3c4d$/);
    const open = async (name: Parameters<typeof cacheDirOf>[1]) => (await openPageStore({ siteDir, persistent: true, ...name })).close();
    await open({});
    await open({ locale: 'fr', texts: 'aaaaaaaa' });
    await open({ locale: 'de', texts: 'cccccccc' });
    await open({ locale: 'fr', texts: 'bbbbbbbb' });
    const names = () => readdirSync(path.dirname(cacheDirOf(siteDir))).map((name) => name.replace(/^[^.~]+/, '')).sort();
    expect(names()).toEqual(['', '.de~cccccccc', '.fr~bbbbbbbb']);
    // The default locale in French, then in English again.
    await open({ texts: 'dddddddd' });
    expect(names()).toEqual(['.de~cccccccc', '.fr~bbbbbbbb', '~dddddddd']);
    await open({});
    expect(names()).toEqual(['', '.de~cccccccc', '.fr~bbbbbbbb']);
  });
});
