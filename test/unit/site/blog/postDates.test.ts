import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthDay, parseDateValue, parsePostFileName, readDateValue } from '../../../../src/site/blog/postDates.js';

describe('site/blog/postDates', () => {
  it('gives a dated name the URL /YYYY/MM/DD/<name>, as Docusaurus does: a file, a folder with index.md, or folders per date part', () => {
    const dated = { slug: '2025/05/19/welcome', text: 'welcome', date: new Date('2025-05-19T00:00:00Z') };
    expect(parsePostFileName('2025-05-19-welcome.md')).toEqual({ ...dated, dateText: '2025-05-19' });
    expect(parsePostFileName('2025-05-19-welcome.mdx')).toEqual({ ...dated, dateText: '2025-05-19' });
    expect(parsePostFileName('2025-05-19-welcome/index.md')).toEqual({ ...dated, dateText: '2025-05-19' });
    expect(parsePostFileName('2025/05/19/welcome.md')).toEqual({ ...dated, dateText: '2025/05/19' });
    expect(parsePostFileName('2025/05/19/welcome/index.md')).toEqual({ ...dated, dateText: '2025/05/19' });
    expect(parsePostFileName('2025/05/19-welcome.md')).toEqual({ ...dated, dateText: '2025/05/19' });
    expect(parsePostFileName('2025-05-19/welcome.md')).toEqual({ ...dated, dateText: '2025-05-19' });
  });

  it('puts the folders before the date after it, and keeps a one-digit month or day as written', () => {
    expect(parsePostFileName('news/2024-01-02-launch.mdx')).toMatchObject({ slug: '2024/01/02/news/launch', text: 'news/launch', dateText: '2024-01-02' });
    expect(parsePostFileName('2024-1-2-launch.md')).toMatchObject({ slug: '2024/1/2/launch', date: new Date('2024-01-02T00:00:00Z') });
    expect(parsePostFileName('release2024-01-02.md')).toMatchObject({ slug: '2024/01/02/release', text: 'release' });
    expect(parsePostFileName('2024-01-02.md')).toMatchObject({ slug: '2024/01/02', text: '' });
  });

  it('dates a path holding two dates by the last one', () => {
    expect(parsePostFileName('2023-12-31-old/2024-01-02-new.md')).toMatchObject({ slug: '2024/01/02/2023-12-31-old/new', dateText: '2024-01-02' });
  });

  it('gives an undated name its path without extension or /index, and no date', () => {
    expect(parsePostFileName('undated.md')).toEqual({ slug: 'undated', text: 'undated', dateText: undefined, date: undefined });
    expect(parsePostFileName('guides/undated/index.mdx')).toMatchObject({ slug: 'guides/undated', date: undefined });
    expect(parsePostFileName('25-05-19-short-year.md')).toMatchObject({ slug: '25-05-19-short-year', date: undefined });
  });

  it('keeps the written date of a name that is not a real day, with a null date', () => {
    expect(parsePostFileName('2025-02-30-nope.md')).toEqual({ slug: '2025/02/30/nope', text: 'nope', dateText: '2025-02-30', date: null });
  });

  it('parses front matter dates as UTC, with an optional time and zone', () => {
    expect(parseDateValue('2025-05-19')?.toISOString()).toBe('2025-05-19T00:00:00.000Z');
    expect(parseDateValue('2025-05-19T10:30')?.toISOString()).toBe('2025-05-19T10:30:00.000Z');
    expect(parseDateValue('2025-05-19 10:30:15+02:00')?.toISOString()).toBe('2025-05-19T08:30:15.000Z');
    expect(parseDateValue(new Date('2020-01-01T00:00:00Z'))?.toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });

  it('reads timestamps as YAML 1.1 writes them, as Docusaurus does: one-digit months, days and hours, a zone of hours', () => {
    expect(parseDateValue('2015-02-15 9:18:00')?.toISOString()).toBe('2015-02-15T09:18:00.000Z');
    expect(parseDateValue('2015-11-3 10:30:00')?.toISOString()).toBe('2015-11-03T10:30:00.000Z');
    expect(parseDateValue('2015-1-3')?.toISOString()).toBe('2015-01-03T00:00:00.000Z');
    expect(parseDateValue('2025-05-19t10:30:00 -2')?.toISOString()).toBe('2025-05-19T12:30:00.000Z');
  });

  it('runs a day its month does not have into the next month, marked, as Docusaurus reads it', () => {
    expect(readDateValue('2017-02-29 11:00:00')).toEqual({ date: new Date('2017-03-01T11:00:00Z'), overflow: true });
    expect(readDateValue('2025-04-31')).toEqual({ date: new Date('2025-05-01T00:00:00Z'), overflow: true });
    expect(readDateValue('2024-02-29')).toEqual({ date: new Date('2024-02-29T00:00:00Z') });
    expect(readDateValue('2025-02-32')).toBeNull();
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
