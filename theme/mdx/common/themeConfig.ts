import { useContext } from 'react';
import { MdxContext } from '../MdxContext.js';

/** `useThemeConfig` of `@docusaurus/theme-common`: the config's `themeConfig` as hexsite read it (`navbar`, `footer`, `colorMode`, `prism`). */
export function useThemeConfig(): Record<string, unknown> {
  const { siteConfig } = useContext(MdxContext);
  return (siteConfig.themeConfig as Record<string, unknown> | undefined) ?? {};
}

/** `usePrismTheme`: the Prism theme the config names; hexsite highlights in its own light and dark themes, so this is only what the config says. */
export function usePrismTheme(): Record<string, unknown> {
  const prism = useThemeConfig().prism as { theme?: Record<string, unknown> } | undefined;
  return prism?.theme ?? { plain: {}, styles: [] };
}

/** Whether the footer's `links` are columns (items with `items`) rather than one row of links. */
export function isMultiColumnFooterLinks(links: unknown[]): boolean {
  return links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0];
}
