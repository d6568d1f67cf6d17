import { createContext } from 'react';

/** One heading of a page's table of contents, as Docusaurus exports it from MDX (`toc`). */
export interface TocEntry {
  /** Heading HTML (as Docusaurus: `value`). */
  value: string;
  id: string;
  level: number;
}

/** What the built-in components of MDX content read about the site and the page being rendered. */
export interface MdxContextValue {
  /** What `useDocusaurusContext().siteConfig` returns: title, tagline, url, baseUrl, customFields, themeConfig (serialisable). */
  siteConfig: Record<string, unknown>;
  /** A URL as written in content → what the page links to. On the server the core gives a slot the render stage fills (and checks); in the browser: a site path gets the base URL. */
  resolveUrl(url: string): string;
  /** The page's table of contents (also exported by the page as `toc`). */
  toc: TocEntry[];
  frontMatter: Record<string, unknown>;
  /** `@docusaurus/Head`: adds head markup (HTML string) for this page; absent in the browser. */
  addHead?(html: string): void;
  /** The URL path of the page being rendered (`/help`), which `useLocation()` gives on the server; absent in the browser and for MDX content. */
  permalink?: string;
  /** The texts the components write in the build's locale, where they differ from English (`MdxSite.texts`); absent in English and in the browser. */
  texts?: Record<string, string>;
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//cdn…`): never given the base URL. */
const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Where the browser finds the site's config for the components of a React page that runs there
 * (`useDocusaurusContext().siteConfig`): the page's island carries it (`data-site-config`, see
 * src/islands/registry.ts), and theme/client/islands.ts puts it here before the page's code runs.
 */
export const SITE_CONFIG_GLOBAL = '__hexsite_site_config';

/**
 * Where the site's components find the plugins' global data (`useGlobalData()`, the docs
 * plugin's versions and docs): on the server the render stage puts the site's there
 * (`provideGlobalData`); in the browser theme/client/islands.ts puts what an island that reads it
 * brought (`data-global-data`, src/islands/registry.ts).
 */
export const GLOBAL_DATA_GLOBAL = '__hexsite_global_data';

/** Makes `data` what `useGlobalData()` returns in this thread (the site being rendered's). */
export function provideGlobalData(data: Record<string, unknown>): void {
  (globalThis as Record<string, unknown>)[GLOBAL_DATA_GLOBAL] = data;
}

/** The plugins' global data put here for this thread or page; `{}` when none was. */
export function readGlobalData(): Record<string, unknown> {
  return ((globalThis as Record<string, unknown>)[GLOBAL_DATA_GLOBAL] as Record<string, unknown> | undefined) ?? {};
}

/**
 * The value components get in the browser (and wherever no provider is): a path from the site's
 * root gets the base URL of `siteConfig`; anything else is left as written. Without a
 * `siteConfig`, the one the page's island brought (`SITE_CONFIG_GLOBAL`), read when used.
 */
export function createBrowserMdxContext(siteConfig?: Record<string, unknown>): MdxContextValue {
  const config = () => siteConfig ?? ((globalThis as Record<string, unknown>)[SITE_CONFIG_GLOBAL] as Record<string, unknown> | undefined) ?? { baseUrl: '/' };
  return {
    get siteConfig() {
      return config();
    },
    resolveUrl: (url) => {
      const baseUrl = typeof config().baseUrl === 'string' ? (config().baseUrl as string) : '/';
      return url.startsWith('/') && !ABSOLUTE.test(url) && !url.startsWith(baseUrl) ? baseUrl + url.slice(1) : url;
    },
    toc: [],
    frontMatter: {},
  };
}

/** The site and page the built-in components render for; the core provides it around each MDX page. */
export const MdxContext = createContext<MdxContextValue>(createBrowserMdxContext());
