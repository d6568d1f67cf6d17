import { positionOf } from '../util/findInSource.js';

/** Characters that may stand before a URL in Markdown, MDX or JSX: `](url)`, `<url>`, `href="url"`, `[id]: url`. */
const BEFORE = new Set(['(', '<', '"', "'", '`', '=', ' ', '\t', '\n', ':', '{']);
/** Characters that may end a URL there. */
const AFTER = new Set([')', '>', '"', "'", '`', ' ', '\t', '\n', '\r', '}']);

/**
 * Where a link of a page was written in its source file: the `occurrence`-th place (0-based;
 * the last when there are fewer) the link appears, looked for as it is in the HTML, then
 * without the base path the build put in front, then by its `#fragment` alone (a `.md` link
 * the build rewrote). Undefined when it is not there: the link came from the theme or config.
 */
export function findLinkInSource(source: string, link: { url: string; baseUrl: string; occurrence: number }): { line: number; column: number } | undefined {
  const { url, baseUrl } = link;
  const tries: Array<{ text: string; whole: boolean }> = [{ text: url, whole: true }];
  if (baseUrl !== '/' && url.startsWith(baseUrl)) tries.push({ text: `/${url.slice(baseUrl.length)}`, whole: true });
  const hash = url.indexOf('#');
  if (hash > 0) tries.push({ text: url.slice(hash), whole: false });
  for (const { text, whole } of tries) {
    const found = occurrences(source, text, whole);
    if (found.length) return positionOf(source, found[Math.min(link.occurrence, found.length - 1)]);
  }
  return undefined;
}

/** Offsets where `text` stands as a whole URL (or, when `whole` is false, ends one). */
function occurrences(source: string, text: string, whole: boolean): number[] {
  const found: number[] = [];
  for (let at = source.indexOf(text); at !== -1; at = source.indexOf(text, at + 1)) {
    const before = at === 0 || BEFORE.has(source[at - 1]);
    const end = at + text.length;
    const after = end === source.length || AFTER.has(source[end]);
    if ((before || !whole) && after) found.push(at);
  }
  return found;
}
