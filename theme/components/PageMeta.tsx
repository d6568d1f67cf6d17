import type { Tag } from '../../src/site/types.js';
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

/** The foot of a doc or post: its tags and the "Edit this page" link; nothing when it has neither. */
export function PageFooter({ tags, editUrl, className }: { tags: Tag[]; editUrl?: string; className: string }) {
  const translate = useTranslate();
  if (tags.length === 0 && !editUrl) return null;
  return (
    <footer className={className}>
      <TagList tags={tags} />
      {editUrl && (
        <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          <EditIcon />
          {translate('theme.common.editThisPage', 'Edit this page')}
        </a>
      )}
    </footer>
  );
}
