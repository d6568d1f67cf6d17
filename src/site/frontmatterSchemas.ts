import * as z from 'zod';
import { safeUrlSchema } from '../util/safeUrl.js';
import { frontmatterKeyLine } from '../content/frontmatter.js';
import type { ContentEntry } from '../content/types.js';
import { CHECK_FEW, describeIssue } from '../errors/describeIssue.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { knownKeysAt } from '../config/schemaKeys.js';
import { closest } from '../util/closest.js';

const tagList = z.array(z.union([z.string(), z.strictObject({ label: z.string(), permalink: z.string(), description: z.string().optional() })]));
const headingLevel = z.number().int().min(2).max(6);

/** Front matter of a doc. Unknown keys are allowed (other tools may read them); known keys are typed. */
export const docFrontmatterSchema = z.looseObject({
  id: z.string().regex(/^[^/]+$/, 'expected an id without "/"').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  tags: tagList.optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  custom_edit_url: safeUrlSchema().nullable().optional(),
  pagination_label: z.string().optional(),
  format: z.enum(['md', 'mdx', 'detect']).optional(),
});
export type DocFrontmatter = z.output<typeof docFrontmatterSchema>;

/** Front matter of a standalone Markdown page. */
export const pageFrontmatterSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  slug: z.string().optional(),
  unlisted: z.boolean().optional(),
  draft: z.boolean().optional(),
  format: z.enum(['md', 'mdx', 'detect']).optional(),
});
export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;

/**
 * Validates an entry's front matter; every problem names the file, the key's line and what
 * was expected. Returns the typed value, without the keys that were wrong. Unknown keys stay
 * allowed (other tools may read them), but one a letter or two from a known key is most likely
 * a typo that would be ignored without a word: a warning with the key it resembles.
 */
export function validateFrontmatter<T extends z.ZodType>(
  schema: T,
  entry: ContentEntry,
  frontmatter: Record<string, unknown>,
): { value: z.output<T>; errors: HexsiteError[]; warnings: HexsiteError[] } {
  const warnings = misspeltKeys(schema, entry, frontmatter);
  const result = schema.safeParse(frontmatter, { reportInput: true });
  if (result.success) return { value: result.data, errors: [], warnings };
  const badKeys = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const errors = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const { found, expected } = describeIssue(issue);
    return new HexsiteError(`Unexpected ${found} for front matter \`${issue.path.join('.')}\`, ${expected}`, {
      file: entry.file,
      line: frontmatterKeyLine(entry.head, key),
      ruleId: 'frontmatter-invalid',
      hint: 'Fix the value in the front matter at the top of the file.',
    });
  });
  // The page is still built without the bad keys, so one typo does not cascade into
  // "unknown doc id" errors elsewhere.
  const cleaned = Object.fromEntries(Object.entries(frontmatter).filter(([key]) => !badKeys.has(key)));
  const fallback = schema.safeParse(cleaned);
  return { value: (fallback.success ? fallback.data : {}) as z.output<T>, errors, warnings };
}

// The keys of each schema, listed once: `validateFrontmatter` runs for every page.
const knownKeysBySchema = new WeakMap<z.ZodType, Set<string>>();

function knownKeysOf(schema: z.ZodType): Set<string> {
  let known = knownKeysBySchema.get(schema);
  if (!known) knownKeysBySchema.set(schema, (known = new Set(knownKeysAt(schema, []))));
  return known;
}

/** Unknown keys close to a known one (`sidebar_positon`), each a warning naming the known key. */
function misspeltKeys(schema: z.ZodType, entry: ContentEntry, frontmatter: Record<string, unknown>): HexsiteError[] {
  const known = knownKeysOf(schema);
  const warnings: HexsiteError[] = [];
  for (const key of Object.keys(frontmatter)) {
    if (known.has(key)) continue;
    const near = closest(key, known, 1)[0];
    if (!near) continue;
    warnings.push(
      new HexsiteError(`Unexpected unknown front matter key \`${key}\`, expected a key hexsite knows; it is ignored`, {
        file: entry.file,
        line: frontmatterKeyLine(entry.head, key),
        ruleId: 'frontmatter-unknown-key',
        hint: `Did you mean \`${near}\`? The front matter keys are listed in docs/frontmatter.md.`,
      }),
    );
  }
  return warnings;
}

/** The heading levels a page's table of contents spans, from its front matter or else the config. */
export interface TocLevels {
  min: number;
  max: number;
}

/**
 * Resolves `toc_min_heading_level` and `toc_max_heading_level` (docs and blog posts), each
 * falling back to the config's `tableOfContents`. A minimum above the maximum would leave the
 * table of contents empty without a word: an error at the line of the front matter key.
 */
export function resolveTocLevels(
  entry: ContentEntry,
  frontmatter: { toc_min_heading_level?: number; toc_max_heading_level?: number },
  defaults: { minHeadingLevel: number; maxHeadingLevel: number },
): { levels: TocLevels; errors: HexsiteError[] } {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = frontmatter;
  const levels = { min: min ?? defaults.minHeadingLevel, max: max ?? defaults.maxHeadingLevel };
  // Without either key the levels are the config's, which the config's own schema checks.
  if (levels.min <= levels.max || (min === undefined && max === undefined)) return { levels, errors: [] };
  const reason =
    min !== undefined
      ? `Unexpected \`toc_min_heading_level: ${levels.min}\` above ${max !== undefined ? `\`toc_max_heading_level: ${levels.max}\`` : `the config's \`tableOfContents.maxHeadingLevel\` (${levels.max})`}, expected a minimum level at or below the maximum`
      : `Unexpected \`toc_max_heading_level: ${levels.max}\` below the config's \`tableOfContents.minHeadingLevel\` (${levels.min}), expected a maximum level at or above the minimum`;
  const error = new HexsiteError(reason, {
    file: entry.file,
    line: frontmatterKeyLine(entry.head, min !== undefined ? 'toc_min_heading_level' : 'toc_max_heading_level'),
    ruleId: 'toc-heading-levels',
    hint: 'The table of contents lists the headings from the minimum level to the maximum (2 is `##`); with the minimum above the maximum it would be empty. Swap the values, or set both.',
  });
  return { levels, errors: [error] };
}

/** `_category_.json` / `_category_.yml` of a docs folder. */
export const categorySchema = z.looseObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: z
    .union([
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.strictObject({ type: z.literal('generated-index'), slug: z.string().optional(), title: z.string().optional(), description: z.string().optional() }),
      z.null(),
    ])
    .optional(),
});

/** Checks the category files: a wrong shape would otherwise surface as a confusing error far away. */
export function validateCategories(categories: Array<{ file: string } & Record<string, unknown>>): HexsiteError[] {
  return categories.flatMap((category) => {
    const { file, dir: _dir, ...value } = category;
    const result = categorySchema.safeParse(value, CHECK_FEW);
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const { found, expected } = describeIssue(issue);
      return new HexsiteError(`Unexpected ${found} for \`${issue.path.join('.') || 'link'}\`, ${expected}`, {
        file,
        ruleId: 'category-invalid',
        hint: 'A category file holds label, position, collapsed, collapsible, description and link: { type: doc, id } or { type: generated-index }.',
      });
    });
  });
}
