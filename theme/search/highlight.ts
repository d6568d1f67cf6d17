import { decodeHash } from '../client/scrollMemory.js';
import { english, languageOfLocale, loadSearchLanguage, type SearchLanguage } from './language.js';
import { findTermSpans } from './matchTerms.js';
import { HIGHLIGHT_PARAM } from './searchLinks.js';
const MARK_ATTRIBUTE = 'data-search-highlight';

/**
 * Wraps every word under `root` that stands for one of the index `terms` in
 * `<mark data-search-highlight>`; returns how many were marked. Code, scripts and marks
 * already there are left alone.
 */
export function highlightTerms(root: Element, terms: string[], language: SearchLanguage = english()): number {
  const wanted = new Set(terms);
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, mark, textarea, button') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let count = 0;
  for (const node of nodes) {
    const spans = findTermSpans(node.data, wanted, language);
    if (!spans.length) continue;
    const fragment = root.ownerDocument.createDocumentFragment();
    let at = 0;
    for (const [start, end] of spans) {
      fragment.append(node.data.slice(at, start));
      const mark = root.ownerDocument.createElement('mark');
      mark.setAttribute(MARK_ATTRIBUTE, '');
      mark.textContent = node.data.slice(start, end);
      fragment.append(mark);
      at = end;
    }
    fragment.append(node.data.slice(at));
    node.replaceWith(fragment);
    count += spans.length;
  }
  return count;
}

/** Removes the marks `highlightTerms` added, leaving the text as it was. */
export function clearHighlights(root: ParentNode = document): void {
  for (const mark of Array.from(root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`))) {
    const parent = mark.parentNode;
    mark.replaceWith(...Array.from(mark.childNodes));
    parent?.normalize();
  }
}

/** The terms the current URL asks to mark (`?_highlight=configur&_highlight=file`). */
export function highlightTermsOf(search: string): string[] {
  return new URLSearchParams(search).getAll(HIGHLIGHT_PARAM).filter(Boolean);
}

/**
 * After a page is shown: marks the terms its URL names inside the page's article (or main
 * content), then scrolls to the heading of the URL's hash. For the client router to call after
 * each navigation, once `clearHighlights()` has removed the previous page's marks. The page's
 * words are read in its language (`<html lang>`, the build's locale, which the index speaks too).
 */
export async function highlightFromLocation(location: { search: string; hash: string }): Promise<number> {
  const terms = highlightTermsOf(location.search);
  if (!terms.length) return 0;
  const language = await loadSearchLanguage(languageOfLocale(document.documentElement.lang || 'en'));
  const root = document.querySelector('main article') ?? document.querySelector('main');
  if (!root) return 0;
  const count = highlightTerms(root, terms, language);
  const target = location.hash ? document.getElementById(decodeHash(location.hash)) : null;
  target?.scrollIntoView();
  return count;
}
