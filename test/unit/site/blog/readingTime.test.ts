import { describe, expect, it } from 'vitest';
import { formatReadingTime } from '../../../../src/site/blog/readingTime.js';

describe('site/blog/readingTime', () => {
  it('rounds words / 200 up to whole minutes, never below one', () => {
    expect(formatReadingTime(0)).toBe('One min read');
    expect(formatReadingTime(200)).toBe('One min read');
    expect(formatReadingTime(202)).toBe('2 min read');
    expect(formatReadingTime(400)).toBe('2 min read');
    expect(formatReadingTime(900)).toBe('5 min read');
  });
});
