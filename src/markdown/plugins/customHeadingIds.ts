import type { Heading, Root, Text } from 'mdast';
import { walk } from '../walk.js';

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/;

/**
 * Reads `## Title {#custom-id}`: strips the marker from the text and stores the id as the
 * heading's hast `id`, which the heading-id plugin then keeps.
 */
export function remarkCustomHeadingIds() {
  return (tree: Root) => {
    walk(tree, 'heading', (heading: Heading) => {
      const last = heading.children[heading.children.length - 1];
      if (!last || last.type !== 'text') return;
      const match = CUSTOM_ID.exec((last as Text).value);
      if (!match) return;
      (last as Text).value = (last as Text).value.slice(0, match.index);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
    });
  };
}
