import { HexsiteError } from '../errors/HexsiteError.js';
import { findInSource } from '../util/findInSource.js';
import type { ParsedConfig } from './schema.js';

/**
 * Checks `i18n`: every locale a BCP 47 tag, none twice, the default among them (as Docusaurus
 * requires), and each locale's settings. Each locale is built into a folder of its own (see
 * `localeBuildsOf`).
 */
export function validateLocales(config: ParsedConfig, configFile: string, source: string): HexsiteError[] {
  const { defaultLocale, locales } = config.i18n;
  const errors = validateLocaleConfigs(config, configFile, source);
  const error = (message: string, hint: string) => {
    const place = findInSource(source, 'locales') ?? findInSource(source, 'i18n');
    errors.push(new HexsiteError(message, { file: configFile, line: place?.line, column: place?.column, ruleId: 'bad-locale-config', hint }));
  };
  const seen = new Set<string>();
  for (const locale of locales) {
    if (seen.has(locale)) error(`Unexpected \`${locale}\` twice in \`i18n.locales\`, expected each locale once`, 'Remove the second one.');
    seen.add(locale);
  }
  if (!locales.includes(defaultLocale)) {
    error(
      `Unexpected \`i18n.locales\` without the default locale \`${defaultLocale}\`, expected it among them`,
      `Add it: \`locales: [${[defaultLocale, ...locales].map((locale) => `'${locale}'`).join(', ')}]\`.`,
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
