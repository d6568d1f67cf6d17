/**
 * The docs hooks `@docusaurus/theme-common` exports for the docs plugin's pages. hexsite renders
 * its docs' sidebars and version menus itself, so a site's component has none of their data.
 */

/** `useCurrentSidebarCategory`: Docusaurus throws outside a category's page; hexsite has no sidebar data in a site's components. */
export function useCurrentSidebarCategory(): never {
  throw new Error('Unexpected use of useCurrentSidebarCategory(), expected it in a doc of a sidebar category: hexsite gives site components no sidebar data; use <DocCardList /> (a category\'s cards) instead');
}

/** `useDocsPreferredVersion`: the version the reader chose; hexsite keeps none apart from the page's own. */
export function useDocsPreferredVersion(): { preferredVersion: null; savePreferredVersionName: (name: string) => void } {
  return { preferredVersion: null, savePreferredVersionName: () => {} };
}
