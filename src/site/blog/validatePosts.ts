import type { BlogConfig } from '../../config/types.js';
import { HexsiteError } from '../../errors/HexsiteError.js';
import type { BlogPost } from './types.js';
import { reportUnder } from '../../errors/policy.js';

/** First URL segments the blog's own pages use (`/blog/tags`, `/blog/page/2`…). */
const RESERVED = ['page', 'tags', 'authors', 'archive'];

/**
 * Checks the posts as a whole: two posts with one URL, or a post on a URL of the blog's own
 * pages, are errors naming the files; a listed post without a truncate marker is reported
 * per `onUntruncatedBlogPosts`.
 */
export function validatePosts(posts: BlogPost[], blog: BlogConfig): { errors: HexsiteError[]; warnings: HexsiteError[] } {
  const errors: HexsiteError[] = [];
  const warnings: HexsiteError[] = [];
  const byPermalink = new Map<string, BlogPost>();
  for (const post of [...posts].sort((a, b) => a.file.localeCompare(b.file, 'en'))) {
    const other = byPermalink.get(post.permalink);
    if (other) {
      errors.push(
        new HexsiteError(`Unexpected duplicate slug \`${post.slug}\`, also the slug of \`${other.file}\`, expected one post per slug`, {
          file: post.file,
          line: post.slugLine,
          ruleId: 'blog-duplicate-slug',
          hint: `Give one of the two posts another \`slug\` in its front matter, or rename its file.`,
        }),
      );
    } else byPermalink.set(post.permalink, post);
    const first = post.slug.split('/')[0];
    if (first === '' || RESERVED.includes(first)) {
      errors.push(
        new HexsiteError(`Unexpected slug \`${post.slug}\`, expected a slug other than those of the blog's own pages (${RESERVED.join(', ')})`, {
          file: post.file,
          line: post.slugLine,
          ruleId: 'blog-reserved-slug',
          hint: 'Choose another `slug` in the front matter.',
        }),
      );
    }
  }
  if (blog.onUntruncatedBlogPosts !== 'ignore') {
    for (const post of posts) {
      if (post.unlisted || post.summary.truncated) continue;
      const problem = new HexsiteError('Unexpected post without a `<!-- truncate -->` marker, expected one where the excerpt shown on list pages should end', {
        file: post.file,
        ruleId: 'blog-untruncated',
        hint: "Add `<!-- truncate -->` on its own line after the opening paragraphs, or set blog.onUntruncatedBlogPosts to 'ignore'.",
      });
      reportUnder(problem, blog.onUntruncatedBlogPosts, { errors, warnings });
    }
  }
  return { errors, warnings };
}
