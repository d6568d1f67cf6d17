import type { Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';

/** Admonition kinds and their default titles. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Warning',
};

/** `:::note Title` (Docusaurus style) becomes `:::note[Title]` (directive style); line count is kept. */
export function normalizeAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  return markdown.replace(/^(\s*:::(\w+)) +([^\n[{][^\n]*)$/gm, (line, head: string, name: string, title: string) =>
    name in ADMONITIONS ? `${head}[${title.trim()}]` : line,
  );
}

/**
 * Turns `:::note[Title] … :::` container directives into
 * `<div class="admonition admonition-note"><p class="admonition-heading">Title</p><div class="admonition-content">…</div></div>`.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      const kind = node.name;
      if (!(kind in ADMONITIONS)) return;
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const titleChildren = hasLabel ? (first as Paragraph).children : [{ type: 'text' as const, value: ADMONITIONS[kind] }];
      const content = (hasLabel ? rest : node.children) as RootContent[];
      node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind === 'caution' ? 'warning' : kind}`] } };
      node.children = [
        { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-heading'] } }, children: titleChildren },
        {
          type: 'blockquote',
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
          children: content as never,
        },
      ] as never;
    });
  };
}
