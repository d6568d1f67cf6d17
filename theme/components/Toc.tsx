import { useEffect, useState } from 'react';
import type { TocItem } from '../../src/site/types.js';
import { Collapsible } from './Collapsible.js';
import { ChevronIcon } from './Icons.js';
import { useTranslate } from './SiteContext.js';

function TocList({ items, activeId }: { items: TocItem[]; activeId?: string | null }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={`toc__link${item.id === activeId ? ' is-active' : ''}`}>
            {item.text}
          </a>
          {item.children.length > 0 && <TocList items={item.children} activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}

/** Flattened ids, in page order. */
function flattenIds(items: TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flattenIds(item.children)]);
}

/**
 * The heading being read: the first heading below the navbar if it sits in the top half of
 * the window, else the one before it; the last heading once all are above.
 */
function useActiveHeading(items: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const ids = flattenIds(items);
    if (!ids.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = (document.querySelector('.navbar') as HTMLElement | null)?.offsetHeight ?? 0;
      const headings = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
      const nextIndex = headings.findIndex((heading) => heading.getBoundingClientRect().top >= offset);
      if (nextIndex === -1) return setActive(headings[headings.length - 1]?.id ?? null);
      const next = headings[nextIndex];
      if (next.getBoundingClientRect().top < window.innerHeight / 2) return setActive(next.id);
      setActive(nextIndex > 0 ? headings[nextIndex - 1].id : next.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [items]);
  return active;
}

/** The desktop table of contents, beside the content. */
export function Toc({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  const title = useTranslate()('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={title}>
      <div className="toc__title">{title}</div>
      <TocList items={items} activeId={active} />
    </nav>
  );
}

/** The table of contents of narrow screens: a collapsed "On this page" box above the content. */
export function TocMobile({ items }: { items: TocItem[] }) {
  const [collapsed, setCollapsed] = useState(true);
  const translate = useTranslate();
  if (!items.length) return null;
  return (
    <div className={`toc-mobile${collapsed ? '' : ' is-expanded'}`}>
      <button type="button" className="toc-mobile__button" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
        {translate('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
        <ChevronIcon size={16} className="toc-mobile__caret" />
      </button>
      <Collapsible collapsed={collapsed} className="toc-mobile__body">
        <TocList items={items} />
      </Collapsible>
    </div>
  );
}
