import path from 'node:path';
import type { SiteConfig } from './types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { readTranslationFile } from '../content/readTranslationFile.js';

/** One locale of the site as a build makes it. */
export interface LocaleBuild {
  locale: string;
  /** The site's base URL for the default locale; `<baseUrl><locale>/` for the others, as in Docusaurus. */
  baseUrl: string;
  /** Where its output goes below the output folder: `''` for the default locale, else the locale. */
  outSubdir: string;
  /** Its translations, relative to the site folder (`i18n/fr`): `<i18n.path>/<localeConfigs[locale].path ?? locale>`. */
  translations: string;
}

/**
 * The locales a build makes, the default first: every one of `i18n.locales`, or those asked for
 * (`hexsite build --locale fr`). Docusaurus builds the default locale into the output folder and
 * each other one into a folder of its own inside it, served at `<baseUrl><locale>/`.
 */
export function localeBuildsOf(config: SiteConfig, only?: string[]): LocaleBuild[] {
  const { defaultLocale, locales } = config.i18n;
  for (const locale of only ?? []) {
    if (!locales.includes(locale)) {
      throw new HexsiteError(`Unexpected locale \`${locale}\` for \`--locale\`, expected one of \`i18n.locales\`: ${locales.map((one) => `\`${one}\``).join(', ')}`, {
        file: config.configFile,
        ruleId: 'unknown-locale',
        hint: `Add it to \`i18n.locales\` in ${config.configFile}, or build one of those.`,
      });
    }
  }
  const wanted = only?.length ? locales.filter((locale) => only.includes(locale)) : locales;
  const ordered = [...wanted.filter((locale) => locale === defaultLocale), ...wanted.filter((locale) => locale !== defaultLocale)];
  return ordered.map((locale) => localeBuildOf(config, locale));
}

/** One locale's base URL, output folder and translations folder. */
export function localeBuildOf(config: SiteConfig, locale: string): LocaleBuild {
  const isDefault = locale === config.i18n.defaultLocale;
  return {
    locale,
    baseUrl: isDefault ? config.baseUrl : `${config.baseUrl}${encodeURIComponent(locale)}/`,
    outSubdir: isDefault ? '' : locale,
    translations: localeFolderOf(config, locale),
  };
}

/** The site's config as the build of one locale reads it: its base URL, current locale and translations of the theme (`code.json`). */
export async function configForLocale(config: SiteConfig, build: LocaleBuild): Promise<SiteConfig> {
  const site = siteConfigOf(config);
  const { codeTranslations: _other, ...shared } = site;
  const code = await readTranslationFile(site.site, path.posix.join(build.translations, 'code.json'));
  const own = { ...shared, currentLocale: build.locale, ...(code && Object.keys(code.messages).length && { codeTranslations: code.messages }) };
  return build.baseUrl === site.baseUrl ? own : { ...own, baseUrl: build.baseUrl, siteBaseUrl: site.baseUrl };
}

/** The site's config as written, with the default locale's base URL: what every locale's URLs derive from. */
export function siteConfigOf(config: SiteConfig): SiteConfig {
  if (config.siteBaseUrl === undefined) return config;
  const { siteBaseUrl, ...rest } = config;
  return { ...rest, baseUrl: siteBaseUrl };
}

/** The folder of a locale's translations, relative to the site folder: `<i18n.path>/<localeConfigs[locale].path ?? locale>`. */
export function localeFolderOf(config: Pick<SiteConfig, 'i18n'>, locale: string): string {
  return path.posix.join(config.i18n.path.split(path.sep).join('/'), config.i18n.localeConfigs[locale]?.path ?? locale);
}

/** Docusaurus's folders of a locale's translated content, below its translations folder. */
export const TRANSLATED_DOCS = 'docusaurus-plugin-content-docs';
export const TRANSLATED_BLOG = 'docusaurus-plugin-content-blog';
export const TRANSLATED_PAGES = 'docusaurus-plugin-content-pages';

/**
 * The folder of one docs version's translated files: `current`, or `version-<name>`, in
 * `docusaurus-plugin-content-docs` (`docusaurus-plugin-content-docs-<id>` for a docs set of `docsSets`).
 */
export function translatedDocsFolder(build: LocaleBuild, version: string, docsId = 'default'): string {
  const plugin = docsId === 'default' ? TRANSLATED_DOCS : `${TRANSLATED_DOCS}-${docsId}`;
  return path.posix.join(build.translations, plugin, version === 'current' ? 'current' : `version-${version}`);
}
