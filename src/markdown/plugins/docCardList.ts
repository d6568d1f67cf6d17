import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { walk } from '../walk.js';

/** Leaf directives hexsite understands; any other is turned back into text. */
export const KNOWN_LEAF_DIRECTIVES = new Set(['doc-card-list']);

/**
 * `::doc-card-list` on its own line: a placeholder that the renderer fills with cards for the
 * items of the category whose page this doc is (like a generated index, inside a doc).
 */
export function remarkDocCardList() {
  return (tree: Root) => {
    walk(tree, 'leafDirective', (node: LeafDirective) => {
      if (node.name !== 'doc-card-list') return;
      node.data = { hName: 'div', hProperties: { dataDocCardList: 'true' } };
      node.children = [];
    });
  };
}
