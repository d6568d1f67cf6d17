import { hasProtocol } from './baseUrl.js';

/** `@docusaurus/isInternalUrl`: whether a link goes to a page of this site (no scheme, not `//host`). */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
