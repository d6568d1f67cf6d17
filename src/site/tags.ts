import { slug as slugify } from 'github-slugger';
import { encodeUrlPath } from '../util/url.js';
import type { Tag } from './types.js';

/** A tag as written in front matter: a name, or an object with label and permalink. */
export type TagInput = string | { label: string; permalink: string; description?: string };

/** Resolves a front matter tag to its label and page URL under `basePath` (e.g. `/hexagon/docs/tags`). */
export function createTag(tag: TagInput, basePath: string): Tag {
  if (typeof tag === 'string') return { label: tag, permalink: `${basePath}/${encodeUrlPath(slugify(tag))}` };
  const permalink = tag.permalink.startsWith('/') ? tag.permalink : `/${tag.permalink}`;
  return { label: tag.label, permalink: `${basePath}${encodeUrlPath(permalink)}`, description: tag.description };
}

/** Groups items by tag permalink, tags sorted by label. */
export function groupByTag<T extends { tags: Tag[] }>(items: T[]): Array<{ tag: Tag; items: T[] }> {
  const groups = new Map<string, { tag: Tag; items: T[] }>();
  for (const item of items) {
    for (const tag of item.tags) {
      const group = groups.get(tag.permalink) ?? { tag, items: [] };
      group.items.push(item);
      groups.set(tag.permalink, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
}
