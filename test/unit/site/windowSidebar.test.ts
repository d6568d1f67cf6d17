import { describe, expect, it } from 'vitest';
import { indexSidebar, pruneSidebar } from '../../../src/site/navigation.js';
import type { SidebarCategory, SidebarItem } from '../../../src/site/types.js';
import { createPageSidebar, SIDEBAR_WINDOW } from '../../../src/site/windowSidebar.js';

const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href, unlisted: false, external: false });
const category = (label: string, items: SidebarItem[], collapsed = true): SidebarCategory => ({
  type: 'category',
  key: label,
  label,
  items,
  linkUnlisted: false,
  collapsed,
  collapsible: true,
  firstHref: items[0]?.href,
});
const links = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => link(`${prefix} ${i}`, `/${prefix}-${i}`));
const summary = (items: SidebarItem[]) => items.map((item) => (item.type === 'more' ? `${item.label} → ${item.href}` : item.label));

describe('site/windowSidebar', () => {
  it('sends a sidebar of 100 entries or fewer as pruneSidebar makes it', () => {
    const sidebar = indexSidebar([...links('doc', 90), category('Open', links('open', 9), false)]);
    expect(createPageSidebar(sidebar, '/doc-70')).toEqual(pruneSidebar(sidebar, '/doc-70'));
  });

  it('cuts a long list to the block of the page, with a link to the nearest page left out on each side', () => {
    const sidebar = indexSidebar(links('doc', 500));
    const page = createPageSidebar(sidebar, '/doc-120');
    expect(page).toHaveLength(SIDEBAR_WINDOW + 2);
    expect(summary(page.slice(0, 2))).toEqual(['100 more above → /doc-99', 'doc 100']);
    expect(summary(page.slice(-2))).toEqual(['doc 149', '350 more below → /doc-150']);
    expect(summary(createPageSidebar(sidebar, '/doc-0')).slice(-1)).toEqual(['450 more below → /doc-50']);
    expect(summary(createPageSidebar(sidebar, '/doc-499')).slice(0, 1)).toEqual(['450 more above → /doc-449']);
  });

  it('opens only the categories on the way to the page, each list cut to its block', () => {
    const sidebar = indexSidebar([
      ...Array.from({ length: 80 }, (_, i) => category(`Cat ${i}`, links(`c${i}`, 3), false)),
      category('Big', links('big', 200)),
    ]);
    const page = createPageSidebar(sidebar, '/big-175');
    expect(summary(page)).toEqual(['50 more above → /c49-0', ...Array.from({ length: 30 }, (_, i) => `Cat ${i + 50}`), 'Big']);
    expect(page.slice(1, -1).every((item) => item.type === 'category' && item.collapsed && item.items === null)).toBe(true);
    const big = page.at(-1) as SidebarCategory;
    expect(big.collapsed).toBe(false);
    expect(summary(big.items!)).toEqual(['150 more above → /big-149', ...Array.from({ length: 50 }, (_, i) => `big ${i + 150}`)]);
  });
});
