import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactPageEntry } from '../content/types.js';

/**
 * The HTML of a React page's component. Static markup: the client inserts it as-is and never
 * hydrates it.
 */
export function renderReactPage(component: ReactPageEntry['component'], baseUrl: string): string {
  const Page = component as () => React.ReactElement;
  return prefixBasePath(renderToStaticMarkup(<Page />), baseUrl);
}

/**
 * A React page writes site paths as `/docs/intro`; the site lives under its base path, so
 * every `href`/`src` that starts with a single `/` gets it, as Markdown links do.
 */
export function prefixBasePath(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  return html.replace(/ (href|src)="\/(?!\/)([^"]*)"/g, (match, attribute: string, rest: string) =>
    `/${rest}`.startsWith(baseUrl) ? match : ` ${attribute}="${baseUrl}${rest}"`,
  );
}
