import { decodeUrlPath } from '../util/url.js';

/**
 * A permalink below the base path, as the output path it names: `/hexagon/docs/intro` →
 * `docs/intro`; `/hexagon` and `/hexagon/` → ``. Permalinks are percent-encoded URLs and a
 * static host decodes a request before it looks for the file, so `/hexagon/docs/c%23` → `docs/c#`.
 */
function relativeToBase(permalink: string, baseUrl: string): string {
  if (`${permalink}/` === baseUrl) return '';
  return decodeUrlPath(permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, ''));
}

/** `/hexagon/docs/intro` → `docs/intro/index.html`; `/hexagon/404.html` → `404.html`. */
export function outputFileOf(permalink: string, baseUrl: string): string {
  const relative = relativeToBase(permalink, baseUrl);
  if (relative.endsWith('.html')) return relative;
  return relative ? `${relative.replace(/\/$/, '')}/index.html` : 'index.html';
}
