import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthDay, parseDateValue, parsePostFileName } from '../../../../src/site/blog/postDates.js';

describe('site/blog/postDates', () => {
  it('reads the slug and date of `YYYY-MM-DD-slug.md` and `YYYY-MM-DD-slug/index.md`', () => {
    expect(parsePostFileName('2025-05-19-welcome.md')).toEqual({ slug: 'welcome', dateText: '2025-05-19', date: new Date('2025-05-19T00:00:00Z') });
    expect(parsePostFileName('2025-05-19-welcome/index.md')).toEqual({ slug: 'welcome', dateText: '2025-05-19', date: new Date('2025-05-19T00:00:00Z') });
    expect(parsePostFileName('news/2024-01-02-launch.mdx')).toMatchObject({ slug: 'news/launch', dateText: '2024-01-02' });
    expect(parsePostFileName('undated.md')).toEqual({ slug: 'undated', dateText: undefined, date: undefined });
  });

  it('keeps the written date of a name that is not a real day, with a null date', () => {
    expect(parsePostFileName('2025-02-30-nope.md')).toEqual({ slug: 'nope', dateText: '2025-02-30', date: null });
  });

  it('parses front matter dates as UTC, with an optional time and zone', () => {
    expect(parseDateValue('2025-05-19')?.toISOString()).toBe('2025-05-19T00:00:00.000Z');
    expect(parseDateValue('2025-05-19T10:30')?.toISOString()).toBe('2025-05-19T10:30:00.000Z');
    expect(parseDateValue('2025-05-19 10:30:15+02:00')?.toISOString()).toBe('2025-05-19T08:30:15.000Z');
    expect(parseDateValue(new Date('2020-01-01T00:00:00Z'))?.toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });

  it('rejects values that are not real moments', () => {
    for (const value of ['2025-13-01', '2025-02-29', 'yesterday', '2025-05-19T25:00', '19/05/2025']) expect(parseDateValue(value)).toBeNull();
    expect(parseDateValue('2024-02-29')).not.toBeNull();
  });

  it('formats dates in UTC: "May 19, 2025" and, for the archive, "May 19"', () => {
    const late = new Date('2025-05-19T23:30:00Z');
    expect(formatLongDate(late, { locale: 'en', calendar: 'gregory' })).toBe('May 19, 2025');
    expect(formatMonthDay(late, { locale: 'en', calendar: 'gregory' })).toBe('May 19');
  });
});
