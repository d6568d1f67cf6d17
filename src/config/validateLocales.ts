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
