import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.js';
import { ColorModeProvider } from './ColorMode.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { PageBoundary } from './PageBoundary.js';
import { useSite } from './SiteContext.js';
import { MAIN_ID, SkipToContent } from './SkipToContent.js';

/** The chrome of every page: skip link, announcement, navbar, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { chrome, page } = useSite();
  return (
    <ColorModeProvider options={chrome.colorMode}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_ID} className="main-wrapper">
        {/* A new page starts without the crash of the one before. */}
        <PageBoundary key={page.permalink}>{children}</PageBoundary>
      </div>
      <Footer />
    </ColorModeProvider>
  );
}
