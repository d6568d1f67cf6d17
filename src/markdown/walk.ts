import type { Node, Parent } from 'unist';

/** Returned by a visitor: the node's children are not walked. */
export const SKIP = 'skip';

/**
 * What a visitor returns: nothing to walk on into the node's children; `SKIP` not to; or, after
 * it replaced or removed nodes of its parent, the index of the sibling to go on with (the
 * node's children are then not walked).
 */
export type WalkResult = void | typeof SKIP | number;

/** Called with each node; `N` and `P` name the node and parent types of the tree walked. */
export type Visitor<N extends Node = Node, P extends Parent = Parent> = (node: N, index: number | undefined, parent: P | undefined) => WalkResult;

/**
 * Calls `visitor` on every node of `tree` (of type `type`, when given), each parent before its
 * children, in document order. A replaced node is walked as it was when visited: its children,
 * not those of what replaced it.
 *
 * unist-util-visit does the same walk, but makes a closure, a copy of the ancestor list and a
 * renamed function (`Object.defineProperty`) for every node: on the Hexagon site's trees, 17 ms
 * a walk against 0.6 ms here, and a page is walked about ten times. The bundled copy that
 * remark-gfm and mdast-util-to-hast use no longer renames (bin/patchDependencies.js); the rest
 * of its cost stays.
 */
export function walk<N extends Node = Node, P extends Parent = Parent>(tree: Node, visitor: Visitor<N, P>): void;
export function walk<N extends Node, P extends Parent = Parent>(tree: Node, type: N['type'], visitor: Visitor<N, P>): void;
export function walk(tree: Node, typeOrVisitor: string | Visitor, maybeVisitor?: Visitor): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor) as Visitor;
  const result = type === undefined || tree.type === type ? visitor(tree, undefined, undefined) : undefined;
  if (result === undefined && isParent(tree)) walkChildren(tree, type, visitor);
}

function walkChildren(parent: Parent, type: string | undefined, visitor: Visitor): void {
  const { children } = parent;
  let index = 0;
  while (index < children.length) {
    const node = children[index];
    const result = type === undefined || node.type === type ? visitor(node, index, parent) : undefined;
    if (typeof result === 'number') {
      index = result;
      continue;
    }
    if (result === undefined && isParent(node)) walkChildren(node, type, visitor);
    index++;
  }
}

function isParent(node: Node): node is Parent {
  return Array.isArray((node as Partial<Parent>).children);
}
