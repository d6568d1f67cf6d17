import { HexsiteError } from '../errors/HexsiteError.js';
import { findInSource } from '../util/findInSource.js';
import type { ParsedConfig } from './schema.js';

/**
 * Checks `i18n`: every locale a BCP 47 tag, none twice, the default among them (as Docusaurus
 * requires). Each locale is built into a folder of its own (see `localeBuildsOf`).
 */
export function validateLocales(config: ParsedConfig, configFile: string, source: string): HexsiteError[] {
  const { defaultLocale, locales } = config.i18n;
  const errors: HexsiteError[] = [];
  const at = (needle: string) => findInSource(source, needle) ?? findInSource(source, 'i18n');
  const error = (message: string, needle: string, hint: string) => {
    const place = at(needle);
    errors.push(new HexsiteError(message, { file: configFile, line: place?.line, column: place?.column, ruleId: 'invalid-locale', hint }));
  };
  for (const locale of new Set([defaultLocale, ...locales])) {
    if (!isLocaleTag(locale)) {
      error(`Unexpected locale \`${locale}\` in \`i18n\`, expected a BCP 47 language tag such as \`en\`, \`fr\`, \`pt-BR\` or \`zh-Hans\``, `'${locale}'`, 'Name each locale by its language tag: it becomes `<html lang>` and the folder `/<locale>/` of its pages.');
    }
  }
  const seen = new Set<string>();
  for (const locale of locales) {
    if (seen.has(locale)) error(`Unexpected \`${locale}\` twice in \`i18n.locales\`, expected each locale once`, 'locales', 'Remove the second one.');
    seen.add(locale);
  }
  if (!locales.includes(defaultLocale)) {
    error(
      `Unexpected \`i18n.locales\` without the default locale \`${defaultLocale}\`, expected it among them`,
      'locales',
      `Add it: \`locales: [${[defaultLocale, ...locales].map((locale) => `'${locale}'`).join(', ')}]\`.`,
    );
  }
  return errors;
}

/** Whether `locale` is a well-formed BCP 47 tag (`en`, `pt-BR`, `zh-Hans`). */
function isLocaleTag(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}
