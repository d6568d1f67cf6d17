import { createElement, useMemo, type ComponentType } from 'react';
import { useSite } from '../components/SiteContext.js';
import { createBrowserMdxContext, MdxContext } from './MdxContext.js';

/**
 * A site's theme override, given what Docusaurus's hooks read (`useDocusaurusContext`,
 * `useBaseUrl`, `@docusaurus/Link`): the site's title, tagline, URL and base URL, from the
 * chrome. Only the builds of a site with overrides hold this (src/themeOverrides/overridePlugin.ts).
 */
export function withSiteConfig<P extends object>(Override: ComponentType<P>): ComponentType<P> {
  function WithSiteConfig(props: P) {
    const { title, tagline, url, baseUrl } = useSite().chrome;
    const value = useMemo(() => createBrowserMdxContext({ title, tagline, url, baseUrl }), [title, tagline, url, baseUrl]);
    return createElement(MdxContext.Provider, { value }, createElement(Override, props));
  }
  return WithSiteConfig;
}
