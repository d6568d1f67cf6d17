import type { Html, Root } from 'mdast';

const TRUNCATE = /^<!--\s*truncate\s*-->$/;
/** MDX's form of the marker: an expression holding only the comment `truncate`. */
const MDX_TRUNCATE = /^\/\*\s*truncate\s*\*\/$/;

/**
 * Replaces a top-level `<!-- truncate -->` comment (in MDX, an expression holding only the comment `truncate`) with an empty `<div data-truncate>`, a
 * marker that survives the trip to hast (comments do not) and that `collectFacts` removes.
 */
export function remarkTruncateMarker() {
  return (tree: Root) => {
    const index = tree.children.findIndex(
      (node) => (node.type === 'html' && TRUNCATE.test((node as Html).value.trim())) || (node.type === 'mdxFlowExpression' && MDX_TRUNCATE.test(node.value.trim())),
    );
    if (index === -1) return;
    tree.children[index] = {
      type: 'paragraph',
      children: [],
      data: { hName: 'div', hProperties: { dataTruncate: '' } },
      position: tree.children[index].position,
    };
  };
}
