import type { BlogPostPage } from '../src/site/types.js';
import { BlogLayout } from '../theme/components/BlogLayout.js';
import { BlogPostHeader } from '../theme/components/BlogPostHeader.js';
import { Content } from '../theme/components/Content.js';
import { PageFooter, UnlistedBanner } from '../theme/components/PageMeta.js';
import { Pagination } from '../theme/components/Pagination.js';
import { TocMobile } from '../theme/components/Toc.js';
import { useTranslate } from '../theme/components/SiteContext.js';

/** A blog post: header, content, tags, edit link, the newer and older post, table of contents. */
export function BlogPostTemplate({ page }: { page: BlogPostPage }) {
  const translate = useTranslate();
  return (
    <BlogLayout sidebar={page.blogSidebar} toc={page.toc}>
      <article className="blog-post blog-post--page">
        {page.unlisted && <UnlistedBanner />}
        <BlogPostHeader post={page.post} isPage />
        <TocMobile items={page.toc} />
        <Content html={page.contentHtml} />
        <PageFooter tags={page.post.tags} editUrl={page.editUrl} lastUpdate={page.lastUpdate} className="blog-post__footer" />
      </article>
      <Pagination prev={page.prev} next={page.next} label={translate('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')} prevLabel={translate('theme.blog.post.paginator.newerPost', 'Newer post')} nextLabel={translate('theme.blog.post.paginator.olderPost', 'Older post')} />
    </BlogLayout>
  );
}
