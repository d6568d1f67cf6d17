/**
 * Finds the first place where a quoted string literal (or a bare YAML/JSON key) appears in
 * a source text, 1-based. Config and sidebars are evaluated as code, so their objects carry
 * no positions; this gives errors a line a writer can jump to.
 */
export function findInSource(source: string, needle: string): { line: number; column: number } | undefined {
  const patterns = [`'${needle}'`, `"${needle}"`, `\`${needle}\``];
  let index = -1;
  for (const pattern of patterns) {
    const found = source.indexOf(pattern);
    if (found !== -1 && (index === -1 || found < index)) index = found;
  }
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
