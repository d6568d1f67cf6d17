/** How Markdown files are read (`markdown.format`, or a file's `format` front matter), as Docusaurus 3 has it. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * Whether a file is read as MDX: with `'detect'` (hexsite's default) by its extension, `.mdx`
 * files only; with `'mdx'` (Docusaurus's default) every file; with `'md'` none.
 */
export function readsAsMdx(format: MarkdownFormat | undefined, path: string | undefined): boolean {
  if (format === 'mdx') return true;
  if (format === 'md') return false;
  return path?.toLowerCase().endsWith('.mdx') ?? false;
}
