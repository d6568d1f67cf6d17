import { describe, expect, it } from 'vitest';
import { buildError } from '../../helpers.js';

describe('site/blog validation', () => {
  it('rejects an unknown author key, naming the post, the `authors` line and the known keys', async () => {
    expect(await buildError('blog-unknown-author')).toMatchInlineSnapshot(`
      "blog/2025-01-01-typo.md:3  Unexpected unknown author key \`adda\`, expected a key of \`blog/authors.yml\`: \`ada\`, \`bob\`
        hint: Did you mean \`ada\`? Fix the key, or add the author to \`blog/authors.yml\`.   [blog-unknown-author]

      ✗ 1 problem found"
    `);
  });

  it("turns inline tags, inline authors and untruncated posts into errors when the options say 'throw'", async () => {
    expect(await buildError('blog-strict-options')).toMatchInlineSnapshot(`
      "blog/2025-01-01-inline.md  Unexpected post without a \`<!-- truncate -->\` marker, expected one where the excerpt shown on list pages should end
        hint: Add \`<!-- truncate -->\` on its own line after the opening paragraphs, or set blog.onUntruncatedBlogPosts to 'ignore'.   [blog-untruncated]

      blog/2025-01-01-inline.md:3  Unexpected inline author "Guest Writer", expected a key of \`blog/authors.yml\`: \`ada\`, \`bob\`
        hint: Add the author to \`blog/authors.yml\` and write its key in \`authors\`, or set blog.onInlineAuthors to 'ignore'.   [blog-inline-author]

      blog/2025-01-01-inline.md:5  Unexpected inline tag "Surprise", expected a key of \`blog/tags.yml\`: \`release\`
        hint: Use a key of \`blog/tags.yml\`, add the tag there, or set blog.onInlineTags to 'ignore'.   [blog-inline-tag]

      ✗ 3 problems found"
    `);
  });

  it('rejects two posts with one slug, naming both files, and slugs of the blog\'s own pages', async () => {
    expect(await buildError('blog-duplicate-slug')).toMatchInlineSnapshot(`
      "blog/2025-02-01-other.md:3  Unexpected duplicate slug \`hello\`, also the slug of \`blog/2025-01-01-hello.md\`, expected one post per slug
        hint: Give one of the two posts another \`slug\` in its front matter, or rename its file.   [blog-duplicate-slug]

      blog/2025-03-01-tags-page.md:3  Unexpected slug \`tags\`, expected a slug other than those of the blog's own pages (page, tags, authors, archive)
        hint: Choose another \`slug\` in the front matter.   [blog-reserved-slug]

      ✗ 2 problems found"
    `);
  });

  it('rejects dates that are not real days, in the file name or the front matter, and posts without a date', async () => {
    expect(await buildError('blog-bad-date')).toMatchInlineSnapshot(`
      "blog/2025-01-01-bad-front-matter-date.md:3  Unexpected date \`2025-13-01\` in front matter \`date\`, expected a real day as YYYY-MM-DD (optionally with a time, e.g. 2025-05-19T10:30)
        hint: Fix the date in the front matter, or remove it to use the date of the file name.   [blog-bad-date]

      blog/2025-02-30-no-such-day.md  Unexpected date \`2025-02-30\` in the file name, expected a real day as YYYY-MM-DD
        hint: Rename the file (\`YYYY-MM-DD-slug.md\`), or set \`date\` in the front matter.   [blog-bad-date]

      blog/undated.md  Unexpected post without a date, expected a file name starting with YYYY-MM-DD- or a \`date\` in the front matter
        hint: Rename the file to \`YYYY-MM-DD-slug.md\` (or the folder to \`YYYY-MM-DD-slug/\`), or add \`date: YYYY-MM-DD\` to the front matter.   [blog-missing-date]

      ✗ 3 problems found"
    `);
  });
});
