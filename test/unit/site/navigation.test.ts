import { describe, expect, it } from 'vitest';
import { createBreadcrumbs, createPagination, createToc, pruneSidebar } from '../../../src/site/navigation.js';
import type { SidebarItem } from '../../../src/site/types.js';

const link = (label: string, href: string, unlisted = false): SidebarItem => ({ type: 'link', label, href, unlisted, external: false });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', key: label, label, items, href, linkUnlisted: false, collapsed: true, collapsible: true });

const sidebar: SidebarItem[] = [
  link('Intro', '/intro'),
  category('Guides', [link('A', '/a'), link('Hidden', '/hidden', true), category('Deep', [link('B', '/b')], '/deep')]),
  category('Other', [link('C', '/c')]),
];

describe('site/navigation', () => {
  it('builds breadcrumbs from the categories above a page, linking those that have a page', () => {
    expect(createBreadcrumbs(sidebar, '/b', 'B')).toEqual([{ label: 'Guides', href: undefined }, { label: 'Deep', href: '/deep' }, { label: 'B' }]);
    expect(createBreadcrumbs(sidebar, '/intro', 'Intro')).toEqual([{ label: 'Intro' }]);
  });

  it('links previous and next pages in sidebar order, skipping unlisted pages', () => {
    expect(createPagination(sidebar, '/a')).toEqual({ prev: { title: 'Intro', href: '/intro' }, next: { title: 'Deep', href: '/deep' } });
    expect(createPagination(sidebar, '/hidden')).toEqual({ prev: { title: 'A', href: '/a' }, next: { title: 'Deep', href: '/deep' } });
    expect(createPagination(sidebar, '/c').next).toBeUndefined();
  });

  it('expands the categories on the way to the page and drops the children of the others', () => {
    const pruned = pruneSidebar(sidebar, '/b');
    const [, guides, other] = pruned as Array<Extract<SidebarItem, { type: 'category' }>>;
    expect(guides.collapsed).toBe(false);
    expect(guides.items?.map((item) => item.label)).toEqual(['A', 'Deep']);
    expect(other).toMatchObject({ collapsed: true, items: null });
  });

  it('nests headings of the chosen levels into a table of contents', () => {
    const toc = createToc(
      [
        { depth: 2, text: 'One', id: 'one' },
        { depth: 3, text: 'One.a', id: 'one-a' },
        { depth: 4, text: 'Deep', id: 'deep' },
        { depth: 2, text: 'Two', id: 'two' },
      ],
      2,
      3,
    );
    expect(toc).toEqual([
      { id: 'one', text: 'One', depth: 2, children: [{ id: 'one-a', text: 'One.a', depth: 3, children: [] }] },
      { id: 'two', text: 'Two', depth: 2, children: [] },
    ]);
  });
});
