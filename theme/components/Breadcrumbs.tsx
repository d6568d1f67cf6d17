import type { Crumb } from '../../src/site/types.js';
import { HomeIcon } from './Icons.js';
import { useSite, useTranslate } from './SiteContext.js';

/**
 * Home (on a site with a home page), then each category above the page (linked when it has a
 * page), then the page.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { chrome } = useSite();
  const translate = useTranslate();
  if (!crumbs.length) return null;
  return (
    <nav className="breadcrumbs" aria-label={translate('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        {chrome.home === chrome.baseUrl && (
          <li className="breadcrumbs__item">
            <a className="breadcrumbs__link" href={chrome.home} aria-label={translate('theme.docs.breadcrumbs.home', 'Home page')}>
              <HomeIcon size={16} />
            </a>
          </li>
        )}
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}>
              {crumb.href && !last ? (
                <a className="breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
