import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.js';
import { ColorModeProvider } from './ColorMode.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { PageBoundary } from './PageBoundary.js';
import { useSite } from './SiteContext.js';
import { MAIN_ID, SkipToContent } from './SkipToContent.js';

/** The props of Docusaurus's `@theme/Layout`, which a React page's `<Layout>` takes (theme/mdx/Layout.tsx). */
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

/**
 * The chrome of every page: skip link, announcement, navbar, the page, footer. It takes the
 * props of Docusaurus's `@theme/Layout`; what a React page's `<Layout>` gives comes through the
 * page's data (`ReactPage.layout`), as the page renders inside this chrome.
 */
export function Layout({ children }: LayoutProps) {
  const { chrome, page } = useSite();
  // What a React page's `<Layout>` (`@theme/Layout`) asked for.
  const layout = page.kind === 'reactPage' ? page.layout : undefined;
  return (
    <ColorModeProvider options={chrome.colorMode}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_ID} className={layout?.wrapperClassName ? `main-wrapper ${layout.wrapperClassName}` : 'main-wrapper'}>
        {/* A new page starts without the crash of the one before. */}
        <PageBoundary key={page.permalink}>{children}</PageBoundary>
      </div>
      {!layout?.noFooter && <Footer />}
    </ColorModeProvider>
  );
}
