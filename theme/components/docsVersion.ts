import type { PageData, SiteChrome } from '../../src/site/types.js';
import { readStorage } from './storage.js';

/** Where the reader's docs version is kept: Docusaurus's key, for the docs plugin `default`. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/**
 * The docs version the reader is in, on a site of several: the page's own, else the one they
 * picked last (stored), else the last version. Undefined on a site of one. Reads storage: call
 * it after hydration, never while rendering what the server rendered.
 */
export function readingVersion(chrome: SiteChrome, page: PageData): string | undefined {
  const versions = chrome.versions;
  if (!versions) return undefined;
  if ('version' in page && page.version) return page.version.name;
  const stored = readStorage(PREFERRED_VERSION_KEY);
  return versions.find((version) => version.name === stored)?.name ?? versions.find((version) => version.isLast)?.name;
}
