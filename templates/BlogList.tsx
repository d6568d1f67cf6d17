import type { BlogAuthorPage, BlogListPage, BlogTagPage } from '../src/site/types.js';
import { BlogAuthor } from '../theme/components/BlogAuthor.js';
import { BlogLayout } from '../theme/components/BlogLayout.js';
import { BlogListPaginator } from '../theme/components/BlogListPaginator.js';
import { BlogPostItems } from '../theme/components/BlogPostItem.js';
import { useTranslate } from '../theme/components/SiteContext.js';

/** `/blog` and `/blog/page/N`: the newest posts with their excerpts. */
export function BlogListTemplate({ page }: { page: BlogListPage }) {
  return (
    <BlogLayout sidebar={page.blogSidebar}>
      <h1 className="blog-list__title">{page.title}</h1>
      <BlogPostItems posts={page.posts} />
      <BlogListPaginator paginator={page.paginator} />
    </BlogLayout>
  );
}

/** `/blog/tags/<tag>`: the posts with one tag. */
export function BlogTagTemplate({ page }: { page: BlogTagPage }) {
  const translate = useTranslate();
  return (
    <BlogLayout sidebar={page.blogSidebar}>
      <header className="blog-list-header">
        <h1>{page.title}</h1>
        {page.tag.description && <p>{page.tag.description}</p>}
        <a href={page.allTagsHref}>{translate('theme.tags.tagsPageLink', 'View All Tags')}</a>
      </header>
      <BlogPostItems posts={page.posts} />
      <BlogListPaginator paginator={page.paginator} />
    </BlogLayout>
  );
}

/** `/blog/authors/<key>`: one author and their posts. */
export function BlogAuthorTemplate({ page }: { page: BlogAuthorPage }) {
  const translate = useTranslate();
  return (
    <BlogLayout sidebar={page.blogSidebar}>
      <header className="blog-list-header blog-list-header--author">
        <BlogAuthor author={page.author} as="h1" />
        <a href={page.allAuthorsHref}>{translate('theme.blog.authorsList.viewAll', 'View all authors')}</a>
      </header>
      <BlogPostItems posts={page.posts} empty="This author has not written any posts yet." />
      <BlogListPaginator paginator={page.paginator} />
    </BlogLayout>
  );
}
