import type { SiteConfig } from '../config/types.js';
import type { Translate } from '../../theme/components/SiteContext.js';
import { translateMessage } from '../../theme/i18n/translate.js';
import { ENGLISH, PARSED_ONLY } from './english.js';
import { currentLocaleOf } from './locale.js';
import type { LocaleSettings } from './locale.js';
import { de } from './translations/de.js';
import { es } from './translations/es.js';
import { fr } from './translations/fr.js';
import { ja } from './translations/ja.js';
import { ptBR } from './translations/pt-BR.js';
import { zhHans } from './translations/zh-Hans.js';

/** The translations hexsite ships, by locale. */
const SHIPPED: Record<string, Record<string, string>> = { de, es, fr, ja, 'pt-BR': ptBR, 'zh-Hans': zhHans };

/** Locales that read another's translations: Portuguese is Brazil's, Chinese is Simplified. */
const ALIASES: Record<string, string> = { pt: 'pt-BR', zh: 'zh-Hans', 'zh-CN': 'zh-Hans', 'zh-SG': 'zh-Hans' };

/**
 * The shipped translations a locale reads: its own, else those of its language (`fr-CA` → `fr`),
 * else none (English).
 */
export function shippedTranslationsOf(locale: string): Record<string, string> {
  const parts = locale.split('-');
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('-');
    const found = SHIPPED[ALIASES[candidate] ?? candidate];
    if (found) return found;
  }
  return {};
}

/**
 * What the browser needs to speak the locale: its strings that differ from English (the
 * shipped translation, then the site's `code.json` over it), and the locale for plural rules;
 * not those only the Markdown parser writes (`PARSED_ONLY`). Nothing for an English site, so
 * that its pages are as they were.
 */
export function createThemeStrings(settings: LocaleSettings, codeTranslations: Record<string, string>): { locale?: string; strings?: Record<string, string> } {
  const shipped = shippedTranslationsOf(settings.locale);
  const strings: Record<string, string> = {};
  for (const [id, english] of Object.entries(ENGLISH)) {
    if (PARSED_ONLY.has(id)) continue;
    const message = codeTranslations[id] ?? shipped[id] ?? english;
    if (message !== english) strings[id] = message;
  }
  return Object.keys(strings).length ? { locale: settings.locale, strings } : {};
}

/**
 * The theme's `translate` at build time, for the text the site model writes (page titles,
 * reading times, counts): the site's `code.json`, else the locale's shipped translation, else
 * the English given.
 */
export function themeTranslatorOf(config: Pick<SiteConfig, 'i18n' | 'currentLocale' | 'codeTranslations'>): Translate {
  const settings = currentLocaleOf(config);
  const shipped = shippedTranslationsOf(settings.locale);
  const site = config.codeTranslations ?? {};
  return (id, english, values) => translateMessage(site[id] !== undefined ? site : shipped, settings.locale, id, english, values);
}
