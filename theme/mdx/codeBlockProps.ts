import type { ReactNode } from 'react';

/** The props of `@theme/CodeBlock`, as Docusaurus has them. */
export interface CodeBlockProps {
  /** The code (a string is highlighted; elements are shown as they are). */
  children?: ReactNode;
  /** `language-<name>` gives the language, as MDX writes it. */
  className?: string;
  /** The highlight grammar: `js`, `bash`…; else from `className`, else `prism.defaultLanguage`. */
  language?: string;
  /** A fence's meta string: `title="…"`, `{1,3-4}` (the lines to highlight), `showLineNumbers`. */
  metastring?: string;
  /** The title bar; the meta string's `title` wins. */
  title?: ReactNode;
  /** Numbers the lines; a number is the first line's. */
  showLineNumbers?: boolean | number;
}

/** The language of a block, as Docusaurus picks it (lower case), or '' for none. */
export function languageOf(props: CodeBlockProps, defaultLanguage: unknown): string {
  const fromClass = props.className?.split(' ').find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const language = props.language ?? fromClass ?? (typeof defaultLanguage === 'string' ? defaultLanguage : undefined);
  return language?.toLowerCase() ?? '';
}

/** Where line numbers start: `showLineNumbers` (true: 1), else the meta string's `showLineNumbers` or `showLineNumbers=5`. */
export function lineNumbersStart(showLineNumbers: boolean | number | undefined, metastring = ''): number | undefined {
  if (typeof showLineNumbers === 'boolean') return showLineNumbers ? 1 : undefined;
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  const word = metastring.split(' ').find((part) => part.startsWith('showLineNumbers'));
  if (!word) return undefined;
  return word.startsWith('showLineNumbers=') ? Number.parseInt(word.slice('showLineNumbers='.length), 10) || 1 : 1;
}

/** The `prism` settings of the site config: `themeConfig.prism` as in Docusaurus, or hexsite's top-level `prism`. */
export function prismOf(siteConfig: Record<string, unknown>): { magicComments?: unknown; additionalLanguages?: unknown; defaultLanguage?: unknown } {
  const themeConfig = siteConfig.themeConfig as { prism?: object } | undefined;
  return (themeConfig?.prism ?? siteConfig.prism ?? {}) as ReturnType<typeof prismOf>;
}
