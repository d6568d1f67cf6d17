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
      {href ? (
        <a href={href} className="blog-author__photo-link" tabIndex={-1} aria-hidden="true" {...linkProps}>
          <AuthorPhoto author={author} />
        </a>
      ) : (
        <AuthorPhoto author={author} />
      )}
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

/** The author's picture, or without one a circle of their initials, so every name sits beside the same mark. */
function AuthorPhoto({ author }: { author: BlogAuthorData }) {
  if (author.imageUrl) return <img className="blog-author__photo" src={author.imageUrl} alt={author.name} loading="lazy" />;
  return (
    <span className="blog-author__photo blog-author__photo--initials" aria-hidden="true" translate="no">
      {initialsOf(author.name)}
    </span>
  );
}

/** "Joaco Campero" → "JC", "ada" → "A": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = Array.from(words[0])[0];
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : '';
  return `${first}${last}`.toUpperCase();
}
