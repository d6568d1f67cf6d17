import type { Nodes, Parents, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';
import { KNOWN_LEAF_DIRECTIVES } from './docCardList.js';

/**
 * Directive syntax only serves admonitions. Any other `:name` or `::name` that the directive
 * parser picked up (a time such as `12:30`, `key:value` in prose) goes back to the text it was
 * written as, read from the source by position.
 */
export function remarkRestoreDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walk(tree, (node: Nodes, index, parent: Parents | undefined) => {
      if (node.type !== 'textDirective' && node.type !== 'leafDirective') return;
      if (node.type === 'leafDirective' && KNOWN_LEAF_DIRECTIVES.has(node.name)) return;
      if (!parent || index === undefined) return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
      const replacement =
        node.type === 'leafDirective'
          ? { type: 'paragraph', children: [{ type: 'text', value }], position: node.position }
          : { type: 'text', value, position: node.position };
      parent.children.splice(index, 1, replacement as never);
      return index + 1;
    });
  };
}
