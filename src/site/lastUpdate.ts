import type { LastUpdate } from '../content/lastUpdate.js';
import type { ContentEntry } from '../content/types.js';
import { frontmatterKeyLine } from '../content/frontmatter.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { formatLongDate, parseDateValue, type DateLocale } from './blog/postDates.js';
import type { PageLastUpdate } from './types.js';

/**
 * What a doc or post shows of its last change, as Docusaurus's `showLastUpdateTime` and
 * `showLastUpdateAuthor` say: the front matter's `last_update` over the last commit, the date
 * written in the locale (UTC); nothing when neither option is on.
 */
export function lastUpdateOf(options: {
  entry: ContentEntry;
  written: { date?: string | Date; author?: string } | undefined;
  committed: LastUpdate | undefined;
  show: { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean };
  /** The locale dates are written in, asked only when a date shows. */
  locale: () => DateLocale;
}): { lastUpdate?: PageLastUpdate; errors: HexsiteError[] } {
  const { entry, written, committed, show, locale } = options;
  if (!show.showLastUpdateTime && !show.showLastUpdateAuthor) return { errors: [] };
  let at = committed ? new Date(committed.at) : undefined;
  if (written?.date !== undefined) {
    const parsed = parseDateValue(written.date);
    if (!parsed) {
      return {
        errors: [
          new HexsiteError(`Unexpected date ${JSON.stringify(String(written.date))} in front matter \`last_update\`, expected a day such as 2025-05-19`, {
            file: entry.file,
            line: frontmatterKeyLine(entry.head, 'last_update'),
            ruleId: 'frontmatter-invalid',
            hint: 'Write the date as YYYY-MM-DD, optionally with a time (2025-05-19T14:30:00Z).',
          }),
        ],
      };
    }
    at = parsed;
  }
  const by = written?.author ?? committed?.by;
  const lastUpdate: PageLastUpdate = {
    ...(show.showLastUpdateTime && at && { at: at.toISOString(), date: formatLongDate(at, locale()) }),
    ...(show.showLastUpdateAuthor && by && { by }),
  };
  return { lastUpdate: Object.keys(lastUpdate).length ? lastUpdate : undefined, errors: [] };
}
