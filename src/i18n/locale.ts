import type { SiteConfig } from '../config/types.js';

/** A locale's settings, as `i18n.localeConfigs.<locale>` gives them or as they default. */
export interface LocaleSettings {
  /** The locale's name in `i18n.locales` (`fr`, `pt-BR`). */
  locale: string;
  /** BCP 47 tag of `<html lang>` and `og:locale`; the locale's name by default. */
  htmlLang: string;
  /** Which way text runs; from the language by default (`rtl` for Arabic, Hebrew, Persian…). */
  direction: 'ltr' | 'rtl';
  /** The locale's name in the language menu; its own name for itself by default (`Français`). */
  label: string;
  /** The calendar dates are written in; the locale's first by default (`gregory` for most). */
  calendar: string;
  /** The locale's folder below `i18n/`; the locale's name by default. */
  path: string;
}

type LocaleConfigs = SiteConfig['i18n']['localeConfigs'];

/**
 * The locale a build speaks (`SiteConfig.currentLocale`: the default locale, or the one of
 * `i18n.locales` this build of the site makes), with its settings.
 */
export function currentLocaleOf(config: Pick<SiteConfig, 'i18n' | 'currentLocale'>): LocaleSettings {
  let known = settingsOfConfig.get(config.i18n);
  if (!known) settingsOfConfig.set(config.i18n, (known = new Map()));
  let settings = known.get(config.currentLocale);
  if (!settings) {
    settings = localeSettingsOf(config.currentLocale, config.i18n.localeConfigs);
    known.set(config.currentLocale, settings);
  }
  return settings;
}

/** Each config's locales', worked out once: every blog date and page asks. */
const settingsOfConfig = new WeakMap<SiteConfig['i18n'], Map<string, LocaleSettings>>();

/** A locale's settings: the config's, over the defaults Docusaurus gives. */
export function localeSettingsOf(locale: string, localeConfigs: LocaleConfigs): LocaleSettings {
  const given = localeConfigs[locale] ?? {};
  return {
    locale,
    htmlLang: given.htmlLang ?? locale,
    direction: given.direction ?? directionOf(locale),
    label: given.label ?? labelOf(locale),
    calendar: given.calendar ?? calendarOf(locale),
    path: given.path ?? locale,
  };
}

/** The language's name in itself, its first letter capitalised as a menu item starts (`Français`). */
function labelOf(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The direction ICU gives the locale's script. */
function directionOf(locale: string): 'ltr' | 'rtl' {
  return (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The calendar the locale names (`-u-ca-…`), else the first its region uses, else Gregorian. */
function calendarOf(locale: string): string {
  const parsed = new Intl.Locale(locale) as Intl.Locale & { calendars?: string[] };
  return parsed.calendar ?? parsed.calendars?.[0] ?? 'gregory';
}
