import { createContext } from 'react';
import type { LayoutProps } from '../components/Layout.js';

export type { LayoutProps };

/** What a page's `<Layout>` asks of the chrome around it: its props other than the children. */
export type LayoutRequest = Omit<LayoutProps, 'children'>;

/**
 * Hears the `<Layout>` a React page renders, while it is rendered on the server: the page is
 * then known to use Docusaurus's layout, and its props go to the page's chrome and head. None in
 * the browser, where the chrome is already there.
 */
export const PageLayoutContext = createContext<((request: LayoutRequest) => void) | undefined>(undefined);
