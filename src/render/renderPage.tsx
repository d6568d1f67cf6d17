import { renderToString } from 'react-dom/server';
import { App } from '../../templates/index.js';
import type { PageData, SiteChrome } from '../site/types.js';

/** Server-renders a whole page body (chrome and content) for hydration. */
export function renderPage(chrome: SiteChrome, page: PageData): string {
  return renderToString(<App chrome={chrome} page={page} />);
}
