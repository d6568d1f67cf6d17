import { hydrateRoot } from 'react-dom/client';
import type { PageData, SiteChrome } from '../../src/site/types.js';
import { App } from '../../templates/index.js';
import { CONTENT_ID } from '../components/Content.js';
import { enhanceContent } from './enhanceContent.js';

const ROOT_ID = '__hexsite';
const DATA_ID = '__hexsite_data';

/**
 * Hydrates the page's chrome. The content HTML is not in the page data: it is read back from
 * the DOM so React hydrates the very markup the server sent.
 */
function start() {
  const root = document.getElementById(ROOT_ID);
  // Selected as a JSON script: raw HTML in content may carry any id, but never a script.
  const dataElement = document.querySelector(`script#${DATA_ID}[type="application/json"]`);
  if (!root || !dataElement) return;
  const data = JSON.parse(dataElement.textContent ?? '{}') as { chrome: SiteChrome; page: PageData };
  const content = document.getElementById(CONTENT_ID);
  const page = { ...data.page, contentHtml: content ? content.innerHTML : undefined } as PageData;
  hydrateRoot(root, <App chrome={data.chrome} page={page} />, {
    onRecoverableError: (error) => console.warn('hexsite: hydration mismatch', error),
  });
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  enhanceContent(document);
}

start();
