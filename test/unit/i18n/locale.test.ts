import { describe, expect, it } from 'vitest';
import { currentLocaleOf, localeSettingsOf } from '../../../src/i18n/locale.js';
import { pageHtml, siteError, writeSite } from '../helpers.js';

describe('i18n/locale', () => {
  it('defaults each setting as Docusaurus does: own name, direction of the language, tag = locale', () => {
    expect(localeSettingsOf('en', {})).toEqual({ locale: 'en', htmlLang: 'en', direction: 'ltr', label: 'English', calendar: 'gregory', path: 'en' });
    expect(localeSettingsOf('fr', {}).label).toBe('Français');
    expect(localeSettingsOf('pt-BR', {}).label).toBe('Português (Brasil)');
    expect(localeSettingsOf('ar', {}).direction).toBe('rtl');
    expect(localeSettingsOf('he', {}).direction).toBe('rtl');
    expect(localeSettingsOf('fa', {})).toMatchObject({ direction: 'rtl', calendar: 'persian' });
    expect(localeSettingsOf('ja', {}).direction).toBe('ltr');
    // A calendar named in the tag is the locale's.
    expect(localeSettingsOf('ar-u-ca-islamic', {}).calendar).toBe('islamic');
  });

  it('takes each setting the config gives over its default', () => {
    const given = { fr: { label: 'FR', htmlLang: 'fr-FR', direction: 'rtl' as const, calendar: 'buddhist', path: 'francais' } };
    expect(localeSettingsOf('fr', given)).toEqual({ locale: 'fr', ...given.fr });
    expect(localeSettingsOf('fr', { fr: { htmlLang: 'fr-CA' } })).toMatchObject({ htmlLang: 'fr-CA', label: 'Français', path: 'fr' });
  });

  it("gives the settings of the build's locale", () => {
    const i18n = { defaultLocale: 'de', locales: ['de', 'ar'], localeConfigs: { de: { label: 'Deutsch (DE)' } } };
    expect(currentLocaleOf({ i18n, currentLocale: 'de' } as never)).toMatchObject({ locale: 'de', label: 'Deutsch (DE)', direction: 'ltr' });
    // The same config's other locale: its own settings, not the first one asked for.
    expect(currentLocaleOf({ i18n, currentLocale: 'ar' } as never)).toMatchObject({ locale: 'ar', direction: 'rtl' });
  });
});

describe('i18n/locale in the pages', () => {
  const config = (i18n: unknown) => JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', i18n }, null, 2);

  it('writes <html lang dir> and og:locale of the locale', async () => {
    const { build } = await import('../../../src/pipeline/build.js');
    const site = await writeSite({ 'hexsite.config.json': config({ defaultLocale: 'pt-BR', locales: ['pt-BR'] }), 'docs/intro.md': '# Intro\n' });
    const html = pageHtml(await build({ siteDir: site, write: false }), '/docs/intro');
    expect(html).toContain('<html lang="pt-BR" dir="ltr"');
    expect(html).toContain('<meta property="og:locale" content="pt_BR">');
    expect(html).toContain('hreflang="pt-BR"');
  });

  it('writes dir="rtl" for a language written right to left, and htmlLang when given', async () => {
    const { build } = await import('../../../src/pipeline/build.js');
    const site = await writeSite({ 'hexsite.config.json': config({ defaultLocale: 'ar', locales: ['ar'], localeConfigs: { ar: { htmlLang: 'ar-EG' } } }), 'docs/intro.md': '# Intro\n' });
    const html = pageHtml(await build({ siteDir: site, write: false }), '/docs/intro');
    expect(html).toContain('<html lang="ar-EG" dir="rtl"');
    expect(html).toContain('<meta property="og:locale" content="ar_EG">');
  });

  it('rejects a direction other than ltr and rtl', async () => {
    const site = await writeSite({ 'hexsite.config.json': config({ defaultLocale: 'fr', locales: ['fr'], localeConfigs: { fr: { direction: 'up' } } }), 'docs/intro.md': '# Intro\n' });
    expect(await siteError(site)).toContain('Unexpected string "up" for `i18n.localeConfigs.fr.direction`, expected one of "ltr", "rtl"');
  });

  it('names each bad locale setting at its line', async () => {
    const site = await writeSite({
      'hexsite.config.json': config({
        defaultLocale: 'fr',
        locales: ['fr'],
        localeConfigs: { fr: { htmlLang: 'fr_FR', calendar: 'lunar', path: '../x' }, de: { label: 'Deutsch' } },
      }),
      'docs/intro.md': '# Intro\n',
    });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.json:12:21  Unexpected \`i18n.localeConfigs.fr.htmlLang\` \`fr_FR\`, expected a BCP 47 language tag such as \`en-US\`
        hint: Use \`-\` between the parts of the tag (\`pt-BR\`, not \`pt_BR\`).   [bad-locale-config]

      hexsite.config.json:13:21  Unexpected \`i18n.localeConfigs.fr.calendar\` \`lunar\`, expected one of buddhist, chinese, coptic, dangi, ethioaa, ethiopic, gregory, hebrew, indian, islamic, islamic-civil, islamic-rgsa, islamic-tbla, islamic-umalqura, iso8601, japanese, persian, roc
        hint: Name a calendar as \`Intl.Locale\` does (\`gregory\`, \`islamic\`, \`persian\`…).   [bad-locale-config]

      hexsite.config.json:14:17  Unexpected \`i18n.localeConfigs.fr.path\` \`../x\`, expected the name of one folder below \`i18n/\`
        hint: Give a folder name such as \`fr\`, without slashes.   [bad-locale-config]

      hexsite.config.json:16:7  Unexpected \`i18n.localeConfigs.de\` of a locale not in \`i18n.locales\`, expected one of \`fr\`
        hint: Add the locale to \`i18n.locales\`, or remove its settings.   [bad-locale-config]

      ✗ 4 problems found"
    `);
  });
});
