import type { Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { DEFAULT_ADMONITIONS, type AdmonitionKind } from '../options.js';
import { walk } from '../walk.js';

const TITLED = /^(\s*:::([\w-]+)) +([^[{].*)$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * `:::note Title` (Docusaurus style) becomes `:::note[Title]` (directive style), outside fenced
 * code only, so a page that shows the syntax in a code block keeps it as written. Line count is kept.
 */
export function normalizeAdmonitionTitles(markdown: string, admonitions: Record<string, AdmonitionKind> = DEFAULT_ADMONITIONS): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line);
      if (fence) {
        if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
        return line;
      }
      if (open) {
        fence = open[1];
        return line;
      }
      const titled = TITLED.exec(line);
      return titled && Object.hasOwn(admonitions, titled[2]) ? `${titled[1]}[${titled[3].trim()}]` : line;
    })
    .join('\n');
}

/**
 * Turns `:::note[Title] … :::` container directives of the admonition keywords into
 * `<div class="admonition admonition-note"><p class="admonition-heading">Title</p><div class="admonition-content">…</div></div>`,
 * the class naming the keyword's style (`:::caution` is styled as a warning, `:::important` as info).
 */
export function remarkAdmonitions(admonitions: Record<string, AdmonitionKind> = DEFAULT_ADMONITIONS) {
  return (tree: Root) => {
    walk(tree, 'containerDirective', (node: ContainerDirective) => {
      const kind = node.name;
      if (!Object.hasOwn(admonitions, kind)) return;
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const titleChildren = hasLabel ? (first as Paragraph).children : [{ type: 'text' as const, value: admonitions[kind].title }];
      const content = (hasLabel ? rest : node.children) as RootContent[];
      node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${admonitions[kind].style}`] } };
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
