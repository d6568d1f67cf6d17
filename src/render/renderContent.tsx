import { renderToStaticMarkup } from 'react-dom/server';
import { setCodeTranslations } from '../../theme/i18n/codeTranslations.js';
import type { ReactPageEntry } from '../content/types.js';
import { renderIsland } from '../islands/registry.js';
import { prefixBasePath } from '../util/url.js';

/**
 * The HTML of a React page's component. A page that runs in the browser (`island`) is one
 * island, which the client hydrates; any other is static markup, inserted as-is and never
 * hydrated. `codeTranslations` are the locale's messages, for `@docusaurus/Translate`.
 */
export function renderReactPage(page: Pick<ReactPageEntry, 'component' | 'island'>, baseUrl: string, siteDir: string, codeTranslations: Record<string, string> = {}): string {
  // What `@docusaurus/Translate` in the page reads: the locale's `code.json`.
  setCodeTranslations(codeTranslations);
  const Page = page.component as () => React.ReactElement;
  // The page takes no props: none can fail to reach the browser.
  return prefixBasePath(renderToStaticMarkup(page.island ? renderIsland(page.island, Page, {}, { siteDir }) : <Page />), baseUrl);
}
