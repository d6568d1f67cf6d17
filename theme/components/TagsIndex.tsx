import type { Tag } from '../../src/site/types.js';

/** All tags with their counts, grouped under their initial letter. */
export function TagsIndex({ tags }: { tags: Array<Tag & { count: number }> }) {
  const groups = new Map<string, Array<Tag & { count: number }>>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label, 'en'))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <section className="tags-index">
      {[...groups].map(([letter, group]) => (
        <article key={letter} className="tags-index__group">
          <h2 id={letter}>{letter}</h2>
          <ul>
            {group.map((tag) => (
              <li key={tag.permalink}>
                <a className="tag tag--count" href={tag.permalink} rel="tag" title={tag.description}>
                  {tag.label}
                  <span>{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
