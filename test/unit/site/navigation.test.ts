import { describe, expect, it } from 'vitest';
import { createBreadcrumbs, createPagination, createToc, indexSidebar, pruneSidebar } from '../../../src/site/navigation.js';
import type { SidebarItem } from '../../../src/site/types.js';

const link = (label: string, href: string, unlisted = false): SidebarItem => ({ type: 'link', label, href, unlisted, external: false });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', key: label, label, items, href, linkUnlisted: false, collapsed: true, collapsible: true });

const sidebar = indexSidebar([
  link('Intro', '/intro'),
  category('Guides', [link('A', '/a'), link('Hidden', '/hidden', true), category('Deep', [link('B', '/b')], '/deep')]),
  category('Other', [link('C', '/c')]),
]);

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

  it('takes the first place of a page listed twice, and skips external links', () => {
    const twice = indexSidebar([
      category('Deep', [link('Deep again', '/deep'), link('B', '/b')], '/deep'),
      { type: 'link', label: 'Out', href: 'https://example.com', unlisted: false, external: true },
      category('Again', [link('B twice', '/b'), link('C', '/c')]),
    ]);
    expect(createBreadcrumbs(twice, '/deep', 'Deep')).toEqual([{ label: 'Deep' }]);
    expect(createBreadcrumbs(twice, '/b', 'B')).toEqual([{ label: 'Deep', href: '/deep' }, { label: 'B' }]);
    expect(createPagination(twice, '/b')).toEqual({ prev: { title: 'Deep again', href: '/deep' }, next: { title: 'B twice', href: '/b' } });
    expect(createPagination(twice, '/c')).toEqual({ prev: { title: 'B twice', href: '/b' }, next: undefined });
    expect(createPagination(twice, '/nowhere')).toEqual({});
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
