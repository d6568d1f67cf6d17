import type { ReactNode } from 'react';
import type { NavItem, PageData } from '../../src/site/types.js';
import { ExternalIcon } from './Icons.js';

/** Whether a navbar item is the section of the current page (a dropdown: one of its links is). */
export function isNavItemActive(item: NavItem, page: PageData): boolean {
  if (item.items) return item.items.some((child) => isNavItemActive(child, page));
  // A sidebar's item is active on its docs set's pages (`docsPluginId`) that show that sidebar.
  if (item.activeSidebar) return 'sidebarId' in page && page.sidebarId === item.activeSidebar && page.docsPluginId === item.docsPluginId;
  if (item.activePrefix && item.activePrefix !== '/') return page.permalink === item.activePrefix || page.permalink.startsWith(`${item.activePrefix}/`);
  return false;
}

/** A link that opens external URLs in a new tab, with an icon saying so; `html` (the site author's) in place of its text. */
export function NavLink({
  href,
  external,
  active,
  className,
  children,
  html,
  onClick,
}: {
  href: string;
  external: boolean;
  active?: boolean;
  className?: string;
  children?: ReactNode;
  html?: string;
  onClick?: () => void;
}) {
  const props = {
    href,
    className: `${className ?? ''}${active ? ' is-active' : ''}`.trim() || undefined,
    'aria-current': active ? ('page' as const) : undefined,
    onClick,
    ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  };
  if (html !== undefined) return <a {...props} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <a {...props}>
      {children}
      {external && <ExternalIcon className="external-icon" label="(opens in new tab)" />}
    </a>
  );
}
