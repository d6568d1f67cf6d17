// Docusaurus's rule: the last `YYYY-MM-DD` (or `YYYY/MM/DD`, months and days of one or two
// digits) anywhere in the path dates the post. What comes before it (folders) and after it (the
// rest of the name, one `-` or `/` dropped) make the text; the URL is the date as folders then
// that text: `news/2024-01-02-launch.md` → `2024/01/02/news/launch`.
const DATED_PATH = /^(.*)((\d{4})[-/](\d{1,2})[-/](\d{1,2}))[-/]?(.*?)(?:\/index)?\.mdx?$/;
const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/;

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
 * A front matter date: `2025-05-19`, `2025-05-19T10:30`, `2025-05-19 10:30:00+02:00` or a Date.
 * A date without a zone is UTC. Null when it is not a real moment.
 */
export function parseDateValue(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = DATE_VALUE.exec(value.trim());
  if (!match) return null;
  const day = utcDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!day) return null;
  if (match[4] === undefined) return day;
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const zone = match[7] ?? 'Z';
  const parsed = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${String(seconds).padStart(2, '0')}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
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
