import type { MagicComment } from '../options.js';
import type { CodeMeta } from './codeBlocks.js';

/** How a comment starts and ends in a language, as regular expression source: Docusaurus's comment styles. */
const COMMENT_STYLES: Record<string, { start: string; end: string }> = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  vbnet: { start: "(?:_\\s*)?['‘’]", end: '' },
  rem: { start: '[Rr][Ee][Mm]\\b', end: '' },
  f90: { start: '!', end: '' },
  ml: { start: '\\(\\*', end: '\\*\\)' },
  cobol: { start: '\\*>', end: '' },
};

/** The styles of the most common languages: those of a language not listed below. */
const POPULAR = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles magic comments are written in, by the language of the block as written. */
function stylesOf(language: string): string[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f90'];
    case 'fsharp':
      return ['js', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f90'];
    case 'cobol':
      return ['cobol'];
    default:
      return POPULAR;
  }
}

/** The class of Docusaurus's default magic comment; lines that meta marks keep hexsite's own class for it. */
const DEFAULT_CLASS = 'theme-code-block-highlighted-line';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line that is only a magic comment, in one of the language's styles; the directive is its first defined group. */
function directiveLine(language: string, comments: MagicComment[]): RegExp {
  const directives = comments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end]).filter((name): name is string => Boolean(name));
  const names = directives.map(escape).join('|');
  const styles = stylesOf(language).map((style) => `(?:${COMMENT_STYLES[style].start}\\s*(${names})\\s*${COMMENT_STYLES[style].end})`);
  return new RegExp(`^\\s*(?:${styles.join('|')})\\s*$`);
}

const cache = new Map<string, RegExp>();

/**
 * The code of a block without its magic comments, and the class names of the lines they mark
 * (0-based), as Docusaurus reads them: `highlight-next-line` marks the line after it,
 * `highlight-start` … `highlight-end` the lines between. A block whose meta marks lines
 * (`{1,3-4}`) keeps its comments, and the lines it names get the first magic comment's class
 * (`code-line--highlighted` with the default comments, as always); a block without a language
 * is left as written.
 */
export function markLines(source: string, options: { language: string; metaText: string; meta: CodeMeta; comments: MagicComment[] }): { code: string; lineClasses: Map<number, string[]> } {
  const { comments, meta } = options;
  const lineClasses = new Map<number, string[]>();
  if (meta.highlightedLines.size > 0) {
    const first = comments[0]?.className ?? DEFAULT_CLASS;
    const classes = first === DEFAULT_CLASS ? ['code-line--highlighted'] : first.split(' ');
    for (const line of meta.highlightedLines) lineClasses.set(line - 1, classes);
    return { code: source, lineClasses };
  }
  if (!options.language || comments.length === 0 || !mayHoldDirective(source, comments)) return { code: source, lineClasses };
  const key = `${options.language}\0${JSON.stringify(comments)}`;
  let pattern = cache.get(key);
  if (!pattern) {
    pattern = directiveLine(options.language, comments);
    cache.set(key, pattern);
  }
  const lines = source.split('\n');
  const blockStarts = new Map<MagicComment, number>();
  const add = (line: number, comment: MagicComment) => lineClasses.set(line, [...(lineClasses.get(line) ?? []), ...comment.className.split(' ')]);
  for (let line = 0; line < lines.length; ) {
    const match = pattern.exec(lines[line]);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (!directive) {
      line += 1;
      continue;
    }
    for (const comment of comments) {
      if (comment.line === directive) {
        add(line, comment);
        break;
      }
      if (comment.block?.start === directive) {
        blockStarts.set(comment, line);
        break;
      }
      if (comment.block?.end === directive) {
        const start = blockStarts.get(comment);
        if (start !== undefined) for (let marked = start; marked < line; marked++) add(marked, comment);
        blockStarts.delete(comment);
        break;
      }
    }
    lines.splice(line, 1);
  }
  return { code: lines.join('\n'), lineClasses };
}

/** Whether any directive's name is in the text at all: most blocks have none, and skip the line-by-line match. */
function mayHoldDirective(source: string, comments: MagicComment[]): boolean {
  return comments.some((comment) => [comment.line, comment.block?.start, comment.block?.end].some((name) => name && source.includes(name)));
}
