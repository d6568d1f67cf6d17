import type { BlogArchivePage, BlogAuthorsPage, BlogTagsPage } from '../src/site/types.js';
import { BlogAuthor } from '../theme/components/BlogAuthor.js';
import { BlogLayout } from '../theme/components/BlogLayout.js';
import { TagsIndex } from '../theme/components/TagsIndex.js';
import { useTranslate } from '../theme/components/SiteContext.js';

/** `/blog/archive`: every listed post by year. */
export function BlogArchiveTemplate({ page }: { page: BlogArchivePage }) {
  const translate = useTranslate();
  return (
    <div className="blog-archive-page">
      <header className="blog-archive__hero">
        <div className="container">
          <h1>{page.title}</h1>
          <p>{page.description}</p>
        </div>
      </header>
      <main className="container blog-archive">
        {page.years.map((year) => (
          <section key={year.year} className="blog-archive__year">
            <h3 id={year.year} className="anchor">
              {year.year}
              <a className="hash-link" href={`#${year.year}`} aria-label={translate('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: year.year })} title={translate('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: year.year })} />
            </h3>
            <ul>
              {year.posts.map((post) => (
                <li key={post.permalink}>
                  <a href={post.permalink}>
                    <time dateTime={post.date}>{post.monthDay}</time> - {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}

/** `/blog/tags`: every tag with its count. */
export function BlogTagsTemplate({ page }: { page: BlogTagsPage }) {
  return (
    <BlogLayout sidebar={page.blogSidebar}>
      <h1>{page.title}</h1>
      <TagsIndex tags={page.tags} />
    </BlogLayout>
  );
}

/** `/blog/authors`: the authors with a page, and how many posts each wrote. */
export function BlogAuthorsTemplate({ page }: { page: BlogAuthorsPage }) {
  return (
    <BlogLayout sidebar={page.blogSidebar}>
      <h1>{page.title}</h1>
      <ul className="blog-authors">
        {page.authors.map((author) => (
          <li key={author.key ?? author.name} className="blog-authors__item">
            <BlogAuthor author={author} as="h2" count={author.count} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
