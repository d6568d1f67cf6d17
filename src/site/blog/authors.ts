import * as z from 'zod';
import { safeUrlSchema } from '../../util/safeUrl.js';
import { HexsiteError } from '../../errors/HexsiteError.js';
import { closest } from '../../util/closest.js';
import { withBase } from '../configLinks.js';
import { authorInputs, type BlogFrontmatter } from './blogFrontmatter.js';
import { validateEntries, type DataFile } from './dataFile.js';
import type { BlogAuthor, BlogAuthorSocial } from './pageTypes.js';
import { encodeUrlPath, hasScheme } from '../../util/url.js';
import { reportUnder, type ProblemPolicy } from '../../errors/policy.js';

const authorEntry = z.looseObject({
  name: z.string().optional(),
  title: z.string().optional(),
  url: safeUrlSchema().optional(),
  image_url: safeUrlSchema({ image: true }).optional(),
  email: z.string().optional(),
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
  socials: z.record(z.string(), safeUrlSchema()).optional(),
});

/** Profile URL prefixes of the platforms `socials` may name by handle. */
const PLATFORMS: Record<string, { label: string; prefix: string }> = {
  github: { label: 'GitHub', prefix: 'https://github.com/' },
  x: { label: 'X', prefix: 'https://x.com/' },
  twitter: { label: 'Twitter', prefix: 'https://twitter.com/' },
  linkedin: { label: 'LinkedIn', prefix: 'https://www.linkedin.com/in/' },
  stackoverflow: { label: 'Stack Overflow', prefix: 'https://stackoverflow.com/users/' },
  bluesky: { label: 'Bluesky', prefix: 'https://bsky.app/profile/' },
  instagram: { label: 'Instagram', prefix: 'https://www.instagram.com/' },
  threads: { label: 'Threads', prefix: 'https://www.threads.net/@' },
  mastodon: { label: 'Mastodon', prefix: 'https://mastodon.social/@' },
  youtube: { label: 'YouTube', prefix: 'https://www.youtube.com/@' },
  twitch: { label: 'Twitch', prefix: 'https://www.twitch.tv/' },
};

/**
 * The authors of authors.yml by key. An entry that is not a valid author is an error naming the
 * file, the key's line and the field.
 */
export function createAuthorsMap(options: { data: DataFile | null; baseUrl: string; blogBase: string }): { authors: Map<string, BlogAuthor>; errors: HexsiteError[] } {
  const { data, baseUrl, blogBase } = options;
  const authors = new Map<string, BlogAuthor>();
  if (!data) return { authors, errors: [] };
  const { entries, errors } = validateEntries(data, authorEntry, {
    ruleId: 'blog-author-invalid',
    hint: 'An author has `name`, and optionally `title`, `url`, `image_url`, `page: true` and `socials` (platform: handle).',
  });
  for (const [key, entry] of entries) {
    const page = entry.page === true ? key : entry.page ? entry.page.permalink.replace(/^\/+|\/+$/g, '') : undefined;
    authors.set(key, {
      key,
      name: entry.name ?? key,
      title: entry.title,
      url: entry.url,
      imageUrl: entry.image_url && withBase(baseUrl, entry.image_url),
      permalink: page ? `${blogBase}/authors/${encodeUrlPath(page)}` : undefined,
      socials: Object.entries(entry.socials ?? {}).map(([platform, handle]) => createSocial(platform, handle)),
    });
  }
  return { authors, errors };
}

function createSocial(platform: string, handle: string): BlogAuthorSocial {
  const known = PLATFORMS[platform.toLowerCase()];
  const label = known?.label ?? platform.charAt(0).toUpperCase() + platform.slice(1);
  const url = hasScheme(handle) || !known ? handle : `${known.prefix}${handle.replace(/^@/, '')}`;
  return { platform, label, url };
}

/**
 * The authors of one post. A key missing from authors.yml is an error that lists the known keys;
 * an inline author is reported per `onInlineAuthors` when the blog has an authors file.
 */
export function resolvePostAuthors(options: {
  value: BlogFrontmatter['authors'];
  authors: Map<string, BlogAuthor>;
  /** The authors file, when the blog has one. */
  authorsFile: string | null;
  onInlineAuthors: ProblemPolicy;
  baseUrl: string;
  file: string;
  line?: number;
}): { authors: BlogAuthor[]; errors: HexsiteError[]; warnings: HexsiteError[] } {
  const { value, authors, authorsFile, onInlineAuthors, baseUrl, file, line } = options;
  const resolved: BlogAuthor[] = [];
  const errors: HexsiteError[] = [];
  const warnings: HexsiteError[] = [];
  for (const input of authorInputs(value)) {
    if (typeof input === 'string') {
      const author = authors.get(input);
      if (author) resolved.push(author);
      else errors.push(unknownAuthorError({ key: input, known: [...authors.keys()], authorsFile, file, line }));
      continue;
    }
    resolved.push({ name: input.name, title: input.title, url: input.url, imageUrl: input.image_url && withBase(baseUrl, input.image_url), socials: [] });
    if (authorsFile && onInlineAuthors !== 'ignore') {
      const keys = [...authors.keys()].map((key) => `\`${key}\``).join(', ') || '(none)';
      const problem = new HexsiteError(`Unexpected inline author "${input.name}", expected a key of \`${authorsFile}\`: ${keys}`, {
        file,
        line,
        ruleId: 'blog-inline-author',
        hint: `Add the author to \`${authorsFile}\` and write its key in \`authors\`, or set blog.onInlineAuthors to 'ignore'.`,
      });
      reportUnder(problem, onInlineAuthors, { errors, warnings });
    }
  }
  return { authors: resolved, errors, warnings };
}

function unknownAuthorError(options: { key: string; known: string[]; authorsFile: string | null; file: string; line?: number }): HexsiteError {
  const { key, known, authorsFile, file, line } = options;
  const where = authorsFile ?? 'blog/authors.yml';
  const near = closest(key, known);
  const list = known.length ? known.map((name) => `\`${name}\``).join(', ') : '(none)';
  return new HexsiteError(`Unexpected unknown author key \`${key}\`, expected a key of \`${where}\`: ${list}`, {
    file,
    line,
    ruleId: 'blog-unknown-author',
    hint: near.length
      ? `Did you mean ${near.map((name) => `\`${name}\``).join(' or ')}? Fix the key, or add the author to \`${where}\`.`
      : `Add the author to \`${where}\`, or write it inline: \`authors: [{ name: …, url: … }]\`.`,
  });
}
