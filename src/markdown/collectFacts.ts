import type { Element, Nodes, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, walk } from './walk.js';
import type { Heading, LinkRef, ParsedPage, SearchSection } from './types.js';

/**
 * Characters of text kept per search section. The index and the snippets read the same text;
 * the cap keeps the facts of a long page, held for the whole build, at a few kilobytes.
 */
export const SEARCH_SECTION_MAX_LENGTH = 2000;

/**
 * Reads what later stages need from a processed tree in one walk: headings, links, the
 * leading h1 (removed: templates render the title), the first paragraph, the truncate marker
 * (removed, its index kept), the word count and the sections the search index is built from.
 */
export function collectFacts(tree: Root): ParsedPage {
  const title = takeLeadingH1(tree);
  const truncateAt = takeTruncateMarker(tree);
  const headings: Heading[] = [];
  const links: LinkRef[] = [];
  const ids: string[] = [];
  let firstParagraph: string | undefined;
  let docCardList: ParsedPage['docCardList'];
  let wordCount = 0;
  walk(tree, (node: Nodes) => {
    if (node.type === 'text') {
      wordCount += countWords(node.value);
      return;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // MDX: a component's literal `id` (`<Link id="ast-typeArguments" />`, `<a id>`) is a target too, as in Docusaurus.
      const id = jsxIdOf(node as unknown as JsxElement);
      if (id !== undefined) ids.push(id);
      return;
    }
    if (node.type !== 'element') return;
    const element = node as Element;
    const { tagName, properties } = element;
    if (typeof properties.id === 'string') ids.push(properties.id);
    if (/^h[2-6]$/.test(tagName) && !hasClass(element, 'sr-only')) {
      headings.push({
        depth: Number(tagName[1]),
        text: toString(element).replace(/\u200b/g, '').trim(),
        id: String(properties.id),
        line: element.position?.start.line,
      });
    } else if (tagName === 'a' && typeof properties.href === 'string' && !hasClass(element, 'hash-link')) {
      links.push({ kind: 'link', url: properties.href, line: element.position?.start.line, column: element.position?.start.column });
    } else if (tagName === 'img' && typeof properties.src === 'string') {
      links.push({ kind: 'image', url: properties.src, line: element.position?.start.line, column: element.position?.start.column });
    } else if (tagName === 'p' && firstParagraph === undefined && !hasClass(element, 'admonition-heading')) {
      const text = toString(element).replace(/\s+/g, ' ').trim();
      // Descriptions use the start only (site/truncateDescription.ts); a whole long paragraph
      // would only weigh down the cached facts.
      if (text) firstParagraph = text.slice(0, 1000);
    } else if (tagName === 'div' && properties.dataDocCardList === 'true') {
      docCardList ??= { line: element.position?.start.line, column: element.position?.start.column };
    } else if (tagName === 'code' && hasClass(element, 'hljs')) {
      // Code is skimmed, not read: it does not count toward the reading time.
      return SKIP;
    }
  });
  return { hast: tree, headings, ids, links, title, firstParagraph, truncateAt, docCardList, wordCount, searchSections: collectSearchSections(tree) };
}

/** An MDX JSX element, as it passes through to hast. */
interface JsxElement {
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
}

/** The `id` an MDX JSX element writes as a string, if any. */
function jsxIdOf(element: JsxElement): string | undefined {
  const id = element.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id');
  return typeof id?.value === 'string' && id.value ? id.value : undefined;
}

/**
 * Splits the content at its top-level h2 and h3 headings: the text before the first heading
 * (the page title's section), then each heading with the text up to the next one. Deeper
 * headings stay part of their section's text.
 */
function collectSearchSections(tree: Root): SearchSection[] {
  const sections: Array<SearchSection & { parts: string[]; length: number }> = [{ text: '', parts: [], length: 0 }];
  for (const node of tree.children) {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && !hasClass(node, 'sr-only')) {
      const heading = toString(node).replace(/\u200b/g, '').trim();
      sections.push({ heading, id: typeof node.properties.id === 'string' ? node.properties.id : undefined, text: '', parts: [], length: 0 });
      continue;
    }
    const section = sections[sections.length - 1];
    if (section.length < SEARCH_SECTION_MAX_LENGTH) collectText(node, section);
  }
  return sections.map(({ heading, id, parts }) => {
    const text = parts.join('').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_SECTION_MAX_LENGTH);
    // No undefined fields: the facts are cached as JSON and compared as data.
    return heading === undefined ? { text } : { heading, ...(id === undefined ? {} : { id }), text };
  });
}

/** Elements whose text is a block of its own: a space keeps their words apart (`a.yml` + `key:`). */
const BLOCK = new Set(['p', 'div', 'pre', 'li', 'ul', 'ol', 'tr', 'td', 'th', 'table', 'blockquote', 'h4', 'h5', 'h6', 'dt', 'dd', 'figure', 'figcaption', 'details', 'summary', 'br', 'hr']);

function collectText(node: RootContent | Element, into: { parts: string[]; length: number }): void {
  if (into.length >= SEARCH_SECTION_MAX_LENGTH) return;
  if (node.type === 'text') {
    into.parts.push(node.value);
    into.length += node.value.length;
  } else if (node.type === 'element') {
    const block = BLOCK.has(node.tagName);
    if (block) into.parts.push(' ');
    for (const child of node.children) collectText(child as RootContent, into);
    if (block) into.parts.push(' ');
  } else if (node.type === ('mdxJsxFlowElement' as string) || node.type === ('mdxJsxTextElement' as string)) {
    // MDX: the Markdown inside a component (a tab's panel) is the page's text too.
    into.parts.push(' ');
    for (const child of (node as unknown as { children: RootContent[] }).children) collectText(child, into);
    into.parts.push(' ');
  }
}

function takeLeadingH1(tree: Root): string | undefined {
  // MDX's imports and exports come before the content, as does white space.
  const index = tree.children.findIndex((node) => !(node.type === 'text' && node.value.trim() === '') && node.type !== ('mdxjsEsm' as string));
  const first = tree.children[index];
  if (!first || first.type !== 'element' || first.tagName !== 'h1') return undefined;
  tree.children.splice(index, 1);
  return toString(first).trim();
}

function takeTruncateMarker(tree: Root): number | undefined {
  const index = tree.children.findIndex(
    (node: RootContent) => node.type === 'element' && node.properties.dataTruncate !== undefined,
  );
  if (index === -1) return undefined;
  tree.children.splice(index, 1);
  return index;
}

function hasClass(node: Element, name: string): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes(name);
}

function countWords(text: string): number {
  // The typographic apostrophe as \u2019: esbuild keeps regular expressions as written, and the compiled code is ASCII (bin/compile.js).
  const matches = text.match(/[\p{L}\p{N}][\p{L}\p{N}'\u2019_-]*/gu);
  return matches ? matches.length : 0;
}
