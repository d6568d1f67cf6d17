/**
 * A minimal renderer of the tags plugins inject (`injectHtmlTags`), in Docusaurus's
 * `{ tagName, attributes, innerHTML }` shape. It stands in for the site-wide renderer of head
 * tags (`src/render/htmlTags.ts`, written with `headTags` and `scripts`), which should take
 * its place: `renderPluginTags` is the one call to switch.
 */
import type { HtmlTagObject, HtmlTags } from '../plugins/types.js';

/** The tags of every plugin, by where they go in the page. */
export type PluginHtmlTags = HtmlTags;

/** Elements that have no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The tags as HTML, one per line; `''` for none. */
export function renderPluginTags(tags: HtmlTagObject[] | undefined): string {
  return (tags ?? []).map(renderTag).join('\n');
}

function renderTag(tag: HtmlTagObject): string {
  if (typeof tag === 'string') return tag;
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttr(String(value))}"`))
    .join('');
  if (VOID.has(tag.tagName)) return `<${tag.tagName}${attributes}>`;
  return `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
