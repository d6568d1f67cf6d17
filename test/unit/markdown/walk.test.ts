import type { Element, Nodes, Parents, Root } from 'hast';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { SKIP, walk } from '../../../src/markdown/walk.js';

const label = (node: Nodes) => (node.type === 'element' ? node.tagName : node.type === 'text' ? `"${node.value}"` : node.type);

function tree(): Root {
  return h(null, [h('h2', 'Title'), h('p', ['one ', h('em', 'two'), ' three']), h('pre', [h('code', 'x')])]);
}

describe('markdown/walk', () => {
  it('visits every node once, each parent before its children, in document order, with its index and parent', () => {
    const seen: string[] = [];
    walk(tree(), (node: Nodes, index, parent: Parents | undefined) => {
      seen.push(`${label(node)}@${index ?? '-'}<${parent ? label(parent) : '-'}`);
    });
    expect(seen).toEqual([
      'root@-<-',
      'h2@0<root',
      '"Title"@0<h2',
      'p@1<root',
      '"one "@0<p',
      'em@1<p',
      '"two"@0<em',
      '" three"@2<p',
      'pre@2<root',
      'code@0<pre',
      '"x"@0<code',
    ]);
  });

  it('calls the visitor on nodes of the type asked for only, and still walks into the others', () => {
    const seen: string[] = [];
    walk(tree(), 'text', (node: { type: 'text'; value: string }) => {
      seen.push(node.value);
    });
    expect(seen).toEqual(['Title', 'one ', 'two', ' three', 'x']);
  });

  it('does not walk into the children of a node whose visitor returns SKIP', () => {
    const seen: string[] = [];
    walk(tree(), (node: Nodes) => {
      seen.push(label(node));
      return node.type === 'element' && node.tagName === 'p' ? SKIP : undefined;
    });
    expect(seen).toEqual(['root', 'h2', '"Title"', 'p', 'pre', 'code', '"x"']);
  });

  it('goes on at the index a visitor returns after replacing nodes, without walking into the replaced node', () => {
    const root = tree();
    const seen: string[] = [];
    walk(root, (node: Nodes, index, parent: Parents | undefined) => {
      seen.push(label(node));
      if (node.type === 'element' && node.tagName === 'p' && parent && index !== undefined) {
        parent.children.splice(index, 1, h('hr'), h('hr'));
        return index + 2;
      }
    });
    expect(seen).toEqual(['root', 'h2', '"Title"', 'p', 'pre', 'code', '"x"']);
    expect(root.children.map((child) => label(child))).toEqual(['h2', 'hr', 'hr', 'pre']);
  });

  it('walks a node replaced in its parent as it was when visited', () => {
    const root = tree();
    const seen: string[] = [];
    walk(root, 'element', (node: Element, index, parent: Parents | undefined) => {
      seen.push(node.tagName);
      if (node.tagName === 'pre' && parent && index !== undefined) parent.children[index] = h('div', [h('span', 'new')]);
    });
    expect(seen).toEqual(['h2', 'p', 'em', 'pre', 'code']);
    expect(label(root.children[2])).toBe('div');
  });
});
