import { createContext, type ReactNode } from 'react';

/** The props of `@theme/Layout`, as Docusaurus's classic theme takes them. */
export interface LayoutProps {
  children?: ReactNode;
  /** The page's title: `<title>` is it and the site's title (`Help | Metro`). */
  title?: string;
  /** The page's meta description. */
  description?: string;
  /** Leaves the footer out. */
  noFooter?: boolean;
  /** A class for the element around the page (`.main-wrapper`). */
  wrapperClassName?: string;
}

/** What a page's `<Layout>` asks of the chrome around it: its props other than the children. */
export type LayoutRequest = Omit<LayoutProps, 'children'>;

/**
 * Hears the `<Layout>` a React page renders, while it is rendered on the server: the page is
 * then known to use Docusaurus's layout, and its props go to the page's chrome and head. None in
 * the browser, where the chrome is already there.
 */
export const PageLayoutContext = createContext<((request: LayoutRequest) => void) | undefined>(undefined);
