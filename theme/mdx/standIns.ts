/**
 * The modules of Docusaurus's theme and client API that hexsite has no equivalent for, by why:
 * each is `theme/mdx/StandIn.tsx`, which renders its children or nothing, so a site's component
 * importing one builds and shows the rest; the build names each such import once, with the files
 * (src/config/docusaurus/themeImports.ts). docs/docusaurus-api.md lists them.
 */
export interface StandInGroup {
  /** What the modules are and what stands in for them, for the build's note. */
  reason: string;
  modules: readonly string[];
}

export const STAND_INS: readonly StandInGroup[] = [
  {
    reason: "a piece of Docusaurus's own chrome (navbar, footer, sidebars, table of contents, blog and docs page layout, search, announcement bar, paginators, edit links), which hexsite draws itself around the page: renders its children, or nothing",
    modules: [
    '@theme/AnnouncementBar', '@theme/AnnouncementBar/CloseButton', '@theme/AnnouncementBar/Content', '@theme/BackToTopButton',
    '@theme/Blog/Components/Author', '@theme/Blog/Components/Author/Socials', '@theme/BlogLayout', '@theme/BlogListPaginator', '@theme/BlogPostItem',
    '@theme/BlogPostItem/Container', '@theme/BlogPostItem/Content', '@theme/BlogPostItem/Footer', '@theme/BlogPostItem/Footer/ReadMoreLink',
    '@theme/BlogPostItem/Header', '@theme/BlogPostItem/Header/Authors', '@theme/BlogPostItem/Header/Info', '@theme/BlogPostItem/Header/Title',
    '@theme/BlogPostItems', '@theme/BlogPostPaginator', '@theme/BlogSidebar', '@theme/BlogSidebar/Content', '@theme/BlogSidebar/Desktop',
    '@theme/BlogSidebar/Mobile', '@theme/DocBreadcrumbs/Items/Home', '@theme/DocBreadcrumbs/StructuredData', '@theme/DocCard',
    '@theme/DocItem/Content', '@theme/DocItem/Footer', '@theme/DocItem/Layout', '@theme/DocItem/Metadata', '@theme/DocItem/Paginator',
    '@theme/DocItem/TOC/Desktop', '@theme/DocItem/TOC/Mobile', '@theme/DocPaginator', '@theme/DocRoot/Layout', '@theme/DocRoot/Layout/Main',
    '@theme/DocRoot/Layout/Sidebar', '@theme/DocRoot/Layout/Sidebar/ExpandButton', '@theme/DocSidebar', '@theme/DocSidebar/Desktop',
    '@theme/DocSidebar/Desktop/CollapseButton', '@theme/DocSidebar/Desktop/Content', '@theme/DocSidebar/Mobile', '@theme/DocSidebarItem',
    '@theme/DocSidebarItem/Category', '@theme/DocSidebarItem/Html', '@theme/DocSidebarItem/Link', '@theme/DocSidebarItems', '@theme/DocVersionBadge',
    '@theme/DocVersionBanner', '@theme/DocVersionSuggestions', '@theme/EditMetaRow', '@theme/EditThisPage', '@theme/Footer',
    '@theme/Footer/Copyright', '@theme/Footer/Layout', '@theme/Footer/LinkItem', '@theme/Footer/Links', '@theme/Footer/Links/MultiColumn',
    '@theme/Footer/Links/Simple', '@theme/Footer/Logo', '@theme/LastUpdated', '@theme/Navbar', '@theme/Navbar/Content', '@theme/Navbar/Layout',
    '@theme/Navbar/Logo', '@theme/Navbar/MobileSidebar', '@theme/Navbar/MobileSidebar/Header', '@theme/Navbar/MobileSidebar/Layout',
    '@theme/Navbar/MobileSidebar/PrimaryMenu', '@theme/Navbar/MobileSidebar/SecondaryMenu', '@theme/Navbar/MobileSidebar/Toggle',
    '@theme/Navbar/Search', '@theme/NavbarItem', '@theme/NavbarItem/ComponentTypes', '@theme/NavbarItem/DefaultNavbarItem',
    '@theme/NavbarItem/DefaultNavbarItem/Desktop', '@theme/NavbarItem/DefaultNavbarItem/Mobile', '@theme/NavbarItem/DocNavbarItem',
    '@theme/NavbarItem/DocSidebarNavbarItem', '@theme/NavbarItem/DocsVersionDropdownNavbarItem', '@theme/NavbarItem/DocsVersionNavbarItem',
    '@theme/NavbarItem/DropdownNavbarItem', '@theme/NavbarItem/DropdownNavbarItem/Desktop', '@theme/NavbarItem/DropdownNavbarItem/Mobile',
    '@theme/NavbarItem/HtmlNavbarItem', '@theme/NavbarItem/LocaleDropdownNavbarItem', '@theme/NavbarItem/NavbarNavLink',
    '@theme/NavbarItem/SearchNavbarItem', '@theme/PaginatorNavLink', '@theme/SearchBar', '@theme/SkipToContent', '@theme/TOC',
    '@theme/TOCCollapsible', '@theme/TOCCollapsible/CollapseButton', '@theme/TOCItems', '@theme/TOCItems/Tree',
    ],
  },
  {
    reason: "a part of Docusaurus's admonition: renders its children; `@theme/Admonition` (and `:::note`) draws the whole box",
    modules: [
    '@theme/Admonition/Icon/Danger', '@theme/Admonition/Icon/Info', '@theme/Admonition/Icon/Note', '@theme/Admonition/Icon/Tip',
    '@theme/Admonition/Icon/Warning', '@theme/Admonition/Layout', '@theme/Admonition/Type/Caution', '@theme/Admonition/Type/Danger',
    '@theme/Admonition/Type/Info', '@theme/Admonition/Type/Note', '@theme/Admonition/Type/Tip', '@theme/Admonition/Type/Warning',
    '@theme/Admonition/Types',
    ],
  },
  {
    reason: "a part of Docusaurus's code block: renders its children; `@theme/CodeBlock` (and fenced code) draws the whole block",
    modules: [
    '@theme/CodeBlock/Buttons', '@theme/CodeBlock/Buttons/Button', '@theme/CodeBlock/Buttons/CopyButton', '@theme/CodeBlock/Buttons/WordWrapButton',
    '@theme/CodeBlock/Container', '@theme/CodeBlock/Content', '@theme/CodeBlock/Content/Element', '@theme/CodeBlock/Content/String',
    '@theme/CodeBlock/Layout', '@theme/CodeBlock/Line', '@theme/CodeBlock/Line/Token', '@theme/CodeBlock/Provider', '@theme/CodeBlock/Title',
    ],
  },
  {
    reason: "a part of Docusaurus's doc card: renders its children; `@theme/DocCardList` draws the cards",
    modules: [
    '@theme/DocCard/Description', '@theme/DocCard/Heading', '@theme/DocCard/Heading/Icon', '@theme/DocCard/Heading/Text', '@theme/DocCard/Layout',
    ],
  },
  {
    reason: "a page or piece hexsite makes in its own way (the not-found and error pages, tags, content visibility banners, site metadata, the Prism languages, Mermaid diagrams): renders its children, or nothing",
    modules: [
    '@theme/ContentVisibility', '@theme/ContentVisibility/Draft', '@theme/ContentVisibility/Unlisted', '@theme/Error', '@theme/ErrorPageContent',
    '@theme/Loading', '@theme/Logo', '@theme/Mermaid', '@theme/NotFound', '@theme/NotFound/Content', '@theme/SearchMetadata', '@theme/SiteMetadata',
    '@theme/Tag', '@theme/TagsListByLetter', '@theme/TagsListInline', '@theme/ThemeProvider/TitleFormatter', '@theme/prism-include-languages',
    ],
  },
  {
    reason: "Docusaurus's route machinery, which a static hexsite page has not: renders nothing",
    modules: [
    '@docusaurus/ComponentCreator', '@docusaurus/renderRoutes',
    ],
  },
];

/** The stand-in's reason for a specifier, when it is one. */
export function standInReasonOf(specifier: string): string | undefined {
  return STAND_INS.find((group) => group.modules.includes(specifier))?.reason;
}
