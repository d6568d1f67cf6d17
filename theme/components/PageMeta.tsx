import type { PageLastUpdate, Tag } from '../../src/site/types.js';
import { Admonition } from './Admonition.js';
import { EditIcon } from './Icons.js';
import { TagList } from './TagList.js';
import { useTranslate } from './SiteContext.js';

/** The notice at the top of an unlisted doc or post. */
export function UnlistedBanner() {
  const translate = useTranslate();
  return (
    <Admonition kind="warning" title={translate('theme.unlistedContent.title', 'Unlisted page')} className="unlisted-banner">
      <p>{translate('theme.unlistedContent.message', 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.')}</p>
    </Admonition>
  );
}

/** The foot of a doc or post: its tags, the "Edit this page" link and its last update; nothing when it has none. */
export function PageFooter({ tags, editUrl, lastUpdate, className }: { tags: Tag[]; editUrl?: string; lastUpdate?: PageLastUpdate; className: string }) {
  const translate = useTranslate();
  if (tags.length === 0 && !editUrl && !lastUpdate) return null;
  return (
    <footer className={className}>
      <TagList tags={tags} />
      {editUrl && (
        <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          <EditIcon />
          {translate('theme.common.editThisPage', 'Edit this page')}
        </a>
      )}
      {lastUpdate && <LastUpdated lastUpdate={lastUpdate} />}
    </footer>
  );
}

/**
 * "Last updated on May 19, 2025 by Ada": Docusaurus's sentence and ids, the date in a `<time>`.
 * The sentence is made whole in the locale's words, then cut at the date to wrap it.
 */
function LastUpdated({ lastUpdate }: { lastUpdate: PageLastUpdate }) {
  const translate = useTranslate();
  const { at, date, by } = lastUpdate;
  const atDate = date ? translate('theme.lastUpdated.atDate', ' on {date}', { date }) : '';
  const byUser = by ? translate('theme.lastUpdated.byUser', ' by {user}', { user: by }) : '';
  const sentence = translate('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', { atDate, byUser });
  const cut = date ? sentence.indexOf(date) : -1;
  return (
    <span className="last-updated">
      {cut < 0 ? (
        sentence
      ) : (
        <>
          {sentence.slice(0, cut)}
          <time dateTime={at}>{date}</time>
          {sentence.slice(cut + date!.length)}
        </>
      )}
    </span>
  );
}
