import type { Element } from 'hast';
import type { Expression, JSXElement, JSXExpressionContainer, JSXSpreadAttribute, Program } from 'estree-jsx';
import { fromHtml } from 'hast-util-from-html';
import { toEstree } from 'hast-util-to-estree';
import { jsx, toJs } from 'estree-util-to-js';

/**
 * The module an SVG file is as a React component, as Docusaurus's SVGR makes it: the default
 * export and `ReactComponent` render the file's `<svg>` with the props given spread onto it
 * (`className`, `role`, `width`…), and `title` (with `titleId`) as its first child. JSX text,
 * compiled by esbuild as the importing module's JSX is. The SVG is parsed as HTML parses inline
 * SVG (hast-util-from-html), and its tree written as JSX by the tools MDX writes JSX with
 * (hast-util-to-estree, estree-util-to-js), so its attributes take React's names (`class` →
 * `className`, `stroke-width` → `strokeWidth`, `style` as an object).
 */
export function svgComponentSource(svgText: string, file: string): string {
  const svg = findSvg(fromHtml(svgText, { fragment: true }).children);
  if (!svg) throw new Error(`Unexpected SVG file without an \`<svg>\` element, expected one: ${file}`);
  const program = toEstree(svg, { space: 'svg' });
  const element = (program.body[0] as { expression: JSXElement }).expression;
  const spread: JSXSpreadAttribute = { type: 'JSXSpreadAttribute', argument: { type: 'Identifier', name: 'props' } };
  element.openingElement.attributes.push(spread);
  const title: JSXExpressionContainer = { type: 'JSXExpressionContainer', expression: { type: 'Identifier', name: 'titleElement' } as Expression };
  element.children.unshift(title);
  const body: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: element }] };
  const markup = toJs(body, { handlers: jsx }).value.trim().replace(/;$/, '');
  return `export default function SvgComponent({ title, titleId, ...props }) {
  const titleElement = title ? <title id={titleId}>{title}</title> : null;
  return ${markup};
}
export { SvgComponent as ReactComponent };
`;
}

/** The first `<svg>` element of a parsed file (after an XML declaration, a doctype or comments). */
function findSvg(nodes: Array<{ type: string }>): Element | undefined {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const element = node as Element;
    if (element.tagName === 'svg') return element;
    const inner = findSvg(element.children);
    if (inner) return inner;
  }
  return undefined;
}
