import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogListPage, BlogPostPage, PageData } from '../../../../src/site/types.js';
import { buildFixture, embeddedData, pageHtml } from '../../helpers.js';

type Result = Awaited<ReturnType<typeof buildFixture>>;
let result: Result;

beforeAll(async () => {
  result = await buildFixture('blog-many-posts');
});

function page<K extends PageData['kind']>(permalink: string, kind: K): Extract<PageData, { kind: K }> {
  const route = result.model.routes.find((candidate) => candidate.page.permalink === permalink);
  if (!route) throw new Error(`no route ${permalink}`);
  expect(route.page.kind).toBe(kind);
  return route.page as Extract<PageData, { kind: K }>;
}

describe('site/blog/createBlog', () => {
  it('turns the blog on when the config has no `blog` key but the site has a blog/ folder', () => {
    expect(result.model.config.blog).toMatchObject({ path: 'blog', routeBasePath: 'blog', postsPerPage: 10 });
  });

  it('lists posts newest first, 10 per page, page 2 at /blog/page/2, with Newer/Older links', () => {
    const first = page('/site/blog', 'blogList');
    expect(first.posts.map((post) => post.title)).toEqual([
      'Tips & <Tricks>',
      'Not truncated',
      'Custom slug',
      'Guest post',
      'Inline tag',
      'Co-located image',
      'With headings',
      'A long read',
      'New year',
      'Late fall',
    ]);
    expect(first.paginator).toEqual({ page: 1, totalPages: 2, olderHref: '/site/blog/page/2' });
    const second = page('/site/blog/page/2', 'blogList');
    expect(second.posts.map((post) => post.title)).toEqual(['Summer update', 'First steps']);
    expect(second.paginator).toEqual({ page: 2, totalPages: 2, newerHref: '/site/blog' });
    const html = pageHtml(result, '/site/blog/page/2');
    expect(html).toContain('Newer entries');
    expect(html).not.toContain('Older entries');
    expect(html).toContain('aria-label="Blog list page navigation"');
  });

  it('titles the list "Blog" on every page and gives it the blog list classes', () => {
    for (const permalink of ['/site/blog', '/site/blog/page/2']) {
      const html = pageHtml(result, permalink);
      expect(html).toContain('<title>Blog | Fixture</title>');
      expect(html).toContain('class="blog-wrapper blog-list-page plugin-blog plugin-id-default"');
    }
  });

  it('shows the excerpt up to the truncate marker with a "Read more" link, and untruncated posts whole', () => {
    const html = pageHtml(result, '/site/blog');
    expect(html).toContain('Happy new year.');
    expect(html).not.toContain('Plans for the year.');
    expect(html).toContain('aria-label="Read more about New year"');
    expect(html).toContain('So lists show all of it.');
    expect(html).not.toContain('aria-label="Read more about Not truncated"');
    const list = page('/site/blog', 'blogList');
    expect(list.posts.find((post) => post.title === 'Not truncated')?.truncated).toBe(false);
  });

  it('renders excerpts with the same link rewrites as the post: .md links, base path, co-located images', () => {
    const html = pageHtml(result, '/site/blog');
    expect(html).toContain('href="/site/blog/2024/03/10/first-steps"');
    expect(html).toMatch(/src="\/site\/assets\/images\/diagram-[0-9a-f]+\.svg"/);
  });

  it('dates a post from its file name, or from front matter, and formats it in UTC', () => {
    const post = page('/site/blog/hello-custom', 'blogPost');
    expect(post.post.date).toBe('2025-04-02T00:00:00.000Z');
    expect(post.post.formattedDate).toBe('April 2, 2025');
    expect(pageHtml(result, '/site/blog/2024/03/10/first-steps')).toContain('<time dateTime="2024-03-10T00:00:00.000Z">March 10, 2024</time>');
  });

  it('shows the reading time: "One min read" for short posts, "5 min read" for 900 words', () => {
    expect(page('/site/blog/2025/01/05/new-year', 'blogPost').post.readingTime).toBe('One min read');
    expect(page('/site/blog/2025/01/20/long-read', 'blogPost').post.readingTime).toBe('5 min read');
    expect(pageHtml(result, '/site/blog/2025/01/20/long-read')).toMatch(/January 20, 2025<\/time> · (<!-- -->)?5 min read/);
  });

  it('builds each post at /blog/<slug> with its title, head tags and newer/older neighbours', () => {
    const post: BlogPostPage = page('/site/blog/2025/05/10/escapes', 'blogPost');
    expect(post.prev).toBeUndefined();
    expect(post.next).toEqual({ title: 'Not truncated', href: '/site/blog/2025/05/01/no-truncate' });
    expect(page('/site/blog/2024/03/10/first-steps', 'blogPost').next).toBeUndefined();
    const html = pageHtml(result, '/site/blog/2025/05/10/escapes');
    expect(html).toContain('<title>Tips &amp; &lt;Tricks&gt; | Fixture</title>');
    expect(html).toContain('class="blog-wrapper blog-post-page plugin-blog plugin-id-default"');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2025-05-10T00:00:00.000Z">');
    expect(html).toContain('<meta property="article:tag" content="Release">');
    expect(html).toContain('<meta property="article:author" content="https://ada.example.com">');
    expect(html).toContain('<meta name="keywords" content="tips,tricks">');
    expect(html).toContain('<span class="pagination__sublabel">Older post</span><span class="pagination__label">Not truncated<!-- --> »</span>');
    expect(html).not.toContain('Newer post');
    expect(html).toContain('href="/site/docs/intro"');
  });

  it('shows a table of contents for posts with h2/h3 headings only', () => {
    expect(page('/site/blog/2025/02/01/with-headings', 'blogPost').toc.map((item) => [item.text, item.children.map((child) => child.text)])).toEqual([
      ['Overview', ['Details']],
      ['Closing', []],
    ]);
    expect(page('/site/blog/2025/01/05/new-year', 'blogPost').toc).toEqual([]);
  });

  it('links authors to their page, or to their URL when they have none; two authors share the header', () => {
    const html = pageHtml(result, '/site/blog/2024/07/01/summer-update');
    expect(html).toContain('href="/site/blog/authors/ada"');
    expect(html).toContain('src="/site/img/ada.svg"');
    expect(html).toContain('href="https://bob.example.com" target="_blank"');
    expect(html).toContain('blog-post__authors--many');
    expect(html).toContain('href="https://github.com/ada"');
  });

  it('builds unlisted posts with noindex and a banner, and leaves them out of lists, tags, counts, sidebar and sitemap', () => {
    const html = pageHtml(result, '/site/blog/2025/05/15/unlisted');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('This page is unlisted.');
    const listed = result.model.routes.flatMap((route) => ('posts' in route.page ? route.page.posts.map((post) => post.title) : []));
    expect(listed).not.toContain('Unlisted post');
    expect(page('/site/blog/tags/release', 'blogTag').title).toBe('4 posts tagged with "Release"');
    expect(page('/site/blog', 'blogList').blogSidebar?.groups.flatMap((group) => group.items.map((item) => item.title))).not.toContain('Unlisted post');
    const sitemap = result.files.find((file) => file.path === 'sitemap.xml');
    expect(sitemap && 'contents' in sitemap ? String(sitemap.contents) : '').not.toContain('/blog/2025/05/15/unlisted');
  });

  it('does not build drafts', () => {
    expect(result.pages.some((candidate) => candidate.permalink === '/site/blog/2025/05/20/draft')).toBe(false);
  });

  it('shows the 5 newest posts in the "Recent posts" sidebar by year, marking the current post', () => {
    const sidebar = page('/site/blog/2024/03/10/first-steps', 'blogPost').blogSidebar;
    expect(sidebar).toEqual({
      title: 'Recent posts',
      groups: [
        {
          year: '2025',
          items: [
            { title: 'Tips & <Tricks>', href: '/site/blog/2025/05/10/escapes' },
            { title: 'Not truncated', href: '/site/blog/2025/05/01/no-truncate' },
            { title: 'Custom slug', href: '/site/blog/hello-custom' },
            { title: 'Guest post', href: '/site/blog/2025/03/10/inline-author' },
            { title: 'Inline tag', href: '/site/blog/2025/03/01/inline-tag' },
          ],
        },
      ],
    });
    expect(pageHtml(result, '/site/blog/hello-custom')).toContain('href="/site/blog/hello-custom" class="blog-sidebar__link is-active" aria-current="page"');
  });

  it('lists tags with counts at /blog/tags, using tags.yml labels and permalinks and inline tags', () => {
    const tags = page('/site/blog/tags', 'blogTags');
    expect(tags.tags.map((tag) => [tag.label, tag.permalink, tag.count])).toEqual([
      ['Release', '/site/blog/tags/release', 4],
      ['Shiny New', '/site/blog/tags/shiny-new', 1],
      ['Tutorial', '/site/blog/tags/tutorial', 1],
    ]);
    expect(pageHtml(result, '/site/blog/tags')).toContain('<title>Tags | Fixture</title>');
  });

  it('titles a tag page by count and label, with the description and a "View All Tags" link', () => {
    const html = pageHtml(result, '/site/blog/tags/tutorial');
    expect(html).toContain('<title>One post tagged with "Tutorial" | Fixture</title>');
    expect(html).toContain('Step by step.');
    expect(html).toContain('View All Tags');
    expect(html).toContain('class="blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default"');
  });

  it('makes author pages for `page: true` authors, paginated at <author>/authors/2', () => {
    const authors = page('/site/blog/authors', 'blogAuthors');
    expect(authors.authors.map((author) => [author.name, author.count])).toEqual([['Ada Lovelace', 11]]);
    const ada = page('/site/blog/authors/ada', 'blogAuthor');
    expect(ada.title).toBe('Ada Lovelace - 11 posts');
    expect(ada.posts).toHaveLength(10);
    expect(page('/site/blog/authors/ada/authors/2', 'blogAuthor').posts.map((post) => post.title)).toEqual(['First steps']);
    expect(result.pages.some((candidate) => candidate.permalink === '/site/blog/authors/bob')).toBe(false);
    const html = pageHtml(result, '/site/blog/authors/ada');
    expect(html).toContain('<title>Ada Lovelace - 11 posts | Fixture</title>');
    expect(html).toContain('View all authors');
  });

  it('groups the archive by year, newest year first and oldest post first within a year', () => {
    const archive = page('/site/blog/archive', 'blogArchive');
    expect(archive.years.map((year) => [year.year, year.posts.map((post) => post.monthDay)])).toEqual([
      ['2025', ['January 5', 'January 20', 'February 1', 'February 15', 'March 1', 'March 10', 'April 2', 'May 1', 'May 10']],
      ['2024', ['March 10', 'July 1', 'November 20']],
    ]);
    const html = pageHtml(result, '/site/blog/archive');
    expect(html).toContain('<title>Archive | Fixture</title>');
    expect(html).toContain('class="plugin-blog plugin-id-default"');
  });

  it('resolves relative .md links between posts', () => {
    expect(pageHtml(result, '/site/blog/2025/02/01/with-headings')).toContain('<a href="/site/blog/2024/03/10/first-steps">the first post</a>');
  });

  it('links the feeds from the head of every page', () => {
    for (const permalink of ['/site/blog', '/site/blog/2024/03/10/first-steps', '/site/docs/intro']) {
      const html = pageHtml(result, permalink);
      expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/site/blog/rss.xml" title="Fixture RSS Feed">');
      expect(html).toContain('<link rel="alternate" type="application/atom+xml" href="/site/blog/atom.xml" title="Fixture Atom Feed">');
      expect(html).toContain('<link rel="alternate" type="application/json" href="/site/blog/feed.json" title="Fixture JSON Feed">');
    }
  });

  it('warns about inline tags, inline authors and untruncated posts, naming the file', () => {
    expect(result.warnings.map((warning) => [warning.ruleId, warning.file, warning.line])).toEqual(
      expect.arrayContaining([
        ['blog-inline-tag', 'blog/2025-03-01-inline-tag.md', 4],
        ['blog-inline-author', 'blog/2025-03-10-inline-author.md', 3],
        ['blog-untruncated', 'blog/2025-05-01-no-truncate.md', undefined],
      ]),
    );
    expect(result.warnings.filter((warning) => warning.ruleId.startsWith('blog-'))).toHaveLength(3);
  });

  it('gives list pages their excerpts in the page data, for client navigation', () => {
    const list = result.pages.find((candidate) => candidate.permalink === '/site/blog');
    expect(list).toBeDefined();
    const parsed = embeddedData(list!.html).page as unknown as BlogListPage;
    expect(parsed.posts[0].contentHtml).toContain('Characters that XML must escape');
  });
});
