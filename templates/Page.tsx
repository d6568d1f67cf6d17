import { useMemo, type ReactNode } from 'react';
import type { PageData, SiteChrome } from '../src/site/types.js';
import { Layout } from '../theme/components/Layout.js';
import { SiteProvider } from '../theme/components/SiteContext.js';
import { createBrowserMdxContext, MdxContext } from '../theme/mdx/MdxContext.js';

/**
 * The frame of every page: the site context and the chrome, with the page's template (or,
 * while the client router loads the next page, its loading state) inside. It imports no
 * template, so the browser can load the templates of rarer page kinds only when one is shown.
 * A site's theme overrides that use Docusaurus's hooks (`useDocusaurusContext`, `useBaseUrl`,
 * `@docusaurus/Link`) read the site's title, tagline, URL and base URL from the chrome.
 */
export function Page({ chrome, page, children }: { chrome: SiteChrome; page: PageData; children: ReactNode }) {
  const { title, tagline, url, baseUrl } = chrome;
  const mdx = useMemo(() => createBrowserMdxContext({ title, tagline, url, baseUrl }), [title, tagline, url, baseUrl]);
  return (
    <SiteProvider value={{ chrome, page }}>
      <MdxContext.Provider value={mdx}>
        <Layout>{children}</Layout>
      </MdxContext.Provider>
    </SiteProvider>
  );
}
