/**
 * `@docusaurus/theme-common`: the hooks and helpers of Docusaurus's theme that a site's
 * components import, on hexsite's data (docs/docusaurus-api.md says how each maps).
 */
export { useColorMode, type ColorMode, type ColorModeChoice } from './common/colorMode.js';
export { useThemeConfig, usePrismTheme, isMultiColumnFooterLinks } from './common/themeConfig.js';
export { createStorageSlot, useStorageSlot, listStorageKeys } from './common/storage.js';
export { duplicates, uniq, groupBy, isRegexpStringMatch, mergeSearchParams, mergeSearchStrings, prefersReducedMotion, listTagsByLetters, processAdmonitionProps, filterDocCardListItems } from './common/jsUtils.js';
export {
  useEvent,
  usePrevious,
  ReactContextError,
  composeProviders,
  useWindowSize,
  usePluralForm,
  useCollapsible,
  useHistorySelector,
  useQueryString,
  useQueryStringList,
  useClearQueryString,
  useSearchQueryString,
  useSearchLinkCreator,
  useAnchorTargetClassName,
  useContextualSearchFilters,
  translateTagsPageTitle,
} from './common/hooks.js';
export {
  ThemedComponent,
  Collapsible,
  HtmlClassNameProvider,
  NavbarSecondaryMenuFiller,
  PageMetadata,
  SkipToContentFallbackId,
  SkipToContentLink,
  UnlistedBannerTitle,
  UnlistedBannerMessage,
  UnlistedMetadata,
  DraftBannerTitle,
  DraftBannerMessage,
  ErrorBoundaryTryAgainButton,
  ErrorBoundaryError,
  ErrorBoundaryErrorMessageFallback,
  ErrorCauseBoundary,
} from './common/components.js';
export { ThemeClassNames } from './common/ThemeClassNames.js';
export { useCurrentSidebarCategory, useDocsPreferredVersion } from './common/docs.js';
