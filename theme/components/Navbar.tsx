import { lazy, Suspense, useEffect, useState } from 'react';
import { useBackGuard } from './backGuard.js';
import { Brand } from './Brand.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './Icons.js';
import { NavDropdown } from './NavDropdown.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { isNavItemActive, NavLink } from './NavLink.js';
import { SearchBox } from './SearchBox.js';
import { useSite, useTranslate } from './SiteContext.js';
import { useVersionCandidates, versionedHref, versionedLabel, VersionDropdown } from './Versions.js';

// The drawer is for narrow screens and opens on demand: its code loads when first asked for.
const loadDrawer = () => import('./MobileSidebar.js');
const MobileSidebar = lazy(() => loadDrawer().then((module) => ({ default: module.MobileSidebar })));

/** Width from which the desktop layout applies (px). */
export const DESKTOP_MIN_WIDTH = 997;

/** The top bar: brand, sections, external links, colour toggle, search; a drawer below 997 px. */
export function Navbar() {
  const { chrome, page } = useSite();
  const translate = useTranslate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const left = chrome.navItems.filter((item) => item.position === 'left');
  const right = chrome.navItems.filter((item) => item.position === 'right');

  // The drawer is forced closed when the window grows to desktop width.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onChange = () => query.matches && setDrawerOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    document.body.style.overflow = drawerOpen ? 'hidden' : '';
  }, [drawerOpen]);

  useBackGuard(drawerOpen, () => setDrawerOpen(false));

  const hidden = useHideOnScroll(chrome.hideNavbarOnScroll && !drawerOpen);

  // Doc items follow the reader's docs version, on a site of several.
  const candidates = useVersionCandidates();

  const renderItem = (item: (typeof left)[number], index: number) =>
    item.kind === 'search' ? (
      <div key={`search-${index}`} className={['navbar__search', item.className].filter(Boolean).join(' ')}>
        {searchBox}
      </div>
    ) : item.kind === 'html' ? (
      <div key={`html-${index}`} className={['navbar__item', item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />
    ) : item.kind === 'dropdown' ? (
      <NavDropdown key={`dropdown-${index}`} item={item} />
    ) : item.locales ? (
      <LocaleDropdown key={item.label} item={item} currentHref={page.permalink} />
    ) : item.versionDropdown ? (
      <VersionDropdown key={item.href} candidates={candidates} docsPluginId={item.docsPluginId} className={item.className} />
    ) : (
      <NavLink
        key={item.href}
        href={versionedHref(item, candidates)}
        external={item.external}
        active={isNavItemActive(item, page)}
        className={item.className ? `navbar__link ${item.className}` : 'navbar__link'}
        html={item.html}
      >
        {versionedLabel(item, chrome, candidates)}
      </NavLink>
    );
  const searchBox = <SearchBox placeholder={chrome.search.placeholder} shortcutHint={chrome.search.shortcutHint} />;
  // A `search` item places the search box; without one it ends the navbar.
  const searchPlaced = chrome.navItems.some((item) => item.kind === 'search');

  return (
    <nav
      aria-label={translate('theme.NavBar.navAriaLabel', 'Main')}
      className={`navbar${drawerOpen ? ' navbar--drawer-open' : ''}${chrome.hideNavbarOnScroll ? ' navbar--hideable' : ''}${hidden ? ' navbar--hidden' : ''}`}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle icon-button"
            aria-label={translate('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
            aria-expanded={drawerOpen}
            // Fetching starts on press, so the drawer is usually there by the time of the click.
            onPointerDown={() => void loadDrawer()}
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            <MenuIcon />
          </button>
          <Brand />
          <div className="navbar__links">{left.map(renderItem)}</div>
        </div>
        <div className="navbar__items navbar__items--right">
          <div className="navbar__links">{right.map(renderItem)}</div>
          {!chrome.colorMode.disableSwitch && (
            <ColorModeToggle respectPrefersColorScheme={chrome.colorMode.respectPrefersColorScheme} className="navbar__color-toggle" />
          )}
          {!searchPlaced && searchBox}
        </div>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileSidebar onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}

/**
 * With `navbar.hideOnScroll`, the navbar hides while the reader scrolls down and shows again on
 * any scroll up; it always shows near the top of the page.
 */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const navbarHeight = (document.querySelector('.navbar') as HTMLElement | null)?.offsetHeight ?? 60;
      setHidden(y > navbarHeight && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
