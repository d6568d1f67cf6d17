import { useCallback, useEffect, useRef, useState } from 'react';
import type { SidebarCategory, SidebarItem, SidebarMore } from '../../src/site/types.js';
import { Collapsible } from './Collapsible.js';
import { ChevronIcon } from './Icons.js';
import { NavLink } from './NavLink.js';
import { useSite, useTranslate } from './SiteContext.js';

/** Whole sidebars by URL, loaded at most once per visit: each in-place navigation reuses them. */
const wholeSidebars = new Map<string, Promise<SidebarItem[]>>();
/** The same, once loaded, so that a page shown in place has its whole sidebar from its first render. */
const loadedSidebars = new Map<string, SidebarItem[]>();

function loadSidebar(url: string): Promise<SidebarItem[]> {
  let loading = wholeSidebars.get(url);
  if (!loading) {
    loading = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Could not load the sidebar: HTTP ${response.status}`);
      const items = (await response.json()) as SidebarItem[];
      loadedSidebars.set(url, items);
      return items;
    });
    // A failed load is forgotten, so that Retry asks the server again.
    loading.catch(() => wholeSidebars.delete(url));
    wholeSidebars.set(url, loading);
  }
  return loading;
}

/**
 * The tree of a docs sidebar. Pages ship it with collapsed categories' children left out; the
 * first time a reader opens such a category, the whole sidebar is fetched once and filled in.
 * A large sidebar comes as a window with `more` links (site/windowSidebar.ts): the whole
 * sidebar is fetched at once and takes its place.
 */
export function SidebarMenu({ items, sidebarId, onNavigate }: { items: SidebarItem[]; sidebarId?: string; onNavigate?: () => void }) {
  const { page, chrome } = useSite();
  // A version's sidebars are in its own folder; the docs folder's (`current`) are not.
  const version = 'version' in page && page.version && page.version.name !== 'current' ? `version-${encodeURIComponent(page.version.name)}/` : '';
  const url = sidebarId ? `${chrome.baseUrl}__hexsite/sidebars/${version}${encodeURIComponent(sidebarId)}.json` : null;
  // Hydration renders the page's own tree, as the server did; a loaded whole sidebar comes after.
  const [tree, setTree] = useState(items);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!url || !isWindow(items)) {
      setTree(items);
      return;
    }
    const whole = loadedSidebars.get(url);
    setTree(whole ? fillWindow(items, whole, page.permalink) : items);
    if (whole) return;
    let live = true;
    // On failure the window stays: its `more` links still lead on.
    loadSidebar(url).then(
      (loaded) => live && setTree(fillWindow(items, loaded, page.permalink)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [items, url, page.permalink]);

  // The whole list put in place of a window keeps the current page in sight.
  useEffect(() => {
    if (isWindow(tree) || !isWindow(items)) return;
    const link = menu.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = menu.current?.closest<HTMLElement>('.docs-sidebar, .drawer__body');
    if (!link || !box) return;
    const offset = link.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (offset < 0 || offset > box.clientHeight) box.scrollTop += offset - box.clientHeight / 3;
  }, [tree, items]);

  const loadChildren = useCallback(
    async (key: string) => {
      if (!url) return;
      const complete = await loadSidebar(url);
      const children = findCategory(complete, key)?.items ?? [];
      setTree((current) => fillChildren(current, key, children));
    },
    [url],
  );

  return (
    <ul className="menu" ref={menu}>
      {tree.map((item, index) => (
        <SidebarEntry key={`${item.label}-${index}`} item={item} level={1} currentHref={page.permalink} loadChildren={loadChildren} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** Whether a tree is a window of a larger sidebar. */
function isWindow(items: SidebarItem[]): boolean {
  return items.some((item) => item.type === 'more' || (item.type === 'category' && item.items !== null && isWindow(item.items)));
}

/**
 * The whole sidebar in place of a window. An unlisted page is in its own window only, not in
 * the sidebar every reader may load: there the window stays.
 */
function fillWindow(window: SidebarItem[], whole: SidebarItem[], currentHref: string): SidebarItem[] {
  return whole.some((item) => containsHref(item, currentHref)) ? whole : window;
}

/** The category with a key, anywhere in a tree. */
function findCategory(items: SidebarItem[], key: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.key === key) return item;
    const found = findCategory(item.items ?? [], key);
    if (found) return found;
  }
  return undefined;
}

/** Gives the category with `key` its children, when the page was sent without them. */
function fillChildren(current: SidebarItem[], key: string, children: SidebarItem[]): SidebarItem[] {
  return current.map((item) => {
    if (item.type !== 'category') return item;
    if (item.key === key) return { ...item, items: item.items ?? children };
    return item.items ? { ...item, items: fillChildren(item.items, key, children) } : item;
  });
}

function containsHref(item: SidebarItem, href: string): boolean {
  if (item.href === href) return true;
  return item.type === 'category' && (item.items ?? []).some((child) => containsHref(child, href));
}

interface EntryProps {
  item: SidebarItem;
  level: number;
  currentHref: string;
  loadChildren: (key: string) => Promise<void>;
  onNavigate?: () => void;
}

function SidebarEntry(props: EntryProps) {
  const { item, currentHref, level, onNavigate } = props;
  if (item.type === 'category') return <Category {...props} item={item} />;
  if (item.type === 'more') return <MoreEntry item={item} level={level} onNavigate={onNavigate} />;
  const active = item.href === currentHref;
  return (
    <li className={`menu__item menu__item--level-${level}${item.className ? ` ${item.className}` : ''}`}>
      <NavLink href={item.href} external={item.external} active={active} className="menu__link" onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  );
}

/** The items of a window left out: a link to the nearest of them, until the whole sidebar is in. */
function MoreEntry({ item, level, onNavigate }: { item: SidebarMore; level: number; onNavigate?: () => void }) {
  return (
    <li className={`menu__item menu__item--more menu__item--level-${level}`}>
      {item.href ? (
        <a className="menu__link menu__link--more" href={item.href} onClick={onNavigate}>
          {item.label}
        </a>
      ) : (
        <span className="menu__link menu__link--more">{item.label}</span>
      )}
    </li>
  );
}

function Category({ item, level, currentHref, loadChildren, onNavigate }: EntryProps & { item: SidebarCategory }) {
  const active = containsHref(item, currentHref);
  const translate = useTranslate();
  const [collapsed, setCollapsed] = useState(item.collapsed && !active);
  const [error, setError] = useState<string | null>(null);
  const isCurrent = item.href === currentHref;
  const listId = `sidebar-${item.key.replace(/[^\w-]/g, '-')}`;

  const load = () => {
    setError(null);
    loadChildren(item.key).catch((reason: Error) => setError(reason.message));
  };

  const toggle = () => {
    if (!item.collapsible) return;
    if (collapsed && item.items === null) load();
    setCollapsed(!collapsed);
  };

  const className = `menu__link menu__link--category${active ? ' is-active-category' : ''}${isCurrent ? ' is-active' : ''}`;
  return (
    <li className={`menu__item menu__item--category menu__item--level-${level}${collapsed ? ' is-collapsed' : ''}${item.className ? ` ${item.className}` : ''}`}>
      <div className="menu__category-row">
        {item.href ? (
          <a
            className={className}
            href={item.href}
            aria-current={isCurrent ? 'page' : undefined}
            onClick={(event) => {
              // On its own page the category link folds the category instead of reloading.
              if (isCurrent) {
                event.preventDefault();
                toggle();
              } else onNavigate?.();
            }}
          >
            {item.label}
          </a>
        ) : (
          <a
            className={className}
            href={item.firstHref ?? '#'}
            role="button"
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
          >
            {item.label}
            {item.collapsible && <ChevronIcon size={16} className="menu__caret" />}
          </a>
        )}
        {item.href && item.collapsible && (
          <button
            type="button"
            className="menu__caret-button"
            aria-label={collapsed ? translate('theme.DocSidebarItem.expandCategoryAriaLabel', "Expand sidebar category '{label}'", { label: item.label }) : translate('theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'", { label: item.label })}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={toggle}
          >
            <ChevronIcon size={16} className="menu__caret" />
          </button>
        )}
      </div>
      <Collapsible as="ul" collapsed={collapsed} className="menu menu--nested" id={listId}>
        {error && (
          <li className="menu__error">
            {error}{' '}
            <button type="button" onClick={load}>
              Retry
            </button>
          </li>
        )}
        {(item.items ?? []).map((child, index) => (
          <SidebarEntry
            key={`${child.label}-${index}`}
            item={child}
            level={level + 1}
            currentHref={currentHref}
            loadChildren={loadChildren}
            onNavigate={onNavigate}
          />
        ))}
      </Collapsible>
    </li>
  );
}
