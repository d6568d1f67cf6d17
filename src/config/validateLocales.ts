import { HexsiteError } from '../errors/HexsiteError.js';
import { findInSource } from '../util/findInSource.js';
import type { ParsedConfig } from './schema.js';

const HINT =
  'hexsite builds a site in one language for now. Set `i18n: { defaultLocale: \'en\', locales: [\'en\'] }` (your language), and build each other language as a site of its own.';

/**
 * hexsite builds one locale. A second locale, or a locale dropdown that would offer one, was
 * once accepted and built as a menu whose other languages led to the default language's pages:
 * an error naming the key instead, until locales are supported.
 */
export function validateLocales(config: ParsedConfig, configFile: string, source: string): HexsiteError[] {
  const { defaultLocale, locales } = config.i18n;
  const others = locales.filter((locale) => locale !== defaultLocale);
  const errors: HexsiteError[] = [];
  const at = (needle: string) => findInSource(source, needle) ?? findInSource(source, 'i18n');
  if (others.length) {
    const place = at(others[0]);
    errors.push(
      new HexsiteError(
        `Unexpected ${others.map((locale) => `\`${locale}\``).join(', ')} in \`i18n.locales\`, expected only the default locale \`${defaultLocale}\`: hexsite cannot build other languages yet`,
        { file: configFile, line: place?.line, column: place?.column, ruleId: 'unsupported-locale', hint: HINT },
      ),
    );
  } else if (!locales.includes(defaultLocale)) {
    const place = at('locales');
    errors.push(
      new HexsiteError(`Unexpected \`i18n.locales\` without the default locale \`${defaultLocale}\`, expected \`['${defaultLocale}']\``, {
        file: configFile,
        line: place?.line,
        column: place?.column,
        ruleId: 'unsupported-locale',
        hint: HINT,
      }),
    );
  }
  errors.push(...validateLocaleConfigs(config, configFile, source));
  const dropdown = config.navbar.items.findIndex((item) => item.type === 'localeDropdown');
  if (dropdown !== -1 && errors.length) {
    const place = at('localeDropdown');
    errors.push(
      new HexsiteError(
        `Unexpected \`navbar.items[${dropdown}]\` of type \`localeDropdown\` offering ${others.length ? others.map((locale) => `\`${locale}\``).join(', ') : 'a locale'} hexsite cannot build, expected a dropdown of the default locale only`,
        { file: configFile, line: place?.line, column: place?.column, ruleId: 'unsupported-locale', hint: 'Remove the `localeDropdown` item, or keep `i18n.locales` to the default locale.' },
      ),
    );
  }
  return errors;
}

/**
 * Every locale name and `htmlLang` must be a BCP 47 tag, every `calendar` one ICU knows, every
 * `path` one folder; settings of a locale that is not built would be ignored, so they are an error.
 */
function validateLocaleConfigs(config: ParsedConfig, configFile: string, source: string): HexsiteError[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const errors: HexsiteError[] = [];
  const push = (needle: string, reason: string, hint: string) => {
    const place = findInSource(source, needle) ?? findInSource(source, 'i18n');
    errors.push(new HexsiteError(reason, { file: configFile, line: place?.line, column: place?.column, ruleId: 'bad-locale-config', hint }));
  };
  for (const locale of new Set([defaultLocale, ...locales])) {
    if (!isLanguageTag(locale)) {
      push(locale, `Unexpected locale \`${locale}\` in \`i18n\`, expected a BCP 47 language tag such as \`fr\` or \`pt-BR\``, 'Name each locale by its language tag: a language, then optionally a script or region, joined by `-`.');
    }
  }
  const calendars = new Set(Intl.supportedValuesOf('calendar'));
  for (const [locale, settings] of Object.entries(localeConfigs)) {
    const key = `i18n.localeConfigs.${locale}`;
    if (!locales.includes(locale)) {
      push(locale, `Unexpected \`${key}\` of a locale not in \`i18n.locales\`, expected one of ${locales.map((one) => `\`${one}\``).join(', ')}`, 'Add the locale to `i18n.locales`, or remove its settings.');
    }
    if (settings.htmlLang !== undefined && !isLanguageTag(settings.htmlLang)) {
      push(settings.htmlLang, `Unexpected \`${key}.htmlLang\` \`${settings.htmlLang}\`, expected a BCP 47 language tag such as \`en-US\``, 'Use `-` between the parts of the tag (`pt-BR`, not `pt_BR`).');
    }
    if (settings.calendar !== undefined && !calendars.has(settings.calendar)) {
      push(settings.calendar, `Unexpected \`${key}.calendar\` \`${settings.calendar}\`, expected one of ${[...calendars].join(', ')}`, 'Name a calendar as `Intl.Locale` does (`gregory`, `islamic`, `persian`…).');
    }
    if (settings.path !== undefined && (/[\\/]/.test(settings.path) || settings.path === '.' || settings.path === '..')) {
      push(settings.path, `Unexpected \`${key}.path\` \`${settings.path}\`, expected the name of one folder below \`i18n/\``, 'Give a folder name such as `fr`, without slashes.');
    }
  }
  return errors;
}

/** Whether ICU reads the text as a language tag of `-` separated parts. */
function isLanguageTag(tag: string): boolean {
  if (!/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/.test(tag)) return false;
  try {
    new Intl.Locale(tag);
    return true;
  } catch {
    return false;
  }
}
