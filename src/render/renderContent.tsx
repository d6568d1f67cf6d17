import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactPageEntry } from '../content/types.js';
import { collectIslands, renderIsland } from '../islands/registry.js';
import { prefixBasePath } from '../util/url.js';

/**
 * The HTML of a React page's component, and its islands' keys. A page that runs in the browser
 * (`island`) is one island, which the client hydrates; any other is static markup, inserted
 * as-is and never hydrated.
 */
export function renderReactPage(page: Pick<ReactPageEntry, 'component' | 'island'>, baseUrl: string, siteDir: string): { html: string; islands: string[]; warnings: string[] } {
  const Page = page.component as () => React.ReactElement;
  const { island } = page;
  const { value, islands, warnings } = collectIslands(() => renderToStaticMarkup(island ? renderIsland(island, Page, {}, { siteDir }) : <Page />));
  return { html: prefixBasePath(value, baseUrl), islands, warnings };
}
