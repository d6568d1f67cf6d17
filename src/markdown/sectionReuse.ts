import type { Root, RootContent } from 'mdast';
import type { Point, Position } from 'unist';

/** What parses one piece of Markdown on its own: the processor's `parse`. */
export type ParseText = (text: string) => Root;

/** A section as parsed on its own: positions from its own first line. */
interface ParsedSection {
  root: Root;
  /** Whether every block of the section ends before its trailing blank lines: see `isClosed`. */
  closed: boolean;
}

/** Recently parsed files by path, most recent last: each with its sections, by parser and text. */
let recent: Map<string, Map<string, ParsedSection>> | undefined;
let fileLimit = 0;
/** Sections parsed since reuse was last set, for tests. */
let parsedCount = 0;

/**
 * Lets `parseMarkdown` reuse the sections of the `files` files it parsed last. An edit of a
 * page in `serve --watch` usually changes one section of it, and only that section is parsed
 * again: on corpus 1000, the 13 KB page the benchmark edits took 36–49 ms to parse whole, and
 * 11–17 ms so. Off by default: a build parses each file once. `files = 0` turns it off and
 * forgets every section.
 */
export function reuseSections(files: number): void {
  fileLimit = files;
  recent = files > 0 ? new Map() : undefined;
  parsedCount = 0;
}

/** How many sections were parsed (not reused) since `reuseSections` was last called. */
export function sectionsParsed(): number {
  return parsedCount;
}

/**
 * Parses a Markdown file into the same tree as `parse(text)` would, positions included, reusing
 * the sections of its last parse that did not change. A section starts at an ATX heading in
 * the first column after a blank line: in CommonMark, such a line ends every open block but a
 * fenced code block, a raw HTML block of the kinds that span blank lines, a directive container
 * or front matter. A section parsed on its own shows which of those it leaves open: its last
 * block then runs on through its trailing blank lines, and it is parsed again together with the
 * next one. Link and footnote definitions are the one thing a section takes from the rest of its
 * file, so a file with any of them is parsed whole. `kind` names the parser: sections parsed by
 * one are never reused by another.
 */
export function parseInSections(text: string, file: string, kind: string, parse: ParseText): Root {
  // Off (a build), nothing is cut or kept.
  if (!recent) return parse(text);
  const starts = sectionStarts(text);
  if (starts.length < 2) return parse(text);
  const before = recent.get(file);
  const now = new Map<string, ParsedSection>();
  const children: RootContent[] = [];
  let first: Root | undefined;
  let last: { root: Root; start: SectionStart } | undefined;
  for (let index = 0; index < starts.length; ) {
    const start = starts[index];
    let next = index + 1;
    let section = sectionOf(text, start, starts[next], kind, before, now, parse);
    while (!section.closed && next < starts.length) section = sectionOf(text, start, starts[++next], kind, before, now, parse);
    for (const child of section.root.children) children.push(shifted(child, start));
    first ??= section.root;
    last = { root: section.root, start };
    index = next;
  }
  recent.delete(file);
  recent.set(file, now);
  if (recent.size > fileLimit) recent.delete(recent.keys().next().value!);
  const root: Root = { type: 'root', children };
  // The first section starts the text, so its points need no moving.
  if (first?.position && last?.root.position) root.position = { start: { ...first.position.start }, end: shiftPoint(last.root.position.end, last.start) };
  return root;
}

/** Where a section starts in the text: an offset, and the line there (1-based). */
interface SectionStart {
  offset: number;
  line: number;
}

/** The section from `start` up to `end` (or the end of the text): reused when its text is known, else parsed. */
function sectionOf(text: string, start: SectionStart, end: SectionStart | undefined, kind: string, before: Map<string, ParsedSection> | undefined, now: Map<string, ParsedSection>, parse: ParseText): ParsedSection {
  const value = text.slice(start.offset, end?.offset);
  const key = `${kind}\0${value}`;
  let section = now.get(key) ?? before?.get(key);
  if (!section) {
    parsedCount++;
    const root = parse(value);
    section = { root, closed: isClosed(root, value) };
  }
  now.set(key, section);
  return section;
}

/**
 * Whether a section parsed on its own leaves nothing open for the next one: its last block ends
 * at or before the end of its last line that is not blank. An unclosed fence, HTML comment or
 * directive container runs on to the end of the text, through the blank lines.
 */
function isClosed(root: Root, value: string): boolean {
  const lastChild = root.children[root.children.length - 1];
  if (!lastChild) return true;
  const end = lastChild.position?.end.offset;
  return end !== undefined && end <= contentEnd(value);
}

/** The offset just after the last character of the text that is not blank. */
function contentEnd(value: string): number {
  let end = value.length;
  while (end > 0 && /[ \t\r\n]/.test(value[end - 1])) end--;
  return end;
}

/** A line that could hold a link or footnote definition anywhere in it: `[label]:`. */
const DEFINITION = /\[[^\]\n]*\]:/;
/** An ATX heading starting in the first column. */
const HEADING = /^#{1,6}(?:[ \t\r\n]|$)/;
/** A blank line. */
const BLANK = /^[ \t]*$/;

/**
 * The offsets and lines where sections may start: the text's start, and each ATX heading in the
 * first column after a blank line, past the front matter. Only the start when the text has
 * definitions (see `parseInSections`).
 */
export function sectionStarts(text: string): SectionStart[] {
  const starts: SectionStart[] = [{ offset: 0, line: 1 }];
  if (DEFINITION.test(text)) return starts;
  const lines = text.split(/(?<=\r\n|\r(?!\n)|\n)/);
  let offset = 0;
  let index = 0;
  // Front matter: a `---` first line, up to the next `---` line; unclosed, it is no front matter
  // to remark either, but then nothing is split (safe, and rare).
  if (/^---[ \t]*(?:\r\n|\r|\n|$)/.test(lines[0] ?? '')) {
    const close = lines.findIndex((line, at) => at > 0 && /^---[ \t]*(?:\r\n|\r|\n)?$/.test(line));
    if (close < 0) return starts;
    for (; index <= close; index++) offset += lines[index].length;
  }
  let blankBefore = false;
  for (; index < lines.length; index++) {
    const line = lines[index];
    if (blankBefore && offset > 0 && HEADING.test(line)) starts.push({ offset, line: index + 1 });
    blankBefore = BLANK.test(line.replace(/\r?\n$|\r$/, ''));
    offset += line.length;
  }
  return starts;
}

/** A deep copy of a node parsed on its own, its positions moved to where its section starts. */
function shifted<Value>(value: Value, start: SectionStart): Value {
  if (Array.isArray(value)) return value.map((item) => shifted(item, start)) as Value;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = key === 'position' && item ? shiftPosition(item as Position, start) : shifted(item, start);
  }
  return copy as Value;
}

function shiftPosition(position: Position, start: SectionStart): Position {
  return { start: shiftPoint(position.start, start), end: shiftPoint(position.end, start) };
}

function shiftPoint(point: Point, start: SectionStart): Point {
  const moved: Point = { line: point.line + start.line - 1, column: point.column };
  if (point.offset !== undefined) moved.offset = point.offset + start.offset;
  return moved;
}
