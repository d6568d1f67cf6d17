import GithubSlugger from 'github-slugger';
import { encodeUrlPath } from '../../util/url.js';
import { resolveLink } from '../configLinks.js';
import type { DocMeta, Sidebar, SidebarCategory, SidebarItem } from '../types.js';
import type { ItemExtras, NormalizedItem, NormalizedSidebars } from './types.js';

/** A generated index page of a category (`/docs/category/<slug>`). */
export interface GeneratedIndex {
  permalink: string;
  title: string;
  description?: string;
  sidebarId: string;
  category: SidebarCategory;
}

/** Resolved sidebars, plus what resolution learnt about docs and categories. */
export interface ResolvedSidebars {
  sidebars: Sidebar[];
  /** doc id → the first sidebar that holds it. */
  docSidebar: Map<string, string>;
  generatedIndexes: GeneratedIndex[];
}

/** Gives every item its label and URL; drops drafts and categories left empty. */
export function resolveSidebars(options: {
  sidebars: NormalizedSidebars;
  docsById: Map<string, DocMeta>;
  docsBase: string;
  baseUrl: string;
}): ResolvedSidebars {
  const { docsById, docsBase, baseUrl } = options;
  const docSidebar = new Map<string, string>();
  const generatedIndexes: GeneratedIndex[] = [];
  const slugger = new GithubSlugger();

  // Keys name categories by their place in the full tree, so the client can find a category's
  // children in the sidebar JSON whatever a page's pruned copy left out.
  const resolveItems = (items: NormalizedItem[], sidebarId: string, parentKey: string): SidebarItem[] =>
    items.flatMap((item, index): SidebarItem[] => {
      if (item.type === 'link') {
        const link = resolveLink(baseUrl, undefined, item.href);
        return [{ type: 'link', label: item.label, href: link.href, unlisted: item.unlisted, external: link.external, ...extrasOf(item) }];
      }
      if (item.type === 'doc') {
        const doc = docsById.get(item.id);
        if (!doc) return [];
        if (!docSidebar.has(doc.id)) docSidebar.set(doc.id, sidebarId);
        return [{ type: 'link', label: item.label ?? doc.sidebarLabel, href: doc.permalink, docId: doc.id, unlisted: doc.unlisted, external: false, ...extrasOf(item) }];
      }
      const key = `${parentKey}/${index}`;
      const children = resolveItems(item.items, sidebarId, key);
      const linkDoc = item.link?.type === 'doc' ? docsById.get(item.link.id) : undefined;
      if (linkDoc && !docSidebar.has(linkDoc.id)) docSidebar.set(linkDoc.id, sidebarId);
      const category: SidebarCategory = {
        type: 'category',
        key,
        label: item.label,
        href: linkDoc?.permalink,
        docId: linkDoc?.id,
        linkUnlisted: linkDoc?.unlisted ?? false,
        collapsed: item.collapsed ?? true,
        collapsible: item.collapsible ?? true,
        description: item.description,
        items: children,
        ...extrasOf(item),
      };
      if (item.link?.type === 'generated-index') {
        const slug = item.link.slug ? item.link.slug.replace(/^\/+/, '') : `category/${slugger.slug(item.labelAsWritten ?? item.label)}`;
        category.href = `${docsBase}/${encodeUrlPath(slug)}`;
        generatedIndexes.push({
          permalink: category.href,
          title: item.link.title ?? item.label,
          description: item.link.description ?? item.description,
          sidebarId,
          category,
        });
      }
      if (!category.href && children.length === 0) return [];
      category.firstHref = (category.linkUnlisted ? undefined : category.href) ?? firstHref(children);
      return [category];
    });

  const sidebars = options.sidebars.map((sidebar) => ({ id: sidebar.id, items: resolveItems(sidebar.items, sidebar.id, sidebar.id) }));
  return { sidebars, docSidebar, generatedIndexes };
}

/** An item's class and custom props, only where it has them: page data stays as it was without. */
function extrasOf(item: ItemExtras): ItemExtras {
  return { ...(item.className !== undefined && { className: item.className }), ...(item.customProps !== undefined && { customProps: item.customProps }) };
}

/** The first listed page a list of items leads to. */
export function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external && !item.unlisted) return item.href;
    if (item.type === 'category') {
      const href = (item.linkUnlisted ? undefined : item.href) ?? (item.items ? firstHref(item.items) : undefined);
      if (href) return href;
    }
  }
  return undefined;
}

/** All links and category pages of a sidebar in reading order: the doc paginator's sequence. */
export function flattenSidebar(items: SidebarItem[]): Array<{ label: string; href: string; docId?: string; unlisted: boolean }> {
  const flat: Array<{ label: string; href: string; docId?: string; unlisted: boolean }> = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.external) flat.push({ label: item.label, href: item.href, docId: item.docId, unlisted: item.unlisted });
      continue;
    }
    if (item.type === 'more') continue;
    if (item.href) flat.push({ label: item.label, href: item.href, docId: item.docId, unlisted: item.linkUnlisted });
    if (item.items) flat.push(...flattenSidebar(item.items));
  }
  return flat;
}
