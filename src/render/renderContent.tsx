import { renderToStaticMarkup } from 'react-dom/server';
import type { Route } from '../site/createSiteModel.js';
import { hastToReact } from './hastToReact.js';

/**
 * The HTML of a page's content: Markdown through the theme's components, or a React page's
 * component. Static markup: the client inserts it as-is and never hydrates it.
 */
export function renderContent(route: Route): string | undefined {
  if (route.content) {
    const cards = route.page.kind === 'doc' ? route.page.cards : undefined;
    return renderToStaticMarkup(hastToReact(route.content.hast, { rewrites: route.content.rewrites, cards }));
  }
  if (route.component) {
    const Page = route.component as () => React.ReactElement;
    return renderToStaticMarkup(<Page />);
  }
  return undefined;
}
