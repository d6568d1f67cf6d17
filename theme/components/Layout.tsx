import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.js';
import { ColorModeProvider } from './ColorMode.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { useSite } from './SiteContext.js';
import { MAIN_ID, SkipToContent } from './SkipToContent.js';

/** The chrome of every page: skip link, announcement, navbar, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { chrome } = useSite();
  return (
    <ColorModeProvider options={chrome.colorMode}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_ID} className="main-wrapper">
        <ErrorBoundary>{children}</ErrorBoundary>
      </div>
      <Footer />
    </ColorModeProvider>
  );
}
