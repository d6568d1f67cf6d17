/**
 * Longest automatic description, in characters. Search engines and social cards show about
 * 160–200 characters and shorten the rest themselves; 300 leaves a sentence or two for feed
 * readers, and keeps a page's head small whatever the length of its first paragraph.
 */
export const DESCRIPTION_MAX_LENGTH = 300;

/**
 * A description taken from the text of a page (its first paragraph, a post's excerpt), shortened
 * to `DESCRIPTION_MAX_LENGTH` at a word boundary with an ellipsis. Text without a space in the
 * second half of the limit (one long word, scripts written without spaces) is cut between two
 * characters. A description written in front matter is not passed through here: it stays as written.
 */
export function truncateDescription(text: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= maxLength) return text;
  // One character is left for the ellipsis.
  let cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  if (space >= maxLength / 2) cut = cut.slice(0, space);
  else cut = cut.slice(0, maxLength - 1);
  // Never end on half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  // The ellipsis as \u2026: esbuild keeps regular expressions as written, and the compiled code is ASCII (bin/compile.js).
  return `${cut.replace(/[\s,;:.\u2026-]+$/u, '')}…`;
}
