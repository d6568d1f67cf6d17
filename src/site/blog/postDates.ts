import path from 'node:path';

const DATED = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;
const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/;

/** What a post's path says: its default slug and the date written in its name, if any. */
export interface PostFileName {
  /** The path without extension, `/index` and date (`welcome`, `nested/welcome`). */
  slug: string;
  /** `2025-05-19` as written, when the name starts with a date. */
  dateText?: string;
  /** The date, or null when the name's date is not a real day (`2025-02-30`). */
  date?: Date | null;
}

/** `2025-05-19-welcome.md` and `2025-05-19-welcome/index.md` → slug `welcome`, date 2025-05-19. */
export function parsePostFileName(sourcePath: string): PostFileName {
  const parsed = path.posix.parse(sourcePath);
  const segments = [...parsed.dir.split('/').filter(Boolean), ...(parsed.name === 'index' ? [] : [parsed.name])];
  let dateText: string | undefined;
  let date: Date | null | undefined;
  const slugSegments = segments.map((segment) => {
    const match = DATED.exec(segment);
    if (!match || dateText !== undefined) return segment;
    dateText = `${match[1]}-${match[2]}-${match[3]}`;
    date = utcDate(Number(match[1]), Number(match[2]), Number(match[3]));
    return match[4];
  });
  return { slug: slugSegments.join('/'), dateText, date };
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
