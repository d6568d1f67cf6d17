import type { Element, ElementContent, Parents, Root, Text } from 'hast';
import { walk } from '../walk.js';
import { createHighlighter, type Highlighter } from './grammars.js';

// Made at the first code block, not when the module loads.
let highlighter: Highlighter | undefined;
const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'shell', yml: 'yaml', toml: 'ini', py: 'python', ts: 'typescript', js: 'javascript', tsx: 'typescript', jsx: 'javascript', text: 'plaintext', txt: 'plaintext' };

/** What the meta string of a fence (`title="x" {1,3-5} showLineNumbers`) asks for. */
export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
  showLineNumbers: boolean;
}

/** Parses a fence's meta string. */
export function parseCodeMeta(meta: string): CodeMeta {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const highlightedLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (!Number.isInteger(from)) continue;
      for (let line = from; line <= (Number.isInteger(to) ? to : from); line++) highlightedLines.add(line);
    }
  }
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightedLines,
    showLineNumbers: /\bshowLineNumbers\b/.test(meta),
  };
}

/**
 * Highlights code blocks at build time (highlight.js grammars through lowlight; colours come
 * from CSS classes, so one markup serves the light and the dark theme) and wraps each line in
 * a span so lines can be highlighted and numbered. The copy button is added by the client.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, index, parent: Parents | undefined) => {
      const code = node.tagName === 'pre' ? node.children.find((child) => child.type === 'element') : undefined;
      if (!code || code.type !== 'element' || code.properties.dataFence !== 'true' || !parent || index === undefined) return;
      const source = (code.children[0] as Text | undefined)?.value ?? '';
      const written = String(code.properties.dataLanguage ?? '');
      const language = ALIASES[written] ?? written;
      const meta = parseCodeMeta(String(code.properties.dataMeta ?? ''));
      highlighter ??= createHighlighter();
      const highlighted: ElementContent[] = (language && language !== 'plaintext' && highlighter.highlight(language, source)) || [{ type: 'text', value: source }];
      const lines = splitLines(highlighted).map<Element>((children, i) => ({
        type: 'element',
        tagName: 'span',
        properties: { className: meta.highlightedLines.has(i + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line'] },
        children: [...children, { type: 'text', value: '\n' }],
      }));
      const pre: Element = {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['code-block__pre'], tabIndex: 0 },
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: { className: ['hljs', ...(written ? [`language-${written}`] : [])] },
            children: lines,
          },
        ],
      };
      const title: Element[] = meta.title
        ? [{ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: meta.title }] }]
        : [];
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['code-block', ...(meta.showLineNumbers ? ['code-block--numbered'] : [])],
          dataLanguage: written || undefined,
        },
        children: [...title, pre],
        position: node.position,
      };
    });
  };
}

/**
 * Splits highlighted nodes into lines. A token that spans a line break (a multi-line string
 * or comment) is cut in two, each half wrapped in copies of its ancestors, so every line is
 * self-contained markup.
 */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const split = (children: ElementContent[], ancestors: Element[]) => {
    for (const child of children) {
      if (child.type === 'text') pushText(lines, child.value, ancestors);
      else if (child.type === 'element') split(child.children, [...ancestors, child]);
    }
  };
  split(nodes, []);
  // The trailing newline of the source makes an empty last line that no one wrote.
  if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
  return lines;
}

function pushText(lines: ElementContent[][], value: string, ancestors: Element[]) {
  const parts = value.split('\n');
  parts.forEach((part, i) => {
    if (i > 0) lines.push([]);
    if (part === '') return;
    let node: ElementContent = { type: 'text', value: part };
    for (let k = ancestors.length - 1; k >= 0; k--) {
      node = { type: 'element', tagName: ancestors[k].tagName, properties: ancestors[k].properties, children: [node] };
    }
    lines[lines.length - 1].push(node);
  });
}
