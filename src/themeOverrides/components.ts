/** A theme component a site may replace or wrap with a file of its own in `src/theme/`. */
export interface ThemeComponent {
  /**
   * The name a site uses: `src/theme/<name>.tsx`, `@theme/<name>`, `@theme-original/<name>`
   * (Docusaurus's where hexsite has the same piece; `NotFound/Content` is a file in a folder).
   */
  name: string;
  /** The module defining it, relative to hexsite's root. */
  file: string;
  /** The function the module exports under its own name, which the override stands in for. */
  exportName: string;
  /** What it renders, in one line: printed by `hexsite swizzle --list`. */
  description: string;
  /**
   * Whether `swizzle --eject` may copy it: its module holds this component alone and imports
   * nothing but React and other theme components (anything else is a wrap only).
   */
  eject: boolean;
}

/**
 * Every component meant for overriding, in one place. Anything else in theme/ is internal:
 * its markup may change in any release without notice.
 */
export const THEME_COMPONENTS: readonly ThemeComponent[] = [
  { name: 'Layout', file: 'theme/components/Layout.tsx', exportName: 'Layout', description: 'The frame of every page: skip link, announcement bar, navbar, the page, footer.', eject: true },
  { name: 'AnnouncementBar', file: 'theme/components/AnnouncementBar.tsx', exportName: 'AnnouncementBar', description: 'The dismissible bar above the navbar (themeConfig.announcementBar).', eject: false },
  { name: 'Navbar', file: 'theme/components/Navbar.tsx', exportName: 'Navbar', description: 'The top bar: brand, items, locale and version menus, colour mode toggle, search.', eject: false },
  { name: 'Footer', file: 'theme/components/Footer.tsx', exportName: 'Footer', description: 'The footer: link columns, logo and copyright (themeConfig.footer).', eject: true },
  { name: 'SearchBar', file: 'theme/components/SearchBox.tsx', exportName: 'SearchBox', description: 'The search box in the navbar and its suggestions.', eject: false },
  { name: 'ColorModeToggle', file: 'theme/components/ColorModeToggle.tsx', exportName: 'ColorModeToggle', description: 'The button switching between light and dark.', eject: true },
  { name: 'DocItem', file: 'templates/DocPage.tsx', exportName: 'DocPage', description: 'A doc page: sidebar, breadcrumbs, content, table of contents, previous/next.', eject: false },
  { name: 'DocSidebar', file: 'theme/components/SidebarMenu.tsx', exportName: 'SidebarMenu', description: 'The docs sidebar menu, its categories and links.', eject: false },
  { name: 'DocVersionBanner', file: 'theme/components/Versions.tsx', exportName: 'VersionBanner', description: 'The banner above a doc of a version other than the last: unreleased or unmaintained, with a link to the latest version.', eject: false },
  { name: 'DocVersionBadge', file: 'theme/components/Versions.tsx', exportName: 'VersionBadge', description: '"Version: <label>" above a doc, on a site of several docs versions.', eject: false },
  { name: 'DocBreadcrumbs', file: 'theme/components/Breadcrumbs.tsx', exportName: 'Breadcrumbs', description: 'The breadcrumbs above a doc.', eject: false },
  { name: 'DocPaginator', file: 'theme/components/Pagination.tsx', exportName: 'Pagination', description: 'The previous/next links under a doc or a blog post.', eject: false },
  { name: 'TOC', file: 'theme/components/Toc.tsx', exportName: 'Toc', description: "The table of contents beside a page's content.", eject: false },
  { name: 'BlogPostItem', file: 'theme/components/BlogPostItem.tsx', exportName: 'BlogPostItem', description: 'One post in a blog list: header, excerpt, "Read more".', eject: false },
  { name: 'BlogPostPage', file: 'templates/BlogPost.tsx', exportName: 'BlogPostTemplate', description: "A blog post's page: header, content, tags, previous/next.", eject: false },
  { name: 'Admonition', file: 'theme/components/Admonition.tsx', exportName: 'Admonition', description: 'A callout box (note, tip, info, warning, danger) rendered by the theme.', eject: true },
  { name: 'NotFound/Content', file: 'templates/OtherPages.tsx', exportName: 'NotFoundTemplate', description: 'The content of the not-found (404) page, inside the layout.', eject: false },
];

/** The component of a name, if it is one meant for overriding. */
export function getThemeComponent(name: string): ThemeComponent | undefined {
  return THEME_COMPONENTS.find((component) => component.name === name);
}
