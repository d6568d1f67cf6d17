/** `decodeURIComponent` that returns the text as written when it holds a malformed `%` escape. */
export function safeDecode(text: string): string {
  // Most text holds no escape: nothing to decode.
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
