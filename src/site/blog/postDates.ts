// Docusaurus's rule: the last `YYYY-MM-DD` (or `YYYY/MM/DD`, months and days of one or two
// digits) anywhere in the path dates the post. What comes before it (folders) and after it (the
// rest of the name, one `-` or `/` dropped) make the text; the URL is the date as folders then
// that text: `news/2024-01-02-launch.md` → `2024/01/02/news/launch`.
const DATED_PATH = /^(.*)((\d{4})[-/](\d{1,2})[-/](\d{1,2}))[-/]?(.*?)(?:\/index)?\.mdx?$/;
// As YAML 1.1 writes a timestamp (Docusaurus's front matter is read so): one-digit months, days
// and hours, `T` or spaces before the time, a zone of hours alone.
const DATE_VALUE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{1,2}(?::?\d{2})?)?)?$/;

/** What a post's path says: its default slug and the date written in it, if any. */
export interface PostFileName {
  /** The default slug: `2025/05/19/welcome` for a dated name, else the path without extension and `/index`. */
  slug: string;
  /** The name without date and extension (`welcome`, `news/launch`): the title when nothing else gives one. */
  text: string;
  /** `2025-05-19` (or `2025/5/19`) as written, when the path holds a date. */
  dateText?: string;
  /** The date, or null when the path's date is not a real day (`2025-02-30`). */
  date?: Date | null;
}

/**
 * The slug and date a post's path (relative to the blog folder) gives, as Docusaurus reads them:
 * `2025-05-19-welcome.md`, `2025-05-19-welcome/index.md` and `2025/05/19/welcome.md` all give
 * slug `2025/05/19/welcome` and the date 2025-05-19; `welcome.md` gives slug `welcome`, no date.
 */
export function parsePostFileName(sourcePath: string): PostFileName {
  const match = DATED_PATH.exec(sourcePath);
  if (!match) {
    const text = sourcePath.replace(/(?:\/index)?\.mdx?$/, '');
    return { slug: text, text, dateText: undefined, date: undefined };
  }
  const [, folder, dateText, year, month, day, rest] = match;
  const text = `${folder}${rest}`;
  return {
    // A name that is only a date (`2025-05-19.md`) is the day's folder itself.
    slug: [dateText.replace(/-/g, '/'), text].filter(Boolean).join('/'),
    text,
    dateText,
    date: utcDate(Number(year), Number(month), Number(day)),
  };
}

/**
 * A front matter date: `2025-05-19`, `2025-05-19T10:30`, `2025-05-19 10:30:00+02:00`, `2015-11-3 9:18:00`
 * or a Date. A date without a zone is UTC. Null when it is not a real moment.
 */
export function parseDateValue(value: string | Date): Date | null {
  const read = readDateValue(value);
  return read && !read.overflow ? read.date : null;
}

/**
 * A front matter date as Docusaurus reads it: a day its month does not have (`2017-02-29`) runs
 * into the next month (2017-03-01), marked `overflow`. Null when it is no date at all, or its
 * month, day or time is out of range.
 */
export function readDateValue(value: string | Date): { date: Date; overflow?: true } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value };
  const match = DATE_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const [hours, minutes, seconds] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const zone = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(match[7] ?? '');
  const offsetMinutes = zone ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3] ?? 0)) : 0;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes - offsetMinutes, seconds));
  return utcDate(year, month, day) ? { date } : { date, overflow: true };
}

/** Midnight UTC of a calendar day, or null when the day does not exist. */
function utcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** The locale and calendar dates are written in. */
export interface DateLocale {
  locale: string;
  calendar: string;
}

/** `May 19, 2025` (UTC), in the locale and its calendar. */
export function formatLongDate(date: Date, { locale, calendar }: DateLocale): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar }).format(date);
}

/** `May 19` (UTC), as the archive shows dates, in the locale and its calendar. */
export function formatMonthDay(date: Date, { locale, calendar }: DateLocale): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC', calendar }).format(date);
}
