import { useContext, type ReactNode } from 'react';
import { languageOf, lineNumbersStart, prismOf, type CodeBlockProps } from './codeBlockProps.js';
import { MdxContext } from './MdxContext.js';

export type { CodeBlockProps };

/**
 * `@theme/CodeBlock` in a component that runs in the browser: the frame, title, numbering and
 * marked lines (`{1,3-4}`) of a code block, without the highlighter's grammars, which stay on
 * the server (CodeBlock.tsx). The client's copy button works on it.
 */
export default function CodeBlock(props: CodeBlockProps) {
  const { siteConfig } = useContext(MdxContext);
  const language = languageOf(props, prismOf(siteConfig).defaultLanguage);
  const meta = props.metastring ?? '';
  const start = lineNumbersStart(props.showLineNumbers, meta);
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((part) => part !== undefined) ?? props.title;
  const marked = markedLines(meta);
  const lines: ReactNode =
    typeof props.children === 'string' ? (
      props.children
        .replace(/\r?\n$/, '')
        .split('\n')
        .map((line, index) => (
          <span key={index} className={marked.has(index + 1) ? 'code-line code-line--highlighted' : 'code-line'}>
            {`${line}\n`}
          </span>
        ))
    ) : (
      <span className="code-line">{props.children}</span>
    );
  return (
    <div className={start === undefined ? 'code-block' : 'code-block code-block--numbered'} data-language={language || undefined}>
      {title !== undefined && title !== '' && <div className="code-block__title">{title}</div>}
      <pre className="code-block__pre" tabIndex={0}>
        <code className={language ? `hljs language-${language}` : 'hljs'} style={start !== undefined && start !== 1 ? { counterReset: `line ${start - 1}` } : undefined}>
          {lines}
        </code>
      </pre>
    </div>
  );
}

/** The lines a meta string's `{1,3-4}` marks. */
function markedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  for (const part of ranges?.[1].split(',') ?? []) {
    const [from, to = from] = part.trim().split('-').map(Number);
    for (let line = from; Number.isInteger(line) && line <= to; line++) lines.add(line);
  }
  return lines;
}
