import * as z from 'zod';
import { safeUrlSchema } from '../../util/safeUrl.js';

const inlineAuthor = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  url: safeUrlSchema().optional(),
  image_url: safeUrlSchema({ image: true }).optional(),
  email: z.string().optional(),
});
const tag = z.union([z.string(), z.strictObject({ label: z.string(), permalink: z.string(), description: z.string().optional() })]);

/** An author as written in a post: a key of authors.yml, or the author itself. */
export type AuthorInput = string | z.output<typeof inlineAuthor>;
/** A tag as written in a post: a key of tags.yml (or an inline label), or a full tag. */
export type TagInput = z.output<typeof tag>;

/** Front matter of a blog post. Unknown keys are allowed; known keys are typed. */
export const blogFrontmatterSchema = z.looseObject({
  slug: z.string().optional(),
  title: z.string().optional(),
  authors: z.union([z.string(), inlineAuthor, z.array(z.union([z.string(), inlineAuthor]))]).optional(),
  tags: z.array(tag).optional(),
  // YAML 1.2 reads `2025-05-19` as a string; a YAML 1.1 tool may hand over a Date.
  date: z.union([z.string(), z.date()]).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  description: z.string().optional(),
  image: safeUrlSchema({ image: true }).optional(),
  keywords: z.array(z.string()).optional(),
  format: z.enum(['md', 'mdx', 'detect']).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  custom_edit_url: safeUrlSchema().nullable().optional(),
  /** When and by whom the page was last changed, instead of its last commit. */
  last_update: z.strictObject({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() }).optional(),
});
export type BlogFrontmatter = z.output<typeof blogFrontmatterSchema>;

/** The front matter `authors` value as a list. */
export function authorInputs(value: BlogFrontmatter['authors']): AuthorInput[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
