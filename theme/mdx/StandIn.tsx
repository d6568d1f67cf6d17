import type { ReactNode } from 'react';

/**
 * The stand-in of a Docusaurus theme module hexsite has no equivalent for (`@theme/DocSidebar`,
 * `@theme/BlogSidebar`…: pieces of Docusaurus's own chrome, which hexsite draws itself): it
 * renders its children, or nothing, so that a site's component using it builds and shows the
 * rest. The build names each such import once (src/config/docusaurus/themeImports.ts);
 * docs/docusaurus-api.md lists them.
 */
export default function StandIn({ children }: { children?: ReactNode }): ReactNode {
  return typeof children === 'function' ? null : (children ?? null);
}
