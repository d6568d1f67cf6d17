import type { ReactNode } from 'react';
import type { PageData, SiteChrome } from '../src/site/types.js';
import { Layout } from '../theme/components/Layout.js';
import { SiteProvider } from '../theme/components/SiteContext.js';

/**
 * The frame of every page: the site context and the chrome, with the page's template (or,
 * while the client router loads the next page, its loading state) inside. It imports no
 * template, so the browser can load the templates of rarer page kinds only when one is shown.
 */
export function Page({ chrome, page, children }: { chrome: SiteChrome; page: PageData; children: ReactNode }) {
  return (
    <SiteProvider value={{ chrome, page }}>
      <Layout>{children}</Layout>
    </SiteProvider>
  );
}
