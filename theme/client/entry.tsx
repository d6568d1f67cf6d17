import { hydrateRoot } from 'react-dom/client';
import { readPageData } from './loadPage.js';
import { Router } from './Router.js';
import { templateOf } from './templateOf.js';

const ROOT_ID = '__hexsite';
/** src/render/document.ts's `GLOBAL_DATA_ID` and theme/mdx/MdxContext.ts's `GLOBAL_DATA_GLOBAL`: the plugins' global data, on a site whose theme overrides read it. */
const GLOBAL_DATA_ID = '__hexsite_global_data';

/**
 * Hydrates the page. Its data is the JSON script of the document and its content is read
 * back from the DOM, so React hydrates the very markup the server sent. The template of the
 * page's kind loads first when it is not part of this bundle (every kind but the docs').
 */
async function start() {
  const root = document.getElementById(ROOT_ID);
  const data = readPageData(document);
  if (!root || !data) return;
  const globalData = document.getElementById(GLOBAL_DATA_ID);
  if (globalData) (globalThis as Record<string, unknown>)[GLOBAL_DATA_ID] = JSON.parse(globalData.textContent ?? '{}');
  const template = await templateOf(data.page.kind);
  hydrateRoot(root, <Router initial={{ ...data, template, url: location.href, arrival: 'load' }} />, {
    onRecoverableError: (error) => console.warn('hexsite: hydration mismatch', error),
  });
}

void start().catch((error: unknown) => {
  // The server's HTML stays readable and its links work: only the extras are missing.
  console.warn('hexsite: the page could not start its scripts', error);
});
