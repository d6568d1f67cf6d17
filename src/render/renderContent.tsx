import { renderToStaticMarkup } from 'react-dom/server';
import type { Route } from '../site/createSiteModel.js';
import { hastToReact } from './hastToReact.js';

/**
 * The HTML of a page's content: Markdown through the theme's components, or a React page's
 * component. Static markup: the client inserts it as-is and never hydrates it.
 */
export function renderContent(route: Route, baseUrl: string): string | undefined {
  if (route.content) {
    const cards = route.page.kind === 'doc' ? route.page.cards : undefined;
    return renderToStaticMarkup(hastToReact(route.content.hast, { rewrites: route.content.rewrites, cards }));
  }
  if (route.component) {
    const Page = route.component as () => React.ReactElement;
    return prefixBasePath(renderToStaticMarkup(<Page />), baseUrl);
  }
  return undefined;
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
