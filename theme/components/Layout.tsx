import type { LayoutProps } from '../mdx/PageLayout.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { ColorModeProvider } from './ColorMode.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { PageBoundary } from './PageBoundary.js';
import { useSite } from './SiteContext.js';
import { MAIN_ID, SkipToContent } from './SkipToContent.js';

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
