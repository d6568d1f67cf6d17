import type { Heading, Root, Text } from 'mdast';
import { walk } from '../walk.js';

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/;

/** `{/* #custom-id *\/}`: an MDX expression that is one comment, its first word starting with `#`. */
const COMMENT_ID = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/;

/**
 * Reads `## Title {#custom-id}`, and in MDX `## Title {/* #custom-id *\/}` as Docusaurus reads it:
 * strips the marker from the heading and stores the id as the heading's hast `id`, which the
 * heading-id plugin then keeps.
 */
export function remarkCustomHeadingIds() {
  return (tree: Root) => {
    walk(tree, 'heading', (heading: Heading) => {
      const last = heading.children[heading.children.length - 1];
      if (!last) return;
      const id = last.type === 'text' ? classicId(last as Text) : last.type === 'mdxTextExpression' ? commentId(last.value) : undefined;
      if (id === undefined) return;
      if (last.type === 'mdxTextExpression') {
        heading.children.pop();
        const before = heading.children[heading.children.length - 1];
        if (before?.type === 'text') before.value = before.value.trimEnd();
      }
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}

/** The id of `Title {#custom-id}`, taken out of the text. */
function classicId(last: Text): string | undefined {
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}

/** The id of `{/* #custom-id *\/}`; a comment whose first word does not start with `#` is none. */
function commentId(expression: string): string | undefined {
  const comment = COMMENT_ID.exec(expression);
  const first = comment?.[1].trim().split(/\s+/)[0];
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}
