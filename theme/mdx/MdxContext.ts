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
 * The value components get in the browser (and wherever no provider is): a path from the site's
 * root gets the base URL of `siteConfig`; anything else is left as written.
 */
export function createBrowserMdxContext(siteConfig: Record<string, unknown> = { baseUrl: '/' }): MdxContextValue {
  const baseUrl = typeof siteConfig.baseUrl === 'string' ? siteConfig.baseUrl : '/';
  return {
    siteConfig,
    resolveUrl: (url) => (url.startsWith('/') && !ABSOLUTE.test(url) && !url.startsWith(baseUrl) ? baseUrl + url.slice(1) : url),
    toc: [],
    frontMatter: {},
  };
}

/** The site and page the built-in components render for; the core provides it around each MDX page. */
export const MdxContext = createContext<MdxContextValue>(createBrowserMdxContext());
