import { describe, expect, it } from 'vitest';
import { build } from '../../../../src/pipeline/build.js';
import { formatError } from '../../../../src/errors/formatError.js';
import { buildError, siteError, writeSite } from '../../helpers.js';

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
      "blog/2025-02-01-other.md:3  Unexpected duplicate slug \`2025/01/01/hello\`, also the slug of \`blog/2025-01-01-hello.md\`, expected one post per slug
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

  it('builds a post dated in front matter on a day its month does not have on the next day, with a warning at its line', async () => {
    const post = '---\ntitle: Leap\ndate: 2017-02-29 11:00:00\n---\n\nText.\n\n<!-- truncate -->\n';
    const site = await writeSite({ 'blog/leap.md': post, 'docs/intro.md': '# Intro\n' });
    const result = await build({ siteDir: site, write: false });
    expect(result.pages.find((page) => page.permalink === '/b/blog/leap')).toBeDefined();
    expect(result.warnings.map((warning) => formatError(warning))).toContainEqual(
      expect.stringContaining('blog/leap.md:3  Unexpected date `2017-02-29 11:00:00` in front matter `date`, a day its month does not have: read as 2017-03-01, as Docusaurus reads it'),
    );
  });

  it('rejects a post whose table of contents minimum is above its maximum, at the line of the key', async () => {
    const post = '---\ntitle: Levels\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n\nText.\n\n<!-- truncate -->\n';
    const site = await writeSite({ 'blog/2025-01-01-levels.md': post, 'docs/intro.md': '# Intro\n' });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "blog/2025-01-01-levels.md:3  Unexpected \`toc_min_heading_level: 4\` above \`toc_max_heading_level: 3\`, expected a minimum level at or below the maximum
        hint: The table of contents lists the headings from the minimum level to the maximum (2 is \`##\`); with the minimum above the maximum it would be empty. Swap the values, or set both.   [toc-heading-levels]

      ✗ 1 problem found"
    `);
  });

  it('reports a broken authors.yml alone, with its line, not as unknown authors in the posts that use it', async () => {
    const post = '---\ntitle: Hello\nauthors: [ada]\ntags: [news]\n---\n\nText.\n\n<!-- truncate -->\n';
    const broken = await writeSite({ 'blog/2025-01-01-hello.md': post, 'blog/authors.yml': 'ada:\n  name: Ada\n   title: Engineer\n', 'docs/intro.md': '# Intro\n' });
    expect(await siteError(broken)).toMatchInlineSnapshot(`
      "blog/authors.yml:2:9  Unexpected invalid YAML: Nested mappings are not allowed in compact mappings
        hint: Fix the file; every post that names one of its authors depends on it.   [blog-data-syntax]

      ✗ 1 problem found"
    `);
    const wrongShape = await writeSite({ 'blog/2025-01-01-hello.md': post, 'blog/authors.yml': 'bob:\n  name: Bob\nada: Ada Lovelace\n', 'docs/intro.md': '# Intro\n' });
    expect(await siteError(wrongShape)).toMatchInlineSnapshot(`
      "blog/authors.yml:3  Unexpected "Ada Lovelace" for \`ada\`, expected object
        hint: An author has \`name\`, and optionally \`title\`, \`url\`, \`image_url\`, \`page: true\` and \`socials\` (platform: handle).   [blog-author-invalid]

      ✗ 1 problem found"
    `);
    const list = await writeSite({ 'blog/2025-01-01-hello.md': post, 'blog/authors.json': '[{ "name": "Ada" }]', 'docs/intro.md': '# Intro\n' });
    expect(await siteError(list)).toMatchInlineSnapshot(`
      "blog/authors.json:1  Unexpected a list, expected a mapping of keys to entries
        hint: Write one entry per key, e.g. \`key:\` followed by its indented fields.   [blog-data-invalid]

      ✗ 1 problem found"
    `);
  });

  it('reports a broken tags.yml or authors.json alone, with its line', async () => {
    const post = '---\ntitle: Hello\nauthors: [ada]\ntags: [news]\n---\n\nText.\n\n<!-- truncate -->\n';
    const tags = await writeSite({ 'blog/2025-01-01-hello.md': post, 'blog/authors.yml': 'ada:\n  name: Ada\n', 'blog/tags.yml': 'news:\n  label: News\n  colour: red\n', 'docs/intro.md': '# Intro\n' });
    expect(await siteError(tags)).toMatchInlineSnapshot(`
      "blog/tags.yml:3  Unexpected key \`colour\` for \`news\`, expected a tag with optional \`label\`, \`permalink\` and \`description\` strings
        hint: Write each tag as \`key:\` with indented \`label:\`, \`permalink:\` and \`description:\` lines, or just \`key:\`.   [blog-tag-invalid]

      ✗ 1 problem found"
    `);
    const json = await writeSite({ 'blog/2025-01-01-hello.md': post, 'blog/authors.json': '{\n  "ada": { "name": "Ada" },\n  "bob" { "name": "Bob" }\n}\n', 'docs/intro.md': '# Intro\n' });
    expect(await siteError(json)).toMatchInlineSnapshot(`
      "blog/authors.json:3:9  Unexpected invalid JSON: Unexpected token '{'
        hint: Fix the file; every post that names one of its authors depends on it.   [blog-data-syntax]

      ✗ 1 problem found"
    `);
  });
});
