import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactPageEntry } from '../content/types.js';
import { prefixBasePath } from '../util/url.js';

/**
 * The HTML of a React page's component. Static markup: the client inserts it as-is and never
 * hydrates it.
 */
export function renderReactPage(component: ReactPageEntry['component'], baseUrl: string): string {
  const Page = component as () => React.ReactElement;
  return prefixBasePath(renderToStaticMarkup(<Page />), baseUrl);
}
