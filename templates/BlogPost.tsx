import type { BlogPostPage } from '../src/site/types.js';
import { Admonition } from '../theme/components/Admonition.js';
import { BlogLayout } from '../theme/components/BlogLayout.js';
import { BlogPostHeader } from '../theme/components/BlogPostHeader.js';
import { Content } from '../theme/components/Content.js';
import { EditIcon } from '../theme/components/Icons.js';
import { Pagination } from '../theme/components/Pagination.js';
import { TagList } from '../theme/components/TagList.js';
import { TocMobile } from '../theme/components/Toc.js';

/** A blog post: header, content, tags, edit link, the newer and older post, table of contents. */
export function BlogPostTemplate({ page }: { page: BlogPostPage }) {
  return (
    <BlogLayout sidebar={page.blogSidebar} toc={page.toc}>
      <article className="blog-post blog-post--page">
        {page.unlisted && (
          <Admonition kind="warning" title="Unlisted page" className="unlisted-banner">
            <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
          </Admonition>
        )}
        <BlogPostHeader post={page.post} isPage />
        <TocMobile items={page.toc} />
        <Content html={page.contentHtml} />
        {(page.post.tags.length > 0 || page.editUrl) && (
          <footer className="blog-post__footer">
            <TagList tags={page.post.tags} />
            {page.editUrl && (
              <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                <EditIcon />
                Edit this page
              </a>
            )}
          </footer>
        )}
      </article>
      <Pagination prev={page.prev} next={page.next} label="Blog post page navigation" prevLabel="Newer post" nextLabel="Older post" />
    </BlogLayout>
  );
}
