import type { Translate } from '../../../theme/components/SiteContext.js';

/** Words read per minute. */
const WORDS_PER_MINUTE = 200;

/**
 * `One min read` or `{n} min read`: words / 200, rounded to two decimals, then up to whole
 * minutes (never below one).
 */
export function formatReadingTime(wordCount: number, translate: Translate): string {
  const minutes = Math.max(1, Math.ceil(Math.round((wordCount / WORDS_PER_MINUTE) * 100) / 100));
  return translate('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', { count: minutes, readingTime: minutes });
}
