/** What `useBrokenLinks()` gives: Docusaurus's collectors of a page's links and anchors. */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const collectors: BrokenLinks = {
  collectLink() {},
  collectAnchor() {},
};

/**
 * `@docusaurus/useBrokenLinks`: in Docusaurus, components tell the broken-link check of the links
 * and anchors they render. hexsite checks the links and element ids of the built pages
 * themselves, so both collectors have nothing to add.
 */
export default function useBrokenLinks(): BrokenLinks {
  return collectors;
}
