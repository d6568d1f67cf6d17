import { describe, expect, it } from 'vitest';
import { formatReadingTime } from '../../../../src/site/blog/readingTime.js';
import { translateMessage } from '../../../../theme/i18n/translate.js';

/** The theme's `translate` of an English site. */
const english = (id: string, text: string, values?: Record<string, string | number>) => translateMessage(undefined, 'en', id, text, values);


describe('site/blog/readingTime', () => {
  it('rounds words / 200 up to whole minutes, never below one', () => {
    expect(formatReadingTime(0, english)).toBe('One min read');
    expect(formatReadingTime(200, english)).toBe('One min read');
    expect(formatReadingTime(202, english)).toBe('2 min read');
    expect(formatReadingTime(400, english)).toBe('2 min read');
    expect(formatReadingTime(900, english)).toBe('5 min read');
  });
});
