import { createElement, useMemo, type ComponentType } from 'react';
import { useSite } from '../components/SiteContext.js';
import { createBrowserMdxContext, MdxContext } from './MdxContext.js';

/**
 * A site's theme override, given what Docusaurus's hooks read (`useDocusaurusContext`,
 * `useBaseUrl`, `@docusaurus/Link`, `useLocation`): the site's title, tagline, URL and base URL,
 * from the chrome, and the page's path. Only the builds of a site with overrides hold this (src/themeOverrides/overridePlugin.ts).
 */
export function withSiteConfig<P extends object>(Override: ComponentType<P>): ComponentType<P> {
  function WithSiteConfig(props: P) {
    const { chrome, page } = useSite();
    const { title, tagline, url, baseUrl } = chrome;
    // The page's path too: what `useLocation()` (and the docs hooks' active version) give on the server.
    const value = useMemo(() => ({ ...createBrowserMdxContext({ title, tagline, url, baseUrl }), permalink: page.permalink }), [title, tagline, url, baseUrl, page.permalink]);
    return createElement(MdxContext.Provider, { value }, createElement(Override, props));
  }
  return WithSiteConfig;
}
