import type { SiteConfig } from '../config/types.js';
import type { NormalizedItem, NormalizedSidebars } from './sidebars/types.js';

/**
 * A docs version's sidebars with the current locale's labels, by Docusaurus's keys (its
 * `current.json`, `version-<name>.json`): `sidebar.<id>.category.<label>` (and its generated
 * index's `.link.generated-index.title` and `.description`), `sidebar.<id>.link.<label>`,
 * `sidebar.<id>.doc.<label>`. Labels without a translation stay as written.
 */
export function translateSidebars(sidebars: NormalizedSidebars, messages: Record<string, string> | undefined): NormalizedSidebars {
  if (!messages) return sidebars;
  return sidebars.map((sidebar) => ({ ...sidebar, items: sidebar.items.map((item) => translateItem(item, `sidebar.${sidebar.id}`, messages)) }));
}

function translateItem(item: NormalizedItem, prefix: string, messages: Record<string, string>): NormalizedItem {
  if (item.type === 'link') return { ...item, label: messages[`${prefix}.link.${item.label}`] ?? item.label };
  if (item.type === 'doc') {
    const label = item.label !== undefined ? messages[`${prefix}.doc.${item.label}`] : undefined;
    return label === undefined ? item : { ...item, label };
  }
  const key = `${prefix}.category.${item.label}`;
  const link =
    item.link?.type === 'generated-index'
      ? {
          ...item.link,
          ...(messages[`${key}.link.generated-index.title`] !== undefined && { title: messages[`${key}.link.generated-index.title`] }),
          ...(messages[`${key}.link.generated-index.description`] !== undefined && { description: messages[`${key}.link.generated-index.description`] }),
        }
      : item.link;
  const label = messages[key];
  return {
    ...item,
    ...(label !== undefined && { label, labelAsWritten: item.label }),
    ...(link && { link }),
    items: item.items.map((child) => translateItem(child, prefix, messages)),
  };
}

/**
 * The navbar and footer in the current locale, by Docusaurus's keys (`docusaurus-theme-classic/`
 * `navbar.json`: `title`, `logo.alt`, `item.label.<label>`; `footer.json`: `link.title.<title>`,
 * `link.item.label.<label>`, `logo.alt`, `copyright`). Labels without a translation stay as written.
 */
export function translateNavbarAndFooter(config: SiteConfig, navbar: Record<string, string> | undefined, footer: Record<string, string> | undefined): SiteConfig {
  if (!navbar && !footer) return config;
  const nav = navbar ?? {};
  const foot = footer ?? {};
  const label = <T extends { label?: string }>(item: T, messages: Record<string, string>, prefix: string): T =>
    item.label !== undefined && messages[`${prefix}${item.label}`] !== undefined ? { ...item, label: messages[`${prefix}${item.label}`] } : item;
  return {
    ...config,
    navbar: {
      ...config.navbar,
      ...(config.navbar.title !== undefined && { title: nav.title ?? config.navbar.title }),
      ...(config.navbar.logo && { logo: { ...config.navbar.logo, alt: nav['logo.alt'] ?? config.navbar.logo.alt } }),
      // A dropdown's links are translated by the same keys as the navbar's.
      items: config.navbar.items.map((item) => ({ ...label(item, nav, 'item.label.'), ...(item.items && { items: item.items.map((child) => label(child, nav, 'item.label.')) }) })),
    },
    ...(config.footer && {
      footer: {
        ...config.footer,
        links: config.footer.links.map((column) => ({ ...column, title: foot[`link.title.${column.title}`] ?? column.title, items: column.items.map((item) => label(item, foot, 'link.item.label.')) })),
        ...(config.footer.copyright !== undefined && { copyright: foot.copyright ?? config.footer.copyright }),
      },
    }),
  };
}

/** The blog's title, description and sidebar title in the current locale (its `options.json`: `title`, `description`, `sidebar.title`). */
export function translateBlogOptions(config: SiteConfig, messages: Record<string, string> | undefined): SiteConfig {
  if (!messages || !config.blog) return config;
  const { blog } = config;
  return {
    ...config,
    blog: {
      ...blog,
      blogTitle: messages.title ?? blog.blogTitle,
      blogDescription: messages.description ?? blog.blogDescription,
      blogSidebarTitle: messages['sidebar.title'] ?? blog.blogSidebarTitle,
    },
  };
}
