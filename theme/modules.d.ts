// The modules a site's overrides import: `@theme/<Name>` (the component in use, the override
// when there is one) and `@theme-original/<Name>` (the theme's own), each with its `Props`, as
// Docusaurus's theme declares them. A site's tsconfig reaches this file through
// `"types": ["hexsite/theme/modules"]`. test/unit/themeOverrides/components.test.ts keeps it in step
// with src/themeOverrides/components.ts.

/** The frame of every page: skip link, announcement bar, navbar, the page, footer. */
declare module '@theme/Layout' {
  type Component = typeof import('./components/Layout.js').Layout;
  /** The props the theme passes to `Layout`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Layout: Component;
  export default Layout;
}

/** The frame of every page: skip link, announcement bar, navbar, the page, footer. */
declare module '@theme-original/Layout' {
  type Component = typeof import('./components/Layout.js').Layout;
  /** The props the theme passes to `Layout`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Layout: Component;
  export default Layout;
}

/** The dismissible bar above the navbar (themeConfig.announcementBar). */
declare module '@theme/AnnouncementBar' {
  type Component = typeof import('./components/AnnouncementBar.js').AnnouncementBar;
  /** The props the theme passes to `AnnouncementBar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const AnnouncementBar: Component;
  export default AnnouncementBar;
}

/** The dismissible bar above the navbar (themeConfig.announcementBar). */
declare module '@theme-original/AnnouncementBar' {
  type Component = typeof import('./components/AnnouncementBar.js').AnnouncementBar;
  /** The props the theme passes to `AnnouncementBar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const AnnouncementBar: Component;
  export default AnnouncementBar;
}

/** The top bar: brand, items, locale and version menus, colour mode toggle, search. */
declare module '@theme/Navbar' {
  type Component = typeof import('./components/Navbar.js').Navbar;
  /** The props the theme passes to `Navbar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Navbar: Component;
  export default Navbar;
}

/** The top bar: brand, items, locale and version menus, colour mode toggle, search. */
declare module '@theme-original/Navbar' {
  type Component = typeof import('./components/Navbar.js').Navbar;
  /** The props the theme passes to `Navbar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Navbar: Component;
  export default Navbar;
}

/** The footer: link columns, logo and copyright (themeConfig.footer). */
declare module '@theme/Footer' {
  type Component = typeof import('./components/Footer.js').Footer;
  /** The props the theme passes to `Footer`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Footer: Component;
  export default Footer;
}

/** The footer: link columns, logo and copyright (themeConfig.footer). */
declare module '@theme-original/Footer' {
  type Component = typeof import('./components/Footer.js').Footer;
  /** The props the theme passes to `Footer`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Footer: Component;
  export default Footer;
}

/** The search box in the navbar and its suggestions. */
declare module '@theme/SearchBar' {
  type Component = typeof import('./components/SearchBox.js').SearchBox;
  /** The props the theme passes to `SearchBar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const SearchBar: Component;
  export default SearchBar;
}

/** The search box in the navbar and its suggestions. */
declare module '@theme-original/SearchBar' {
  type Component = typeof import('./components/SearchBox.js').SearchBox;
  /** The props the theme passes to `SearchBar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const SearchBar: Component;
  export default SearchBar;
}

/** The button switching between light and dark. */
declare module '@theme/ColorModeToggle' {
  type Component = typeof import('./components/ColorModeToggle.js').ColorModeToggle;
  /** The props the theme passes to `ColorModeToggle`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const ColorModeToggle: Component;
  export default ColorModeToggle;
}

/** The button switching between light and dark. */
declare module '@theme-original/ColorModeToggle' {
  type Component = typeof import('./components/ColorModeToggle.js').ColorModeToggle;
  /** The props the theme passes to `ColorModeToggle`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const ColorModeToggle: Component;
  export default ColorModeToggle;
}

/** A doc page: sidebar, breadcrumbs, content, table of contents, previous/next. */
declare module '@theme/DocItem' {
  type Component = typeof import('../templates/DocPage.js').DocPage;
  /** The props the theme passes to `DocItem`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocItem: Component;
  export default DocItem;
}

/** A doc page: sidebar, breadcrumbs, content, table of contents, previous/next. */
declare module '@theme-original/DocItem' {
  type Component = typeof import('../templates/DocPage.js').DocPage;
  /** The props the theme passes to `DocItem`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocItem: Component;
  export default DocItem;
}

/** The docs sidebar menu, its categories and links. */
declare module '@theme/DocSidebar' {
  type Component = typeof import('./components/SidebarMenu.js').SidebarMenu;
  /** The props the theme passes to `DocSidebar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocSidebar: Component;
  export default DocSidebar;
}

/** The docs sidebar menu, its categories and links. */
declare module '@theme-original/DocSidebar' {
  type Component = typeof import('./components/SidebarMenu.js').SidebarMenu;
  /** The props the theme passes to `DocSidebar`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocSidebar: Component;
  export default DocSidebar;
}

/** The banner above a doc of a version other than the last: unreleased or unmaintained, with a link to the latest version. */
declare module '@theme/DocVersionBanner' {
  type Component = typeof import('./components/Versions.js').VersionBanner;
  /** The props the theme passes to `DocVersionBanner`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocVersionBanner: Component;
  export default DocVersionBanner;
}

/** The banner above a doc of a version other than the last: unreleased or unmaintained, with a link to the latest version. */
declare module '@theme-original/DocVersionBanner' {
  type Component = typeof import('./components/Versions.js').VersionBanner;
  /** The props the theme passes to `DocVersionBanner`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocVersionBanner: Component;
  export default DocVersionBanner;
}

/** "Version: <label>" above a doc, on a site of several docs versions. */
declare module '@theme/DocVersionBadge' {
  type Component = typeof import('./components/Versions.js').VersionBadge;
  /** The props the theme passes to `DocVersionBadge`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocVersionBadge: Component;
  export default DocVersionBadge;
}

/** "Version: <label>" above a doc, on a site of several docs versions. */
declare module '@theme-original/DocVersionBadge' {
  type Component = typeof import('./components/Versions.js').VersionBadge;
  /** The props the theme passes to `DocVersionBadge`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocVersionBadge: Component;
  export default DocVersionBadge;
}

/** The breadcrumbs above a doc. */
declare module '@theme/DocBreadcrumbs' {
  type Component = typeof import('./components/Breadcrumbs.js').Breadcrumbs;
  /** The props the theme passes to `DocBreadcrumbs`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocBreadcrumbs: Component;
  export default DocBreadcrumbs;
}

/** The breadcrumbs above a doc. */
declare module '@theme-original/DocBreadcrumbs' {
  type Component = typeof import('./components/Breadcrumbs.js').Breadcrumbs;
  /** The props the theme passes to `DocBreadcrumbs`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocBreadcrumbs: Component;
  export default DocBreadcrumbs;
}

/** The previous/next links under a doc or a blog post. */
declare module '@theme/DocPaginator' {
  type Component = typeof import('./components/Pagination.js').Pagination;
  /** The props the theme passes to `DocPaginator`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocPaginator: Component;
  export default DocPaginator;
}

/** The previous/next links under a doc or a blog post. */
declare module '@theme-original/DocPaginator' {
  type Component = typeof import('./components/Pagination.js').Pagination;
  /** The props the theme passes to `DocPaginator`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const DocPaginator: Component;
  export default DocPaginator;
}

/** The table of contents beside a page's content. */
declare module '@theme/TOC' {
  type Component = typeof import('./components/Toc.js').Toc;
  /** The props the theme passes to `TOC`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const TOC: Component;
  export default TOC;
}

/** The table of contents beside a page's content. */
declare module '@theme-original/TOC' {
  type Component = typeof import('./components/Toc.js').Toc;
  /** The props the theme passes to `TOC`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const TOC: Component;
  export default TOC;
}

/** One post in a blog list: header, excerpt, "Read more". */
declare module '@theme/BlogPostItem' {
  type Component = typeof import('./components/BlogPostItem.js').BlogPostItem;
  /** The props the theme passes to `BlogPostItem`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const BlogPostItem: Component;
  export default BlogPostItem;
}

/** One post in a blog list: header, excerpt, "Read more". */
declare module '@theme-original/BlogPostItem' {
  type Component = typeof import('./components/BlogPostItem.js').BlogPostItem;
  /** The props the theme passes to `BlogPostItem`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const BlogPostItem: Component;
  export default BlogPostItem;
}

/** A blog post's page: header, content, tags, previous/next. */
declare module '@theme/BlogPostPage' {
  type Component = typeof import('../templates/BlogPost.js').BlogPostTemplate;
  /** The props the theme passes to `BlogPostPage`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const BlogPostPage: Component;
  export default BlogPostPage;
}

/** A blog post's page: header, content, tags, previous/next. */
declare module '@theme-original/BlogPostPage' {
  type Component = typeof import('../templates/BlogPost.js').BlogPostTemplate;
  /** The props the theme passes to `BlogPostPage`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const BlogPostPage: Component;
  export default BlogPostPage;
}

/** A callout box (note, tip, info, warning, danger) rendered by the theme. */
declare module '@theme/Admonition' {
  type Component = typeof import('./components/Admonition.js').Admonition;
  /** The props the theme passes to `Admonition`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Admonition: Component;
  export default Admonition;
}

/** A callout box (note, tip, info, warning, danger) rendered by the theme. */
declare module '@theme-original/Admonition' {
  type Component = typeof import('./components/Admonition.js').Admonition;
  /** The props the theme passes to `Admonition`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Admonition: Component;
  export default Admonition;
}

/** The content of the not-found (404) page, inside the layout. */
declare module '@theme/NotFound/Content' {
  type Component = typeof import('../templates/OtherPages.js').NotFoundTemplate;
  /** The props the theme passes to `NotFound/Content`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Content: Component;
  export default Content;
}

/** The content of the not-found (404) page, inside the layout. */
declare module '@theme-original/NotFound/Content' {
  type Component = typeof import('../templates/OtherPages.js').NotFoundTemplate;
  /** The props the theme passes to `NotFound/Content`. */
  export type Props = Parameters<Component> extends [] ? Record<string, never> : Parameters<Component>[0];
  const Content: Component;
  export default Content;
}

// The theme's own modules that ejected components import (`hexsite swizzle <Name> --eject`):
// internal, they may change in any release.

declare module '@theme/ColorMode' {
  export const ColorModeProvider: typeof import('./components/ColorMode.js').ColorModeProvider;
  export const useColorMode: typeof import('./components/ColorMode.js').useColorMode;
}

declare module '@theme/PageBoundary' {
  export const PageBoundary: typeof import('./components/PageBoundary.js').PageBoundary;
}

declare module '@theme/SiteContext' {
  export const useSite: typeof import('./components/SiteContext.js').useSite;
}

declare module '@theme/SkipToContent' {
  export const MAIN_ID: typeof import('./components/SkipToContent.js').MAIN_ID;
  export const SkipToContent: typeof import('./components/SkipToContent.js').SkipToContent;
}

declare module '@theme/NavLink' {
  export const NavLink: typeof import('./components/NavLink.js').NavLink;
}

declare module '@theme/Icons' {
  export const SunIcon: typeof import('./components/Icons.js').SunIcon;
  export const MoonIcon: typeof import('./components/Icons.js').MoonIcon;
  export const SystemIcon: typeof import('./components/Icons.js').SystemIcon;
}

// MDX content's components and hooks, under Docusaurus's names (theme/mdx/builtins.ts).

/** Tabs: one panel shown at a time, the choice shared by `groupId` across pages. */
declare module '@theme/Tabs' {
  const Component: typeof import('./mdx/Tabs.js').default;
  export default Component;
}

/** One panel of `<Tabs>`. */
declare module '@theme/TabItem' {
  const Component: typeof import('./mdx/TabItem.js').default;
  export default Component;
}

/** A highlighted code block, as a fenced one: `language`, `title`, `showLineNumbers`, `metastring`. */
declare module '@theme/CodeBlock' {
  const Component: typeof import('./mdx/CodeBlock.browser.js').default;
  export default Component;
}

/** A callout box, as `:::note`: `type`, `title`. */
declare module '@theme/Admonition' {
  const Component: typeof import('./mdx/Admonition.js').default;
  export default Component;
}

/** A collapsible block with its `summary`. */
declare module '@theme/Details' {
  const Component: typeof import('./mdx/Details.js').default;
  export default Component;
}

/** The page's table of contents in its content: `toc={toc}`. */
declare module '@theme/TOCInline' {
  const Component: typeof import('./mdx/TOCInline.js').default;
  export default Component;
}

/** The cards of the category's docs. */
declare module '@theme/DocCardList' {
  const Component: typeof import('./mdx/DocCardList.js').default;
  export default Component;
}

/** A heading with its anchor link: `as`, `id`. */
declare module '@theme/Heading' {
  const Component: typeof import('./mdx/Heading.js').default;
  export default Component;
}

/** A link: a site path gets the base URL; other sites open in a new tab. */
declare module '@docusaurus/Link' {
  const Component: typeof import('./mdx/Link.js').default;
  export default Component;
}

/** Renders `children()` in the browser only, `fallback` before. */
declare module '@docusaurus/BrowserOnly' {
  const Component: typeof import('./mdx/BrowserOnly.js').default;
  export default Component;
}

/** Tags for the page's `<head>`. */
declare module '@docusaurus/Head' {
  const Component: typeof import('./mdx/Head.js').default;
  export default Component;
}

/** The locale's text of a message (`i18n/<locale>/code.json`): `<Translate id="…">Default</Translate>`, `translate({ id, message })`. */
declare module '@docusaurus/Translate' {
  const Translate: typeof import('./mdx/Translate.js').default;
  export const translate: typeof import('./mdx/Translate.js').translate;
  export type TranslateParam = import('./mdx/Translate.js').TranslateParam;
  export type Props = import('./mdx/Translate.js').TranslateProps;
  export default Translate;
}

/** A message with `{name}` placeholders filled: `<Interpolate values={{ name }}>Hello {name}</Interpolate>`, `interpolate(text, values)`. */
declare module '@docusaurus/Interpolate' {
  const Interpolate: typeof import('./mdx/Interpolate.js').default;
  export const interpolate: typeof import('./mdx/Interpolate.js').interpolate;
  export type Props = import('./mdx/Interpolate.js').InterpolateProps;
  export type InterpolateValues = import('./mdx/Interpolate.js').InterpolateValues;
  export default Interpolate;
}

/** The site's base URL before a site path: `useBaseUrl('/img/logo.svg')`. */
declare module '@docusaurus/useBaseUrl' {
  const useBaseUrl: typeof import('./mdx/useBaseUrl.js').default;
  export const useBaseUrlUtils: typeof import('./mdx/useBaseUrl.js').useBaseUrlUtils;
  export default useBaseUrl;
}

/** The site's config: `useDocusaurusContext().siteConfig`. */
declare module '@docusaurus/useDocusaurusContext' {
  const useDocusaurusContext: typeof import('./mdx/useDocusaurusContext.js').default;
  export default useDocusaurusContext;
}

/** Where the reader is (`useLocation`), going elsewhere (`useHistory`, `Redirect`), and `matchPath`. */
declare module '@docusaurus/router' {
  export const useLocation: typeof import('./mdx/router.js').useLocation;
  export const useHistory: typeof import('./mdx/router.js').useHistory;
  export const Redirect: typeof import('./mdx/router.js').Redirect;
  export const matchPath: typeof import('./mdx/router.js').matchPath;
  export type Location = import('./mdx/router.js').Location;
}

/** Whether the page has hydrated in the browser: false on the server and while hydrating. */
declare module '@docusaurus/useIsBrowser' {
  const useIsBrowser: typeof import('./mdx/useIsBrowser.js').default;
  export default useIsBrowser;
}

/** What the environment the code runs in can do: `canUseDOM` is false on the server. */
declare module '@docusaurus/ExecutionEnvironment' {
  const ExecutionEnvironment: typeof import('./mdx/ExecutionEnvironment.js').default;
  export default ExecutionEnvironment;
}

/** A CSS module: its classes' scoped names by the names the file gives them. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** The components MDX content may use without importing them. */
declare module '@theme/MDXComponents' {
  const MDXComponents: typeof import('./mdx/MDXComponents.js').default;
  export default MDXComponents;
}

/** hexsite's own map, which a site's `src/theme/MDXComponents` spreads and adds to. */
declare module '@theme-original/MDXComponents' {
  const MDXComponents: typeof import('./mdx/MDXComponents.js').default;
  export default MDXComponents;
}
