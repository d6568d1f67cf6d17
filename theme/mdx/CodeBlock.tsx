import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { useContext, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { codeBlockOptionsOf, parseCodeMeta, rehypeCodeBlocks } from '../../src/markdown/plugins/codeBlocks.js';
import { withoutNpm2Yarn } from '../../src/markdown/plugins/npm2yarn.js';
import { DEFAULT_SETUP, type MagicComment } from '../../src/markdown/options.js';
import { languageOf, lineNumbersStart, prismOf, type CodeBlockProps } from './codeBlockProps.js';
import { MdxContext } from './MdxContext.js';

export type { CodeBlockProps };

/**
 * `@theme/CodeBlock` on the server: the markup of a fenced code block, highlighted by the same
 * code (rehypeCodeBlocks: grammars, marked lines, magic comments, title bar); the client adds
 * the copy button. Elements as children are shown as they are, in the same frame. The
 * browser's variant (CodeBlock.browser.tsx) does without the highlighter.
 */
export default function CodeBlock(props: CodeBlockProps) {
  const { siteConfig } = useContext(MdxContext);
  const prism = prismOf(siteConfig);
  const language = languageOf(props, prism.defaultLanguage);
  const meta = withoutNpm2Yarn(props.metastring ?? '');
  const start = lineNumbersStart(props.showLineNumbers, meta);
  const title = parseCodeMeta(meta).title ?? props.title;
  const frame = (pre: ReactNode) => (
    <div className={start === undefined ? 'code-block' : 'code-block code-block--numbered'} data-language={language || undefined}>
      {title !== undefined && title !== '' && <div className="code-block__title">{title}</div>}
      {pre}
    </div>
  );
  if (typeof props.children !== 'string') {
    return frame(
      <pre className="code-block__pre" tabIndex={0}>
        <code className={language ? `hljs language-${language}` : 'hljs'} style={counterFrom(start)}>
          <span className="code-line">{props.children}</span>
        </code>
      </pre>,
    );
  }
  const block = highlight({ source: props.children.replace(/\r?\n$/, ''), language, meta, prism });
  const pre = block.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')!;
  const code = pre.children[0] as Element;
  if (start !== undefined && start !== 1) code.properties.style = `counter-reset:line ${start - 1}`;
  return frame(toReact(pre));
}

/** Numbering from `start`: the CSS counter of the lines starts one lower. */
function counterFrom(start: number | undefined): CSSProperties | undefined {
  return start !== undefined && start !== 1 ? { counterReset: `line ${start - 1}` } : undefined;
}

/** The code-block element rehypeCodeBlocks makes of a fence with this language and meta. */
function highlight(input: { source: string; language: string; meta: string; prism: ReturnType<typeof prismOf> }): Element {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{ type: 'element', tagName: 'code', properties: { dataFence: 'true', dataLanguage: input.language, dataMeta: input.meta }, children: [{ type: 'text', value: input.source }] }],
      },
    ],
  };
  transformerOf(input.prism)(tree);
  return tree.children[0] as Element;
}

const transformers = new Map<string, (tree: Root) => void>();

/** One transformer per prism setup: a setup with more grammars has its own highlighter, made once. */
function transformerOf(prism: ReturnType<typeof prismOf>): (tree: Root) => void {
  const magicComments = Array.isArray(prism.magicComments) ? (prism.magicComments as MagicComment[]) : DEFAULT_SETUP.magicComments;
  const additionalLanguages = Array.isArray(prism.additionalLanguages) ? (prism.additionalLanguages as string[]) : [];
  const key = JSON.stringify([magicComments, additionalLanguages]);
  let transformer = transformers.get(key);
  if (!transformer) {
    transformer = rehypeCodeBlocks({ ...codeBlockOptionsOf(DEFAULT_SETUP), magicComments, additionalLanguages });
    transformers.set(key, transformer);
  }
  return transformer;
}

function toReact(node: Element): ReactElement {
  return toJsxRuntime({ type: 'root', children: [node] }, { Fragment, jsx, jsxs }) as ReactElement;
}
