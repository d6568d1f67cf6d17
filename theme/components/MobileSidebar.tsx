import { useState } from 'react';
import { BlogSidebarMenu } from './BlogSidebar.js';
import { Brand } from './Brand.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { CloseIcon } from './Icons.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavDropdown } from './NavDropdown.js';
import { isNavItemActive, NavLink } from './NavLink.js';
import { SidebarMenu } from './SidebarMenu.js';
import { useSite, useTranslate } from './SiteContext.js';
import { useVersionCandidates, versionedHref, versionedLabel, VersionDropdown } from './Versions.js';

/**
 * The navigation drawer of narrow screens. It opens on the page's own sidebar (docs, or the
 * blog's recent posts); "Back to main menu" shows the navbar's items. Following any link closes it.
 */
export function MobileSidebar({ onClose }: { onClose: () => void }) {
  const { chrome, page } = useSite();
  const translate = useTranslate();
  const sidebar = 'sidebar' in page ? page.sidebar : undefined;
  const blogSidebar = 'blogSidebar' in page ? page.blogSidebar : undefined;
  const [showSecondary, setShowSecondary] = useState(Boolean(sidebar || blogSidebar));
  const candidates = useVersionCandidates();
  return (
    <>
      <div className="drawer-backdrop" role="presentation" onClick={onClose} />
      <div className="drawer">
        <div className="drawer__header">
          <Brand />
          {!chrome.colorMode.disableSwitch && <ColorModeToggle respectPrefersColorScheme={chrome.colorMode.respectPrefersColorScheme} />}
          <button type="button" className="icon-button" aria-label={translate('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer__body">
          {showSecondary && (sidebar || blogSidebar) ? (
            <div className="drawer__panel">
              <button type="button" className="drawer__back" onClick={() => setShowSecondary(false)}>
                {translate('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
              </button>
              {sidebar && <SidebarMenu items={sidebar} sidebarId={'sidebarId' in page ? page.sidebarId : undefined} onNavigate={onClose} />}
              {blogSidebar && <BlogSidebarMenu sidebar={blogSidebar} onNavigate={onClose} />}
            </div>
          ) : (
            <ul className="drawer__panel menu">
              {chrome.navItems.map((item, index) =>
                // The search box has its own place on narrow screens.
                item.kind === 'search' ? null : item.kind === 'html' ? (
                  <li key={index} className={['menu__item menu__item--html', item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />
                ) : (
                  <li key={index} className="menu__item">
                    {item.kind === 'dropdown' ? (
                      <NavDropdown item={item} mobile onNavigate={onClose} />
                    ) : item.locales ? (
                      <LocaleDropdown item={item} currentHref={page.permalink} mobile />
                    ) : item.versionDropdown ? (
                      <VersionDropdown candidates={candidates} docsPluginId={item.docsPluginId} mobile onNavigate={onClose} className={item.className} />
                    ) : (
                      <NavLink
                        href={versionedHref(item, candidates)}
                        external={item.external}
                        active={isNavItemActive(item, page)}
                        className={item.className ? `menu__link ${item.className}` : 'menu__link'}
                        html={item.html}
                        onClick={onClose}
                      >
                        {versionedLabel(item, chrome, candidates)}
                      </NavLink>
                    )}
                  </li>
                ),
              )}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
