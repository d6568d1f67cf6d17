import * as z from 'zod';
import { HexsiteError } from '../../errors/HexsiteError.js';
import { createTag } from '../tags.js';
import type { Tag } from '../types.js';
import type { TagInput } from './blogFrontmatter.js';
import { validateEntries, type DataFile } from './dataFile.js';
import { reportUnder, type ProblemPolicy } from '../../errors/policy.js';

const tagEntry = z.strictObject({
  label: z.string().optional(),
  permalink: z.string().optional(),
  description: z.string().optional(),
});

/**
 * The tags of tags.yml by key, with their page URLs under `tagsBase`. A key without fields gets
 * its own name as label and its slug as permalink. A bad entry is an error naming the file and line.
 */
export function createTagsMap(options: { data: DataFile | null; tagsBase: string }): { tags: Map<string, Tag>; errors: HexsiteError[] } {
  const { data, tagsBase } = options;
  const tags = new Map<string, Tag>();
  if (!data) return { tags, errors: [] };
  const { entries, errors } = validateEntries(data, tagEntry, {
    ruleId: 'blog-tag-invalid',
    expected: 'expected a tag with optional `label`, `permalink` and `description` strings',
    hint: 'Write each tag as `key:` with indented `label:`, `permalink:` and `description:` lines, or just `key:`.',
  });
  for (const [key, entry] of entries) {
    const tag = entry.permalink ? createTag({ label: entry.label ?? key, permalink: entry.permalink }, tagsBase) : createTag(key, tagsBase);
    tags.set(key, { ...tag, label: entry.label ?? key, description: entry.description });
  }
  return { tags, errors };
}

/**
 * The tags of one post: keys of tags.yml, or inline tags (a label, or `{ label, permalink }`),
 * reported per `onInlineTags` when the blog has a tags file.
 */
export function resolvePostTags(options: {
  value: TagInput[] | undefined;
  tags: Map<string, Tag>;
  tagsFile: string | null;
  tagsBase: string;
  onInlineTags: ProblemPolicy;
  file: string;
  line?: number;
}): { tags: Tag[]; errors: HexsiteError[]; warnings: HexsiteError[] } {
  const { value, tags, tagsFile, tagsBase, onInlineTags, file, line } = options;
  const resolved: Tag[] = [];
  const errors: HexsiteError[] = [];
  const warnings: HexsiteError[] = [];
  for (const input of value ?? []) {
    const known = typeof input === 'string' ? tags.get(input) : undefined;
    if (known) {
      if (!resolved.some((tag) => tag.permalink === known.permalink)) resolved.push(known);
      continue;
    }
    const tag = createTag(input, tagsBase);
    if (!resolved.some((other) => other.permalink === tag.permalink)) resolved.push(tag);
    if (tagsFile && onInlineTags !== 'ignore') {
      const keys = [...tags.keys()].map((key) => `\`${key}\``).join(', ') || '(none)';
      const problem = new HexsiteError(`Unexpected inline tag "${tag.label}", expected a key of \`${tagsFile}\`: ${keys}`, {
        file,
        line,
        ruleId: 'blog-inline-tag',
        hint: `Use a key of \`${tagsFile}\`, add the tag there, or set blog.onInlineTags to 'ignore'.`,
      });
      reportUnder(problem, onInlineTags, { errors, warnings });
    }
  }
  return { tags: resolved, errors, warnings };
}
