import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { walk } from '../markdown/walk.js';
import { DocCardList } from '../../theme/components/DocCardList.js';
import type { ParsedPage } from '../markdown/types.js';
import type { Card } from '../site/types.js';
import { hastToReact } from './hastToReact.js';

/**
 * A page's content rendered once, when its Markdown is parsed, before the site is known: every
 * link and image URL is a slot (`\uE000<n>\uE001`, n indexing `urls`) that the render stage
 * fills with the URL the site gives it, and `::doc-card-list` is a placeholder element for the
 * category's cards. The tree is dropped after this; only these strings are kept (and cached).
 */
export interface PageContent {
  /** The content HTML, with slots. */
  html: string;
  /** Blog posts: the content up to `<!-- truncate -->` (all of it without one), with slots. */
  excerptHtml?: string;
  /** Blog posts: the content as feed HTML (plain elements, URLs made absolute when filled). */
  feedHtml?: string;
  /** The URLs as written, by slot number. */
  urls: string[];
  /** MDX: the page's own head tags (`@docusaurus/Head`), as HTML. */
  head?: string;
}

const SLOT = /\uE000(\d+)\uE001/g;
const CARDS = '<hexsite-doc-cards></hexsite-doc-cards>';
const URL_PROPERTIES = ['href', 'src', 'poster'] as const;

/** Renders a parsed page's content with slots; blog posts also get their excerpt and feed HTML. */
export function renderMarkdownContent(page: ParsedPage, options: { blogPost: boolean }): PageContent {
  const urls: string[] = [];
  const slots = new Map<string, string>();
  const slot = (url: string) => {
    let marker = slots.get(url);
    if (marker === undefined) {
      marker = `\uE000${urls.push(url) - 1}\uE001`;
      slots.set(url, marker);
    }
    return marker;
  };
  const render = (tree: Root) => renderToStaticMarkup(hastToReact(tree, { resolveUrl: slot, cards: () => createElement('hexsite-doc-cards') }));
  const content: PageContent = { html: render(page.hast), urls };
  if (options.blogPost) {
    content.excerptHtml = render({ type: 'root', children: page.hast.children.slice(0, page.truncateAt) });
    content.feedHtml = feedHtml(page.hast, slot);
  }
  return content;
}

/** Feed readers get plain HTML: the tree as it is, its URLs as slots. */
function feedHtml(tree: Root, slot: (url: string) => string): string {
  const copy = structuredClone(tree);
  walk(copy, 'element', (node: Element) => {
    for (const property of URL_PROPERTIES) {
      const value = node.properties[property];
      if (typeof value === 'string') node.properties[property] = slot(value);
    }
  });
  return toHtml(copy);
}

/** How to fill the slots of one page's content. */
export interface FillOptions {
  urls: string[];
  /** The URL in the output of a URL as written. */
  resolve(url: string): string;
  /** The category's cards, for `::doc-card-list`. */
  cards?: Card[];
  /** Feed HTML (escaped as hast-util-to-html does) rather than React markup. */
  feed?: boolean;
}

/**
 * Fills the slots of content HTML: each URL as written becomes `resolve(url)`, escaped for an
 * attribute the way the HTML around it was, and the card placeholder the category's cards.
 */
export function fillContent(html: string, options: FillOptions): string {
  const escape = options.feed ? escapeLikeHast : escapeLikeReact;
  let filled = html.replace(SLOT, (_, index: string) => escape(options.resolve(options.urls[Number(index)])));
  if (filled.includes(CARDS)) filled = filled.replace(CARDS, () => renderToStaticMarkup(<DocCardList cards={options.cards ?? []} />));
  return filled;
}

const REACT_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

function escapeLikeReact(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => REACT_ESCAPES[character]);
}

function escapeLikeHast(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
