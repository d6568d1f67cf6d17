import { HexsiteError } from '../errors/HexsiteError.js';

/**
 * How deep lists, block quotes and admonitions may nest. Real pages stay under 10 levels;
 * micromark and mdast-util-from-markdown take time in the square of the depth (3,000 nested
 * admonitions never finished), and past about 1,000 levels the tree walkers overflow the stack.
 */
export const MAX_NESTING_DEPTH = 100;

/** An open block that holds other blocks, or fenced code, which holds none. */
type Container =
  | { kind: 'quote' }
  /** `width`: the columns of indentation that keep a line inside the item. */
  | { kind: 'item'; width: number }
  /** `size`: colons of the opening fence; a fence at least as long closes it. */
  | { kind: 'directive'; size: number }
  | { kind: 'code'; fence: string };

const FRONT_MATTER_FENCE = /^\uFEFF?---[ \t]*\r?$/;
const BLANK = /[ \t]*\r?$/y;
const LIST_MARKER = /(?:[-+*]|\d{1,9}[.)])(?=[ \t]|\r?$)/y;
// Labels and attributes are matched without nesting, so the pattern cannot backtrack far.
const DIRECTIVE_OPEN = /(:{3,})[A-Za-z][\w-]*(?:\[[^\]]*\])?(?:\{[^}]*\})?[ \t]*\r?$/y;
const DIRECTIVE_CLOSE = /[ \t]{0,3}(:{3,})[ \t]*\r?$/y;
const CODE_OPEN = /(`{3,})[^`]*$|(~{3,})/y;
const CODE_CLOSE = /[ \t]{0,3}(`{3,}|~{3,})[ \t]*\r?$/y;
const HEADING = /#{1,6}(?:[ \t]|\r?$)/y;

/**
 * Rejects Markdown whose lists, block quotes and admonitions nest deeper than
 * `MAX_NESTING_DEPTH`, before the parser spends minutes on it. One pass over the lines that
 * follows CommonMark's container rules closely enough to count depth; fenced and indented code
 * hold no containers, so a page may show deep nesting as an example.
 */
export function validateNesting(markdown: string, file?: string): void {
  const lines = markdown.split('\n');
  const stack: Container[] = [];
  let paragraph = false;
  for (let number = skipFrontMatter(lines); number < lines.length; number++) {
    const line = new LineCursor(lines[number]);
    const kept = continueContainers(line, stack);
    if (kept === 'consumed') {
      paragraph = false;
      continue;
    }
    if (kept < stack.length) {
      // A paragraph goes on lazily in a line that misses the markers of its containers.
      if (paragraph && !line.isBlank() && !startsBlock(line)) continue;
      stack.length = kept;
    }
    const deepest = openContainers(line, stack);
    if (deepest) {
      throw new HexsiteError(`Unexpected content nested ${nestingDepth(stack)} levels deep, the limit is ${MAX_NESTING_DEPTH}`, {
        file,
        line: number + 1,
        column: deepest.column,
        ruleId: 'nesting-too-deep',
        hint: 'Flatten the nesting of lists, block quotes and admonitions: split the deep part into blocks that follow each other, or show it in a fenced code block.',
      });
    }
    paragraph = stack[stack.length - 1]?.kind !== 'code' && !line.isBlank() && !startsBlock(line);
  }
}

/**
 * Walks the markers of the open containers at the start of a line and returns how many go on,
 * or `'consumed'` when the line is code or closes an admonition.
 */
function continueContainers(line: LineCursor, stack: Container[]): number | 'consumed' {
  for (let index = 0; index < stack.length; index++) {
    const container = stack[index];
    if (container.kind === 'code') {
      const close = line.match(CODE_CLOSE);
      if (close && close[1][0] === container.fence[0] && close[1].length >= container.fence.length) stack.length = index;
      return 'consumed';
    }
    if (container.kind === 'directive') {
      // An admonition looks for its closing fence before its content does, so an outer one
      // closes on a fence that an inner one would also accept.
      const close = line.match(DIRECTIVE_CLOSE);
      if (close && close[1].length >= container.size) {
        stack.length = index;
        return 'consumed';
      }
    } else if (container.kind === 'quote') {
      if (line.indent() > 3 || line.char() !== '>') return index;
      line.skip(line.indent());
      line.advance(1);
      line.skip(1);
    } else if (line.isBlank()) {
      line.skip(line.indent());
    } else {
      if (line.indent() < container.width) return index;
      line.skip(container.width);
    }
  }
  return stack.length;
}

/**
 * Opens the containers that start on the rest of the line. Returns the marker that went past
 * the limit, after counting every container of the line so the error gives the full depth.
 */
function openContainers(line: LineCursor, stack: Container[]): { column: number } | undefined {
  let deepest: { column: number } | undefined;
  let depth = nestingDepth(stack);
  for (;;) {
    const indent = line.indent();
    // Four columns of indentation make code, or more of a paragraph: no container starts there.
    if (indent > 3) return deepest;
    const start = line.column;
    line.skip(indent);
    const column = line.index + 1;
    let opened: Container;
    const marker = line.isThematicBreak() ? null : line.match(LIST_MARKER);
    const directive = line.match(DIRECTIVE_OPEN);
    if (line.char() === '>') {
      line.advance(1);
      line.skip(1);
      opened = { kind: 'quote' };
    } else if (marker) {
      line.advance(marker[0].length);
      const spaces = line.indent();
      // Content 5 or more columns after the marker is indented code inside the item.
      const gap = line.isBlank() || spaces > 4 ? 1 : spaces;
      opened = { kind: 'item', width: line.column - start + gap };
      line.skip(gap);
    } else if (directive) {
      // The rest of the line is the admonition's title; its content starts on the next line.
      stack.push({ kind: 'directive', size: directive[1].length });
      return ++depth > MAX_NESTING_DEPTH ? (deepest ?? { column }) : deepest;
    } else {
      const code = line.match(CODE_OPEN);
      if (code) stack.push({ kind: 'code', fence: code[1] ?? code[2] });
      return deepest;
    }
    stack.push(opened);
    depth++;
    if (depth > MAX_NESTING_DEPTH) deepest ??= { column };
  }
}

/** Whether the rest of the line starts a block that ends a paragraph instead of continuing it. */
function startsBlock(line: LineCursor): boolean {
  const indent = line.indent();
  if (indent > 3) return false;
  const rest = line.clone();
  rest.skip(indent);
  return (
    rest.char() === '>' ||
    rest.isThematicBreak() ||
    [LIST_MARKER, DIRECTIVE_OPEN, CODE_OPEN, HEADING].some((pattern) => rest.match(pattern) !== null)
  );
}

// Fenced code can only be the innermost entry, and it does not count as a level.
function nestingDepth(stack: Container[]): number {
  return stack.length - (stack[stack.length - 1]?.kind === 'code' ? 1 : 0);
}

/** Front matter is YAML, whose `- ` lists are not Markdown. Returns the index of the first Markdown line. */
function skipFrontMatter(lines: string[]): number {
  if (!FRONT_MATTER_FENCE.test(lines[0])) return 0;
  for (let index = 1; index < lines.length; index++) {
    if (FRONT_MATTER_FENCE.test(lines[index])) return index + 1;
  }
  return 0;
}

/** A position in one line, counting columns with tab stops of 4 as CommonMark does. */
class LineCursor {
  index = 0;
  column = 0;
  private breakFrom: number | undefined;

  constructor(readonly text: string) {}

  char(): string | undefined {
    return this.text[this.index];
  }

  /** Columns of spaces and tabs ahead. */
  indent(): number {
    let column = this.column;
    for (let index = this.index; this.text[index] === ' ' || this.text[index] === '\t'; index++) {
      column = this.text[index] === '\t' ? column + 4 - (column % 4) : column + 1;
    }
    return column - this.column;
  }

  /** Moves past at most `columns` columns of spaces and tabs (a tab is taken whole). */
  skip(columns: number): void {
    const target = this.column + columns;
    while (this.column < target && (this.char() === ' ' || this.char() === '\t')) {
      this.column = this.char() === '\t' ? this.column + 4 - (this.column % 4) : this.column + 1;
      this.index++;
    }
  }

  /** Moves past `count` characters that are not tabs. */
  advance(count: number): void {
    this.index += count;
    this.column += count;
  }

  isBlank(): boolean {
    return this.match(BLANK) !== null;
  }

  /** Whether the rest is `---`, `***` or `___` (spaces allowed), which is a rule and not a list item. */
  isThematicBreak(): boolean {
    // Worked out once per line from the end, so a line of many list markers stays linear.
    this.breakFrom ??= thematicBreakStart(this.text);
    return this.index >= this.breakFrom;
  }

  match(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.index;
    return pattern.exec(this.text);
  }

  clone(): LineCursor {
    const copy = new LineCursor(this.text);
    copy.index = this.index;
    copy.column = this.column;
    return copy;
  }
}

/**
 * The first index from which the rest of the line is a thematic break: three or more of one of
 * `-*_`, with spaces or tabs between. `Infinity` when no suffix is one.
 */
function thematicBreakStart(text: string): number {
  let end = text.length;
  while (end > 0 && /[ \t\r]/.test(text[end - 1])) end--;
  const mark = text[end - 1];
  if (mark !== '-' && mark !== '*' && mark !== '_') return Infinity;
  let marks = 0;
  let start = Infinity;
  for (let index = end - 1; index >= 0; index--) {
    const char = text[index];
    if (char === mark) {
      marks++;
      if (marks >= 3) start = index;
    } else if (char !== ' ' && char !== '\t') break;
  }
  return start;
}
