import type { Element, ElementContent, Parents, Root, Text } from 'hast';
import { walk } from '../walk.js';
import { DEFAULT_SETUP, type MagicComment, type MarkdownSetup } from '../options.js';
import { createHighlighter, type Highlighter } from './grammars.js';
import { markLines } from './magicComments.js';
import { isNpm2Yarn, npm2yarnTabs, withoutNpm2Yarn } from './npm2yarn.js';
import { markdownTranslator } from '../../../theme/i18n/markdownTexts.js';

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

/** What code blocks take from the site's options. */
export interface CodeBlockOptions {
  magicComments: MagicComment[];
  npm2yarn: MarkdownSetup['npm2yarn'];
  additionalLanguages: string[];
  /** The build's locale's texts: see `MarkdownSetup.texts`. */
  texts?: Record<string, string>;
}

/** The code block options of a setup. */
export function codeBlockOptionsOf(setup: MarkdownSetup): CodeBlockOptions {
  return { magicComments: setup.magicComments, npm2yarn: setup.npm2yarn, additionalLanguages: setup.additionalLanguages, ...(setup.texts && { texts: setup.texts }) };
}

const DEFAULT_OPTIONS = codeBlockOptionsOf(DEFAULT_SETUP);

/**
 * Highlights code blocks at build time (highlight.js grammars through lowlight; colours come
 * from CSS classes, so one markup serves the light and the dark theme) and wraps each line in
 * a span so lines can be highlighted and numbered. Magic comments (`// highlight-next-line`)
 * are taken out and mark their lines; a block whose meta has `npm2yarn` becomes tabs of its
 * command for each package manager (`npm2yarn.ts`). The copy button is added by the client.
 */
export function rehypeCodeBlocks(options: CodeBlockOptions = DEFAULT_OPTIONS) {
  // The default highlighter is shared; one with more grammars is this pipeline's own.
  const own = options.additionalLanguages.length ? createHighlighter(options.additionalLanguages) : undefined;
  const comments = options.magicComments;
  const translate = markdownTranslator(options.texts);
  const label = translate('theme.npm2yarn.tabsAriaLabel', 'Package manager');
  return (tree: Root) => {
    let tabGroups = 0;
    walk(tree, 'element', (node: Element, index, parent: Parents | undefined) => {
      const code = node.tagName === 'pre' ? node.children.find((child) => child.type === 'element') : undefined;
      if (!code || code.type !== 'element' || code.properties.dataFence !== 'true' || !parent || index === undefined) return;
      const source = (code.children[0] as Text | undefined)?.value ?? '';
      const written = String(code.properties.dataLanguage ?? '');
      const metaText = String(code.properties.dataMeta ?? '');
      const highlight = own ?? (highlighter ??= createHighlighter());
      const block = (text: string, metaOf: string) => codeBlock({ source: text, written, meta: parseCodeMeta(metaOf), metaText: metaOf, highlighter: highlight, comments });
      const replacement = isNpm2Yarn(metaText) ? npm2yarnTabs({ source, meta: withoutNpm2Yarn(metaText), group: ++tabGroups, options: options.npm2yarn, label, block }) : block(source, metaText);
      parent.children[index] = { ...replacement, position: node.position };
    });
  };
}

/** One highlighted code block: its title bar, if any, and its lines. */
function codeBlock(input: { source: string; written: string; meta: CodeMeta; metaText: string; highlighter: Highlighter; comments: MagicComment[] }): Element {
  const { written, meta } = input;
  const language = ALIASES[written] ?? written;
  const { code: source, lineClasses } = markLines(input.source, { language: written, metaText: input.metaText, meta, comments: input.comments });
  const highlighted: ElementContent[] = (language && language !== 'plaintext' && input.highlighter.highlight(language, source)) || [{ type: 'text', value: source }];
  const lines = splitLines(highlighted).map<Element>((children, i) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: ['code-line', ...(lineClasses.get(i) ?? [])] },
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
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: ['code-block', ...(meta.showLineNumbers ? ['code-block--numbered'] : [])],
      dataLanguage: written || undefined,
    },
    children: [...title, pre],
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
