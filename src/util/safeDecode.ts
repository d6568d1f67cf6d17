/** `decodeURIComponent` that returns the text as written when it holds a malformed `%` escape. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
