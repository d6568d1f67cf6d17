import { useContext } from 'react';
import { PageLayoutContext, type LayoutProps } from './PageLayout.js';

export type { LayoutProps };

/**
 * `@theme/Layout` in a React page. hexsite renders the chrome (navbar, footer…) around every page
 * itself, so this renders only the page's content, and tells the render what the page asked for:
 * its title and description go to the document's head, `noFooter` and `wrapperClassName` to the
 * chrome (src/render/renderContent.tsx).
 */
export default function Layout({ children, ...request }: LayoutProps) {
  useContext(PageLayoutContext)?.(request);
  return <>{children}</>;
}
