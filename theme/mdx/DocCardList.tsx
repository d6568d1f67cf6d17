import { createElement } from 'react';
import { HexsiteError } from '../../src/errors/HexsiteError.js';

/** The props of `@theme/DocCardList`. */
export interface DocCardListProps {
  /** Docusaurus takes sidebar items here; hexsite shows the cards of the doc's own category. */
  items?: unknown;
  className?: string;
}

/**
 * `@theme/DocCardList`: the cards of the category whose page this doc is, as `::doc-card-list`
 * shows them. It renders the placeholder the render stage fills (src/render/renderMarkdown.tsx),
 * since the cards are known only once the whole site is.
 */
export default function DocCardList({ items, className }: DocCardListProps) {
  if (items !== undefined) {
    throw new HexsiteError('Unexpected `items` of <DocCardList>, expected <DocCardList /> without items', {
      ruleId: 'doc-card-list-items',
      hint: "hexsite shows the cards of the doc's own category: write <DocCardList /> in the category's page (its index or link doc).",
    });
  }
  const cards = createElement('hexsite-doc-cards');
  return className ? <div className={className}>{cards}</div> : cards;
}
