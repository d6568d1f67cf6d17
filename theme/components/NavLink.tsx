import type { ReactNode } from 'react';
import type { NavItem, PageData } from '../../src/site/types.js';
import { ExternalIcon } from './Icons.js';

/** Whether a navbar item is the section of the current page. */
export function isNavItemActive(item: NavItem, page: PageData): boolean {
  if (item.activeSidebar) return 'sidebarId' in page && page.sidebarId === item.activeSidebar;
  if (item.activePrefix && item.activePrefix !== '/') return page.permalink === item.activePrefix || page.permalink.startsWith(`${item.activePrefix}/`);
  return false;
}

/** A link that opens external URLs in a new tab, with an icon saying so. */
export function NavLink({
  href,
  external,
  active,
  className,
  children,
  onClick,
}: {
  href: string;
  external: boolean;
  active?: boolean;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <a
      href={href}
      className={`${className ?? ''}${active ? ' is-active' : ''}`.trim() || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && <ExternalIcon className="external-icon" label="(opens in new tab)" />}
    </a>
  );
}
