/** Words read per minute. */
const WORDS_PER_MINUTE = 200;

/**
 * `One min read` or `{n} min read`: words / 200, rounded to two decimals, then up to whole
 * minutes (never below one).
 */
export function formatReadingTime(wordCount: number): string {
  const minutes = Math.max(1, Math.ceil(Math.round((wordCount / WORDS_PER_MINUTE) * 100) / 100));
  return minutes === 1 ? 'One min read' : `${minutes} min read`;
}
