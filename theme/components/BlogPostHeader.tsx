import type { BlogPostSummary } from '../../src/site/types.js';
import { BlogAuthor } from './BlogAuthor.js';

/** A post's title (a link in lists, the page's h1 on the post), date, reading time and authors. */
export function BlogPostHeader({ post, isPage }: { post: BlogPostSummary; isPage: boolean }) {
  return (
    <header className="blog-post__header">
      {isPage ? (
        <h1 className="blog-post__title">{post.title}</h1>
      ) : (
        <h2 className="blog-post__title">
          <a href={post.permalink}>{post.title}</a>
        </h2>
      )}
      <div className="blog-post__meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime && (
          <>
            {' · '}
            {post.readingTime}
          </>
        )}
      </div>
      {post.authors.length > 0 && (
        <div className={`blog-post__authors${post.authors.length > 1 ? ' blog-post__authors--many' : ''}`}>
          {post.authors.map((author, index) => (
            <BlogAuthor key={author.key ?? `${author.name}-${index}`} author={author} />
          ))}
        </div>
      )}
    </header>
  );
}
