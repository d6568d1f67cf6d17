import { createContext, useContext, type ReactNode } from 'react';
import type { PageData, SiteChrome } from '../../src/site/types.js';

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
