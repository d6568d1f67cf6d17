import type { BlogAuthor as BlogAuthorData } from '../../src/site/types.js';
import { BlogSocialIcon } from './BlogSocialIcon.js';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * An author: picture, name (linking to their page on the blog, else to their own URL), title
 * and social links. `as` sets the name's element: `h1` on the author's page, `h2` in the list.
 */
export function BlogAuthor({ author, as: Name = 'div', count }: { author: BlogAuthorData; as?: 'div' | 'h1' | 'h2'; count?: number }) {
  const href = author.permalink ?? author.url;
  const external = !author.permalink && Boolean(author.url);
  const linkProps = external ? EXTERNAL : {};
  const name = <span translate="no">{author.name}</span>;
  return (
    <div className="blog-author">
      {author.imageUrl &&
        (href ? (
          <a href={href} className="blog-author__photo-link" tabIndex={-1} aria-hidden="true" {...linkProps}>
            <img className="blog-author__photo" src={author.imageUrl} alt={author.name} loading="lazy" />
          </a>
        ) : (
          <img className="blog-author__photo" src={author.imageUrl} alt={author.name} loading="lazy" />
        ))}
      <div className="blog-author__intro">
        <Name className="blog-author__name">
          {href ? (
            <a href={href} {...linkProps}>
              {name}
            </a>
          ) : (
            name
          )}
          {count !== undefined && <span className="blog-author__count">{count}</span>}
        </Name>
        {author.title && (
          <small className="blog-author__title" title={author.title}>
            {author.title}
          </small>
        )}
        {author.socials.length > 0 && (
          <div className="blog-author__socials">
            {author.socials.map((social) => (
              <a key={social.platform} href={social.url} title={social.label} aria-label={social.label} {...EXTERNAL}>
                <BlogSocialIcon platform={social.platform} />
              </a>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
