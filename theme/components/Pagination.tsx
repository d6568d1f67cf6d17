import type { PageLink } from '../../src/site/types.js';

/** Previous / next links at the foot of a page. */
export function Pagination({
  prev,
  next,
  label,
  prevLabel = 'Previous',
  nextLabel = 'Next',
}: {
  prev?: PageLink;
  next?: PageLink;
  label: string;
  prevLabel?: string;
  nextLabel?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {prev ? (
        <a className="pagination__link pagination__link--prev" href={prev.href} rel="prev">
          <span className="pagination__sublabel">{prevLabel}</span>
          <span className="pagination__label">« {prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__sublabel">{nextLabel}</span>
          <span className="pagination__label">{next.title} »</span>
        </a>
      )}
    </nav>
  );
}
