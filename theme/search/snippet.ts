import type { TermSpan } from './matchTerms.js';

/** A piece of a snippet: plain, or a match to show in `<mark>`. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/**
 * At most `maxLength` characters of `text` around its first match, `…` where the text was cut
 * (counted in), split into plain and marked parts. Without a match, the start of the text.
 */
export function createSnippet(text: string, spans: TermSpan[], maxLength: number): SnippetPart[] {
  let start = 0;
  let end = text.length;
  if (text.length > maxLength) {
    // Room for an ellipsis at each end.
    const room = Math.max(1, maxLength - 2);
    const [first, last] = spans[0] ?? [0, 0];
    start = spans.length ? Math.max(0, first - Math.floor((room - (last - first)) / 3)) : 0;
    end = Math.min(text.length, start + room);
    start = Math.max(0, end - room);
    // Start at a word when one begins shortly after the cut and before the match.
    const word = text.slice(start, spans[0]?.[0] ?? start + 12).search(/\s\S/);
    if (start > 0 && word >= 0 && word < 12) start += word + 1;
    if (start === 0) end = Math.min(text.length, maxLength - 1);
  }
  const parts: SnippetPart[] = [];
  const push = (from: number, to: number, mark: boolean) => {
    if (to > from) parts.push({ text: text.slice(from, to), mark });
  };
  let at = start;
  for (const [from, to] of spans) {
    if (to <= start || from >= end) continue;
    push(at, Math.max(at, from), false);
    push(Math.max(at, from), Math.min(to, end), true);
    at = Math.min(to, end);
  }
  push(at, end, false);
  if (start > 0) parts.unshift({ text: '…', mark: false });
  if (end < text.length) parts.push({ text: '…', mark: false });
  return parts;
}
