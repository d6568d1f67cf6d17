import { useCallback, useEffect, useRef, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../../src/site/types.js';
import { Collapsible } from './Collapsible.js';
import { ChevronIcon } from './Icons.js';
import { NavLink } from './NavLink.js';
import { useSite } from './SiteContext.js';

/**
 * The tree of a docs sidebar. Pages ship it with collapsed categories' children left out; the
 * first time a reader opens such a category, the whole sidebar is fetched once and filled in.
 */
export function SidebarMenu({ items, sidebarId, onNavigate }: { items: SidebarItem[]; sidebarId?: string; onNavigate?: () => void }) {
  const { page, chrome } = useSite();
  const [tree, setTree] = useState(items);
  const full = useRef<Promise<SidebarItem[]> | null>(null);

  useEffect(() => setTree(items), [items]);

  const loadChildren = useCallback(
    async (key: string) => {
      if (!sidebarId) return;
      full.current ??= fetch(`${chrome.baseUrl}__hexsite/sidebars/${encodeURIComponent(sidebarId)}.json`).then((response) => {
        if (!response.ok) throw new Error(`Could not load the sidebar: HTTP ${response.status}`);
        return response.json() as Promise<SidebarItem[]>;
      });
      // A failed load is forgotten, so that Retry asks the server again.
      const complete = await full.current.catch((error: unknown) => {
        full.current = null;
        throw error;
      });
      const children = findCategory(complete, key)?.items ?? [];
      setTree((current) => fillChildren(current, key, children));
    },
    [chrome.baseUrl, sidebarId],
  );

  return (
    <ul className="menu">
      {tree.map((item, index) => (
        <SidebarEntry key={`${item.label}-${index}`} item={item} level={1} currentHref={page.permalink} loadChildren={loadChildren} onNavigate={onNavigate} />
      ))}
    </ul>
  );
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
  const active = item.href === currentHref;
  return (
    <li className={`menu__item menu__item--level-${level}`}>
      <NavLink href={item.href} external={item.external} active={active} className="menu__link" onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  );
}

function Category({ item, level, currentHref, loadChildren, onNavigate }: EntryProps & { item: SidebarCategory }) {
  const active = containsHref(item, currentHref);
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
    <li className={`menu__item menu__item--category menu__item--level-${level}${collapsed ? ' is-collapsed' : ''}`}>
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
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
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
