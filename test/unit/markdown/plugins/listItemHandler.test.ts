import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createListItemHandler } from '../../../../src/markdown/plugins/listItemHandler.js';

function render(tree: Root, withHandler: boolean): string {
  const processor = unified().use(remarkRehype, withHandler ? { handlers: { listItem: createListItemHandler() } } : {});
  return toHtml(processor.runSync(structuredClone(tree)) as never);
}

describe('markdown/plugins/listItemHandler', () => {
  it('renders lists exactly as the default handler does', () => {
    const markdown = [
      '- tight\n- list\n',
      '- loose\n\n- list\n',
      '- one item made loose\n\n  by its second paragraph\n- and a plain one\n',
      '1. [x] done\n2. [ ] todo\n',
      '- outer\n  - inner\n\n  - inner, loose\n- outer again\n',
      '> - quoted\n> - list\n',
    ].join('\n');
    const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
    expect(render(tree, true)).toBe(render(tree, false));
  });

  // The default handler takes minutes on this list: it re-reads every sibling for each item.
  it('renders a tight list of 300,000 items', () => {
    const items = Array.from({ length: 300_000 }, () => ({ type: 'listItem' as const, spread: false, children: [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: 'item' }] }] }));
    const tree: Root = { type: 'root', children: [{ type: 'list', ordered: false, spread: false, children: items }] };
    const hast = unified().use(remarkRehype, { handlers: { listItem: createListItemHandler() } }).runSync(tree) as HastRoot;
    const list = hast.children[0] as Element;
    expect(list.children.filter((child) => child.type === 'element' && child.tagName === 'li')).toHaveLength(300_000);
  });
});
