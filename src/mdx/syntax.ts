import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import { walk } from '../markdown/walk.js';

/** The node types MDX adds to Markdown: kept as they are from mdast to hast, compiled to JavaScript after. */
export const MDX_NODE_TYPES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

const MDX_TYPES = new Set<string>(MDX_NODE_TYPES);

/** Whether a node is one of MDX's: JSX, an expression or ESM. */
export function isMdxNode(node: { type: string }): boolean {
  return MDX_TYPES.has(node.type);
}

/**
 * Paragraphs that hold only JSX and expressions (and white space) are unwrapped, their
 * children made blocks, and JSX written by hand is marked so that a tag written as `<a>` is not
 * replaced by the component `MDXComponents` maps `a` to: what `@mdx-js/mdx` does before it
 * turns Markdown into hast, done here because hexsite runs its own pipeline up to hast.
 */
export function remarkUnravelJsx() {
  return (tree: Root) => {
    walk<RootContent | Root, Parent>(tree, (node, index, parent) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        node.data = { ...node.data, _mdxExplicitJsx: true } as unknown as typeof node.data;
        return;
      }
      if (node.type !== 'paragraph' || !parent || index === undefined) return;
      const { children } = node as Paragraph;
      let jsx = false;
      for (const child of children) {
        if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') jsx = true;
        else if (!(child.type === 'text' && child.value.trim() === '')) return;
      }
      if (!jsx) return;
      const blocks: RootContent[] = [];
      for (const child of children) {
        if (child.type === 'mdxJsxTextElement') blocks.push({ ...child, type: 'mdxJsxFlowElement', data: { ...child.data, _mdxExplicitJsx: true } } as unknown as RootContent);
        else if (child.type === 'mdxTextExpression') blocks.push({ ...child, type: 'mdxFlowExpression' } as unknown as RootContent);
      }
      parent.children.splice(index, 1, ...blocks);
      // The unwrapped elements are walked next, as the paragraph's place now holds them.
      return index;
    });
  };
}

// Any indentation: a fence in a list item is indented as the item is.
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * The indexes of the lines of `lines` outside fenced code blocks, in order: what the text-level
 * readings of MDX (`mdxCompat`, `mdxLookalike`) look at, leaving code samples as written.
 */
export function* proseLines(lines: string[]): Generator<number> {
  let fence: string | undefined;
  // An HTML comment runs to the line holding `-->`, as CommonMark reads it: a fence inside it
  // (a code sample commented out) opens no code block.
  let comment = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (comment) {
      if (line.includes('-->')) comment = false;
      yield index;
      continue;
    }
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    yield index;
    const start = line.lastIndexOf('<!--');
    if (start !== -1 && !line.includes('-->', start + 4)) comment = true;
  }
}

/**
 * What Docusaurus's `mdx1Compat` (on by default) reads in MDX as Markdown has it, outside fenced
 * code: `<!-- … -->` as the MDX comment `{/* … *\/}`, and a heading's `{#custom-id}` as the id
 * rather than an expression. The comments keep every line and column where they were, so
 * positions still point into the file as written; an escaped id moves only what follows it.
 */
export function mdxCompat(text: string): string {
  if (!text.includes('<!--') && !text.includes('{#')) return text;
  const lines = text.split('\n');
  for (const index of proseLines(lines)) {
    const line = lines[index];
    if (line.includes('<!--') || line.includes('-->')) lines[index] = line.replaceAll('<!--', '{/* ').replaceAll('-->', '*/}');
    // `## Title {#id}` would be an expression: escaped, it stays the custom id Markdown has (Docusaurus's `mdx1Compat.headingIds`).
    if (HEADING_ID.test(lines[index])) lines[index] = lines[index].replace(HEADING_ID, (marker) => `\\${marker}`);
  }
  return lines.join('\n');
}

const HEADING_ID = /(?<=^ {0,3}#{1,6}\s.*)\{#[^\s}]+\}\s*$/;
