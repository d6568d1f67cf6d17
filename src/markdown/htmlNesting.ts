import type { Root } from 'hast';
import { HexsiteError } from '../errors/HexsiteError.js';
import { MAX_NESTING_DEPTH } from './validateNesting.js';
import { walk } from './walk.js';

/** Elements without content: they open no level. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * Elements whose end tag may be left out: the HTML parser closes them when a sibling starts, so
 * a page that never closes its `<p>` or `<li>` is not deep. They open no level here, which
 * leaves deep nesting of them to the parser's own limit (see `rehypeRawHtml`).
 */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'colgroup', 'caption', 'option', 'optgroup', 'rb', 'rt', 'rtc', 'rp']);

/**
 * Rejects raw HTML whose elements nest deeper than `MAX_NESTING_DEPTH`, before it is parsed:
 * turning it into a tree recurses once per level, and a few thousand levels overflowed the
 * stack with no place named. Follows the tags of the tree's raw nodes in document order, as
 * the HTML parser reads them: an end tag closes the innermost open element of its name and those
 * inside it; one that matches none is ignored. Comments are skipped. Attribute values are not
 * read as such, so a `>` inside one ends its tag early; that can only make a count lower.
 */
export function validateHtmlNesting(tree: Root, file?: string): void {
  const open: string[] = [];
  let deepest = 0;
  let past: { line?: number; column?: number } | undefined;
  walk(tree, 'raw', (node) => {
    const { value, position } = node as unknown as { value: string; position?: { start: { line: number; column: number } } };
    for (let at = value.indexOf('<'); at !== -1; at = value.indexOf('<', at + 1)) {
      if (value.startsWith('<!--', at)) {
        const end = value.indexOf('-->', at + 4);
        if (end === -1) return;
        at = end + 2;
        continue;
      }
      const tag = readTag(value, at);
      // No `>` follows: no tag can start further on either.
      if (tag === 'unclosed') return;
      if (!tag) continue;
      if (tag.closing) {
        const index = open.lastIndexOf(tag.name);
        if (index !== -1) open.length = index;
      } else if (!tag.selfClosing && !VOID.has(tag.name) && !OPTIONAL_END.has(tag.name)) {
        open.push(tag.name);
        deepest = Math.max(deepest, open.length);
        if (open.length > MAX_NESTING_DEPTH && !past) past = placeIn(value, at, position?.start);
      }
      at = tag.end - 1;
    }
  });
  if (past) throw htmlTooDeep(`nested ${deepest} levels deep, the limit is ${MAX_NESTING_DEPTH}`, file, past);
}

/**
 * The error for raw HTML nested too deep to parse; `what` says how deep. Also given when
 * parsing it overflowed the stack although the tags counted stayed within the limit.
 */
export function htmlTooDeep(what: string, file: string | undefined, place: { line?: number; column?: number } = {}): HexsiteError {
  return new HexsiteError(`Unexpected HTML ${what}`, {
    file,
    ...place,
    ruleId: 'nesting-too-deep',
    hint: 'Close each HTML element where it ends (`</div>`), or flatten the nesting; to show such HTML as an example, put it in a fenced code block.',
  });
}

/**
 * The tag that starts at `at` (a `<`), if one does: its lower-case name, its kind, and where it
 * ends; `'unclosed'` when no `>` follows.
 */
function readTag(text: string, at: number): { name: string; closing: boolean; selfClosing: boolean; end: number } | 'unclosed' | undefined {
  const closing = text[at + 1] === '/';
  let index = at + (closing ? 2 : 1);
  const start = index;
  while (index < text.length && /[A-Za-z0-9-]/.test(text[index])) index++;
  if (index === start || !/[A-Za-z]/.test(text[start])) return undefined;
  const close = text.indexOf('>', index);
  if (close === -1) return 'unclosed';
  return { name: text.slice(start, index).toLowerCase(), closing, selfClosing: text[close - 1] === '/', end: close + 1 };
}

/** The line and column in the file of index `at` of a raw node's value that starts at `start`. */
function placeIn(value: string, at: number, start: { line: number; column: number } | undefined): { line?: number; column?: number } {
  if (!start) return {};
  let line = start.line;
  let lineStart = -1;
  for (let index = value.indexOf('\n'); index !== -1 && index < at; index = value.indexOf('\n', index + 1)) {
    line++;
    lineStart = index;
  }
  return { line, column: lineStart === -1 ? start.column + at : at - lineStart };
}
