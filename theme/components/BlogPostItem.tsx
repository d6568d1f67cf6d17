import type { BlogPostSummary } from '../../src/site/types.js';
import { BlogPostHeader } from './BlogPostHeader.js';
import { TagList } from './TagList.js';
import { useTranslate } from './SiteContext.js';

/** A post in a list: its header, the excerpt (or whole post when untruncated), tags and "Read more". */
export function BlogPostItem({ post }: { post: BlogPostSummary }) {
  const translate = useTranslate();
  return (
    <article className="blog-post blog-post--item">
      <BlogPostHeader post={post} isPage={false} />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.contentHtml ?? '' }} />
      {(post.tags.length > 0 || post.truncated) && (
        <footer className="blog-post__footer">
          <TagList tags={post.tags} />
          {post.truncated && (
            <a className="blog-post__read-more" href={post.permalink} aria-label={translate('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: post.title })}>
              <b>{translate('theme.blog.post.readMore', 'Read more')}</b>
            </a>
          )}
        </footer>
      )}
    </article>
  );
}

/** The posts of a list page, or a sentence when there are none. */
export function BlogPostItems({ posts, empty }: { posts: BlogPostSummary[]; empty?: string }) {
  if (!posts.length) return empty ? <p className="blog-empty">{empty}</p> : null;
  return (
    <>
      {posts.map((post) => (
        <BlogPostItem key={post.permalink} post={post} />
      ))}
    </>
  );
}
