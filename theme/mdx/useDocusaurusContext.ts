import { useContext, useMemo } from 'react';
import { MdxContext, readGlobalData } from './MdxContext.js';

/** What `useDocusaurusContext()` returns, as Docusaurus shapes it. */
export interface DocusaurusContext {
  siteConfig: Record<string, unknown>;
  siteMetadata: { pluginVersions: Record<string, unknown>; siteVersion?: string };
  /** Plugins' global data: the docs plugin's versions and docs of each docs set (theme/mdx/MdxContext.ts's `readGlobalData`). */
  globalData: Record<string, unknown>;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    path: string;
    localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }>;
  };
  codeTranslations: Record<string, string>;
}

/** `@docusaurus/useDocusaurusContext`: the site's config and locales. */
export default function useDocusaurusContext(): DocusaurusContext {
  const { siteConfig } = useContext(MdxContext);
  const globalData = readGlobalData();
  return useMemo(() => {
    const i18n = (siteConfig.i18n ?? {}) as { defaultLocale?: string; locales?: string[]; currentLocale?: string };
    const defaultLocale = i18n.defaultLocale ?? 'en';
    const locales = i18n.locales ?? [defaultLocale];
    const localeConfigs = Object.fromEntries(locales.map((locale) => [locale, { label: locale, direction: 'ltr' as const, htmlLang: locale, calendar: 'gregory', path: locale }]));
    return {
      siteConfig,
      siteMetadata: { pluginVersions: {} },
      globalData,
      i18n: { defaultLocale, locales, currentLocale: i18n.currentLocale ?? defaultLocale, path: 'i18n', localeConfigs },
      codeTranslations: {},
    };
  }, [siteConfig, globalData]);
}
