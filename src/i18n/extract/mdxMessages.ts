import type { Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { collectImportNames, extractFromEstree, staticString, textMessage, type EsNode, type Extraction, type TranslateNames } from './estreeMessages.js';

/** An MDX node as remark-mdx gives it: JSX elements with attributes, expressions and ESM with their ESTree. */
interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: string | null | { type: string; value: string; data?: { estree?: EsNode } } }>;
  children?: MdxNode[];
  value?: string;
  data?: { estree?: EsNode };
  position?: { start: { line: number } };
}

/**
 * The messages of an MDX file: `<Translate>` elements and `translate()` calls, in its JSX and
 * in its expressions, under the names its imports give `@docusaurus/Translate`. A file that
 * does not parse as MDX gives a warning and no message.
 */
export function extractMdxMessages(source: string, file: string): Extraction {
  const into: Extraction = { messages: [], warnings: [] };
  if (!source.includes('@docusaurus/Translate')) return into;
  let tree: Root;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).parse(source);
  } catch (error) {
    const line = (error as { line?: number }).line;
    into.warnings.push(`${file}${line ? `:${line}` : ''}  Unexpected MDX syntax (${(error as Error).message}), expected valid MDX: its messages were not extracted`);
    return into;
  }
  const names: TranslateNames = { components: new Set(), functions: new Set() };
  for (const node of tree.children as MdxNode[]) {
    if (node.type === 'mdxjsEsm' && node.data?.estree) collectImportNames(node.data.estree, names);
  }
  if (!names.components.size && !names.functions.size) return into;
  const place = { file, lineOf: (node: EsNode) => node.loc?.start.line };
  const visit = (node: MdxNode) => {
    if (node.data?.estree && node.type !== 'mdxjsEsm') extractFromEstree(node.data.estree, names, place, into);
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && names.components.has(node.name)) readElement(node, file, into);
    for (const attribute of node.attributes ?? []) {
      const value = attribute.value;
      if (value && typeof value === 'object' && value.data?.estree) extractFromEstree(value.data.estree, names, place, into);
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of tree.children as RootContent[]) visit(node as MdxNode);
  return into;
}

/** A `<Translate>` of MDX: its `id` and `description`, and its text (plain text, or one string expression). */
function readElement(node: MdxNode, file: string, into: Extraction): void {
  const line = node.position?.start.line;
  const attributes: Record<string, string | undefined> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.name !== 'id' && attribute.name !== 'description')) continue;
    const value = attribute.value;
    attributes[attribute.name] = typeof value === 'string' ? value : (expressionString(value?.data?.estree) ?? '\0');
  }
  const parts = flatten(node.children ?? []);
  const empty = parts.length === 0;
  const message = parts.every((part) => part !== undefined) && parts.length ? parts.join('').replace(/\s+/g, ' ').trim() : undefined;
  textMessage({ id: attributes.id, description: attributes.description, message, empty }, { at: `${file}${line ? `:${line}` : ''}`, file, ...(line && { line }) }, into);
}

/** The text of an element's children, a part undefined for anything not static text. */
function flatten(children: MdxNode[]): Array<string | undefined> {
  return children.flatMap((child): Array<string | undefined> => {
    if (child.type === 'text') return child.value?.trim() === '' ? [] : [child.value];
    if (child.type === 'paragraph') return flatten(child.children ?? []);
    if (child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression') return [expressionString(child.data?.estree)];
    return [undefined];
  });
}

/** The string of an expression's ESTree program when it is one literal (`{'Hello {name}'}`). */
function expressionString(program: EsNode | undefined): string | undefined {
  const body = program?.body as EsNode[] | undefined;
  return body?.length === 1 && body[0].type === 'ExpressionStatement' ? staticString(body[0].expression as EsNode) : undefined;
}
