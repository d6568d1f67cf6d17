import { createContext, useContext, type ReactNode } from 'react';
import type { PageData, SiteChrome } from '../../src/site/types.js';
import { translateMessage, type MessageValues } from '../i18n/translate.js';

/** What every component of a page may read: the site's chrome and the current page. */
export interface SiteContextValue {
  chrome: SiteChrome;
  page: PageData;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The site and page of the current render. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('Developer error: useSite() was called outside <SiteProvider>. Wrap the page in <SiteProvider>.');
  return value;
}

/** Text of the theme in the site's language: `translate(id, english, values)` (see `translateMessage`). */
export type Translate = (id: string, english: string, values?: MessageValues) => string;

/** `translate` for the theme's text in the site's language. */
export function useTranslate(): Translate {
  return translatorOf(useSite().chrome);
}

/** `translate` of a site's chrome, for what renders outside the site's context (the loading screens). */
export function translatorOf(chrome: Pick<SiteChrome, 'strings' | 'locale'>): Translate {
  return (id, english, values) => translateMessage(chrome.strings, chrome.locale ?? 'en', id, english, values);
}
