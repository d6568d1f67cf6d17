import type { Tag } from '../../src/site/types.js';
import { useTranslate } from './SiteContext.js';

/** "Tags:" and a link per tag. */
export function TagList({ tags }: { tags: Tag[] }) {
  const translate = useTranslate();
  if (!tags.length) return null;
  return (
    <div className="tag-list">
      <b>{translate('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag" href={tag.permalink} rel="tag" title={tag.description}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
