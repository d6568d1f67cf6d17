import type { BlogSidebar as BlogSidebarData } from '../../src/site/types.js';
import { useSite, useTranslate } from './SiteContext.js';

/** The desktop "Recent posts" list beside blog pages; the current post is marked. Hidden below 997 px. */
export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  const { page } = useSite();
  const translate = useTranslate();
  return (
    <nav className="blog-sidebar" aria-label={translate('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
      <div className="blog-sidebar__title">{sidebar.title}</div>
      {sidebar.groups.map((group) => (
        <div key={group.year} role="group" className="blog-sidebar__group">
          <h3 className="blog-sidebar__year">{group.year}</h3>
          <ul className="blog-sidebar__list">
            {group.items.map((item) => {
              const current = item.href === page.permalink;
              return (
                <li key={item.href}>
                  <a href={item.href} className={`blog-sidebar__link${current ? ' is-active' : ''}`} aria-current={current ? 'page' : undefined}>
                    {item.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The same list as a menu, for the navigation drawer of narrow screens. */
export function BlogSidebarMenu({ sidebar, onNavigate }: { sidebar: BlogSidebarData; onNavigate?: () => void }) {
  const { page } = useSite();
  return (
    <div className="blog-sidebar-menu">
      <div className="blog-sidebar__title">{sidebar.title}</div>
      <ul className="menu">
        {sidebar.groups.flatMap((group) =>
          group.items.map((item) => {
            const current = item.href === page.permalink;
            return (
              <li key={item.href} className="menu__item">
                <a href={item.href} className={`menu__link${current ? ' is-active' : ''}`} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                  {item.title}
                </a>
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
