import { useState } from 'react';
import type { NavItem } from '../../src/site/types.js';
import { isNavItemActive, NavLink } from './NavLink.js';
import { useSite } from './SiteContext.js';
import { useVersionCandidates, versionedHref, versionedLabel } from './Versions.js';

/**
 * A `dropdown` navbar item: its label, and its links below. On a wide screen the menu shows on
 * hover and while focus is inside (the stylesheet's `:hover` and `:focus-within`), and the toggle
 * opens and closes it on a tap; in the mobile menu it is a group that the toggle opens and closes,
 * open from the start on a page it leads to.
 */
export function NavDropdown({ item, mobile, onNavigate }: { item: NavItem; mobile?: boolean; onNavigate?: () => void }) {
  const { chrome, page } = useSite();
  const candidates = useVersionCandidates();
  const active = isNavItemActive(item, page);
  const [open, setOpen] = useState(mobile === true && active);
  const itemClass = (base: string, extra?: string) => [base, extra].filter(Boolean).join(' ');
  return (
    <div
      className={itemClass(`dropdown dropdown--links${open ? ' dropdown--open' : ''}${mobile ? ' dropdown--mobile' : ''}`, item.className)}
      onBlur={(event) => {
        if (!mobile && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={`dropdown__toggle${active ? ' is-active' : ''}`}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span>{item.label}</span>
      </button>
      <ul className="dropdown__menu">
        {item.items?.map((child, index) =>
          child.kind === 'html' ? (
            <li key={index} className={child.className} dangerouslySetInnerHTML={{ __html: child.html ?? '' }} />
          ) : (
            <li key={index}>
              <NavLink
                href={versionedHref(child, candidates)}
                external={child.external}
                active={isNavItemActive(child, page)}
                className={itemClass('dropdown__link', child.className)}
                html={child.html}
                onClick={onNavigate}
              >
                {versionedLabel(child, chrome, candidates)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
