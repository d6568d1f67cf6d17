import type { PluginMessage } from '../markdown/types.js';
import { proseLines } from './syntax.js';

const IMPORT = /^(import|export)\s+(\S.*\sfrom\s+['"]|(const|let|function|default)\b)/;
const QUICK = /^(import|export)\s|^\s{0,3}<[A-Z]/m;
const COMPONENT = /^\s{0,3}<([A-Z][\w.]*)(\s|\/?>|$)/;

/**
 * A `.md` file read as CommonMark shows MDX's imports and JSX as text, or drops them: the
 * first line that looks like MDX (an `import`/`export` statement or a capitalised tag at the
 * start of a line, outside fenced code) becomes a warning that names the line and the setting.
 */
export function mdxLookalike(text: string, options: { untrusted?: boolean } = {}): PluginMessage | undefined {
  // One scan of the whole text first: most Markdown has neither, and is not split into lines.
  if (!QUICK.test(text)) return undefined;
  const lines = text.split('\n');
  for (const index of proseLines(lines)) {
    const line = lines[index];
    const statement = IMPORT.exec(line);
    const component = statement ? undefined : COMPONENT.exec(line);
    if (!statement && !component) continue;
    const what = statement ? `an \`${statement[1]}\` statement` : `the component \`<${component![1]}>\``;
    return {
      reason: `Unexpected MDX in a file read as CommonMark: ${what} would show as text or be dropped`,
      line: index + 1,
      column: 1,
      ruleId: 'mdx-in-markdown',
      source: 'hexsite',
      hint: options.untrusted
        ? 'Untrusted Markdown (`markdown.untrusted`, `--untrusted-markdown`) is never read as MDX: write the page in Markdown.'
        : "Rename the file to `.mdx`, or set `markdown: { format: 'mdx' }` in the config (Docusaurus's default) to read every `.md` file as MDX.",
    };
  }
  return undefined;
}
