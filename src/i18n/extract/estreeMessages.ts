/** A message found in the site's code: what `code.json` gets for it. */
export interface ExtractedMessage {
  id: string;
  message: string;
  description?: string;
  /** Where it was found: the file relative to the site folder, and its line. */
  file: string;
  line?: number;
}

/** What a file gave: its messages, and a warning for each `<Translate>` or `translate()` that could not be read. */
export interface Extraction {
  messages: ExtractedMessage[];
  warnings: string[];
}

/** The names `@docusaurus/Translate` is imported under in a file. */
export interface TranslateNames {
  components: Set<string>;
  functions: Set<string>;
}

/** A node of an ESTree (with acorn-jsx's JSX nodes): only what extraction reads. */
export interface EsNode {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
}

export const TRANSLATE_MODULE = '@docusaurus/Translate';

/** Every node below `node`, depth first, in source order. */
export function walkEstree(node: EsNode, visit: (node: EsNode) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'position' || key === 'data') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as EsNode).type === 'string') walkEstree(child as EsNode, visit);
    }
  }
}

/** Adds the local names of `import Translate, { translate } from '@docusaurus/Translate'` in `program` to `names`. */
export function collectImportNames(program: EsNode, names: TranslateNames): void {
  for (const statement of (program.body as EsNode[] | undefined) ?? []) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as EsNode).value !== TRANSLATE_MODULE) continue;
    for (const specifier of statement.specifiers as EsNode[]) {
      const local = (specifier.local as EsNode).name as string;
      if (specifier.type === 'ImportDefaultSpecifier') names.components.add(local);
      if (specifier.type === 'ImportSpecifier' && (specifier.imported as EsNode).name === 'translate') names.functions.add(local);
    }
  }
}

/** A string known without running the code: a literal, or a template without expressions. */
export function staticString(node: EsNode | undefined | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as EsNode[]).length === 0) return ((node.quasis as EsNode[])[0].value as { cooked: string }).cooked;
  if (node.type === 'JSXExpressionContainer') return staticString(node.expression as EsNode);
  return undefined;
}

/** Where a message is read from, for messages: the file and the line of `node`, shifted by `lineOffset`. */
export interface Place {
  file: string;
  /** The line in the file of a node's line 1 (code compiled before parsing maps its lines back with it). */
  lineOf: (node: EsNode) => number | undefined;
}

/** The messages of `translate({ … })` calls and `<Translate>` elements in an ESTree. */
export function extractFromEstree(root: EsNode, names: TranslateNames, place: Place, into: Extraction): void {
  walkEstree(root, (node) => {
    if (node.type === 'CallExpression' && (node.callee as EsNode).type === 'Identifier' && names.functions.has((node.callee as EsNode).name as string)) {
      readCall(node, names, place, into);
    }
    if (node.type === 'JSXElement') {
      const name = ((node.openingElement as EsNode).name as EsNode);
      if (name.type === 'JSXIdentifier' && names.components.has(name.name as string)) readElement(node, place, into);
    }
  });
}

function readCall(node: EsNode, names: TranslateNames, place: Place, into: Extraction): void {
  const line = place.lineOf(node);
  const at = `${place.file}${line ? `:${line}` : ''}`;
  const [argument] = node.arguments as EsNode[];
  const fields: Record<string, string | undefined> = {};
  let readable = argument?.type === 'ObjectExpression';
  for (const property of readable ? (argument.properties as EsNode[]) : []) {
    const key = property.type === 'Property' && !property.computed ? ((property.key as EsNode).name ?? (property.key as EsNode).value) : undefined;
    if (key !== 'id' && key !== 'message' && key !== 'description') continue;
    fields[key] = staticString(property.value as EsNode);
    if (fields[key] === undefined) readable = false;
  }
  if (!readable || fields.message === undefined) {
    into.warnings.push(`${at}  Unexpected call \`${[...names.functions][0]}()\` with ${argument?.type === 'ObjectExpression' ? 'a value that is not a string literal' : 'an argument that is not an object literal'}, expected \`translate({ id: '…', message: '…', description: '…' })\` with string literals: its message was not extracted`);
    return;
  }
  into.messages.push({ id: fields.id ?? fields.message, message: fields.message, ...(fields.description !== undefined && { description: fields.description }), file: place.file, ...(line && { line }) });
}

function readElement(node: EsNode, place: Place, into: Extraction): void {
  const line = place.lineOf(node);
  const at = `${place.file}${line ? `:${line}` : ''}`;
  const attributes: Record<string, string | undefined> = {};
  for (const attribute of (node.openingElement as EsNode).attributes as EsNode[]) {
    if (attribute.type !== 'JSXAttribute') continue;
    const key = (attribute.name as EsNode).name as string;
    if (key === 'id' || key === 'description') attributes[key] = staticString(attribute.value as EsNode) ?? '\0';
  }
  const children = (node.children as EsNode[]).filter((child) => !(child.type === 'JSXText' && String(child.value).trim() === ''));
  const only = children.length === 1 ? children[0] : undefined;
  const message = children.length === 0 ? undefined : only?.type === 'JSXText' ? collapseJsxText(String(only.value)) : staticString(only);
  textMessage({ id: attributes.id, description: attributes.description, message, empty: children.length === 0 }, { at, file: place.file, line }, into);
}

/** Adds the message of a `<Translate>` read from code or MDX, or a warning when it is not static. */
export function textMessage(
  found: { id?: string; description?: string; message?: string; empty: boolean },
  where: { at: string; file: string; line?: number },
  into: Extraction,
): void {
  const { id, description, message, empty } = found;
  if (id === '\0' || description === '\0') {
    into.warnings.push(`${where.at}  Unexpected \`${id === '\0' ? 'id' : 'description'}\` of <Translate> that is not a string literal, expected \`id="…"\`: its message was not extracted`);
    return;
  }
  if (message === undefined && !(empty && id !== undefined)) {
    into.warnings.push(`${where.at}  Unexpected ${empty ? 'empty <Translate>' : '<Translate> whose message is not a static string'}, expected its default message as plain text (\`<Translate id="…">Message with {name}</Translate>\`, elements in \`values\`): its message was not extracted`);
    return;
  }
  const key = id ?? message!;
  into.messages.push({ id: key, message: message ?? key, ...(description !== undefined && { description }), file: where.file, ...(where.line && { line: where.line }) });
}

/** The text of JSX text as React receives it: lines trimmed, those with text joined by one space. */
export function collapseJsxText(text: string): string {
  return text
    .split(/\r\n|\n|\r/)
    .map((line, index, lines) => {
      let kept = line.replace(/\t/g, ' ');
      if (index !== 0) kept = kept.replace(/^[ ]+/, '');
      if (index !== lines.length - 1) kept = kept.replace(/[ ]+$/, '');
      return kept;
    })
    .filter((line) => line !== '')
    .join(' ')
    .trim();
}
