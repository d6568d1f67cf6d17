import { HexsiteError } from '../errors/HexsiteError.js';

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

const UNTRUSTED_HINT =
  'MDX is code: it runs when the site is built and in readers\' browsers, so `markdown.untrusted` (or `--untrusted-markdown`) reads every file as CommonMark. Write the page in Markdown, or build it where its changes are reviewed as code.';

/**
 * With `markdown.untrusted`, every file is read as CommonMark, whatever `markdown.format` says,
 * and a file that asks for MDX itself, by its `.mdx` name or its `format: mdx` front matter, is
 * an error at the file: read as CommonMark, its imports and JSX would be published as text
 * without a word, and a page that needs MDX needs the trust MDX's code does.
 */
export function refuseMdx(source: string, path: string | undefined, fileFormat: MarkdownFormat | undefined): false {
  if (fileFormat === 'mdx') {
    const line = frontmatterLine(source, 'format');
    throw new HexsiteError('Unexpected `format: mdx` in untrusted Markdown, expected CommonMark', { file: path, line, ruleId: 'untrusted-mdx', hint: UNTRUSTED_HINT });
  }
  if (fileFormat !== 'md' && path?.toLowerCase().endsWith('.mdx')) {
    throw new HexsiteError('Unexpected MDX file in untrusted Markdown, expected CommonMark (`.md`)', { file: path, ruleId: 'untrusted-mdx', hint: UNTRUSTED_HINT });
  }
  return false;
}

/** The 1-based line of a key of the front matter at the top of `source`, if it has one. */
function frontmatterLine(source: string, key: string): number | undefined {
  const lines = source.split('\n', 200);
  if (lines[0]?.trimEnd() !== '---') return undefined;
  for (let index = 1; index < lines.length && lines[index].trimEnd() !== '---'; index++) {
    if (new RegExp(`^${key}\\s*:`).test(lines[index])) return index + 1;
  }
  return undefined;
}
