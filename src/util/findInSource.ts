/**
 * Finds the place where a quoted string literal (or a bare YAML/JSON key) appears in a source
 * text, 1-based: the first, or the `occurrence`-th (0-based; the last one when there are
 * fewer). Config and sidebars are evaluated as code, so their objects carry no positions; this
 * gives errors a line a writer can jump to.
 */
export function findInSource(source: string, needle: string, occurrence = 0): { line: number; column: number } | undefined {
  const found: number[] = [];
  for (const pattern of [`'${needle}'`, `"${needle}"`, `\`${needle}\``]) {
    for (let at = source.indexOf(pattern); at !== -1; at = source.indexOf(pattern, at + 1)) found.push(at);
  }
  found.sort((a, b) => a - b);
  let index = found.length ? found[Math.min(occurrence, found.length - 1)] : -1;
  if (index === -1) {
    const bare = new RegExp(`(^|[\\s{,])${escapeRegExp(needle)}\\s*:`, 'm').exec(source);
    if (!bare) return undefined;
    index = bare.index + bare[1].length;
  }
  return positionOf(source, index);
}

/** 1-based line and column of a character offset. */
export function positionOf(source: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
