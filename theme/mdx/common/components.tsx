import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { translate } from '../Translate.js';
import { useColorMode, type ColorMode } from './colorMode.js';

/**
 * `ThemedComponent`: calls `children({ theme, className })` for each colour mode. The static HTML
 * has both (each with its `themedComponent--<mode>` class); once mounted, only the page's mode.
 */
export function ThemedComponent({ className, children }: { className?: string; children: (props: { theme: ColorMode; className: string }) => ReactNode }) {
  const { colorMode } = useColorMode();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const modes: ColorMode[] = mounted ? [colorMode] : ['light', 'dark'];
  const classOf = (mode: ColorMode) => ['themedComponent', `themedComponent--${mode}`, className].filter(Boolean).join(' ');
  return <>{modes.map((mode) => <Fragment key={mode}>{children({ theme: mode, className: classOf(mode) })}</Fragment>)}</>;
}

/** `useCollapsible`'s element: its children when not collapsed (hexsite does not animate the change). */
export function Collapsible({ as: As = 'div', collapsed, children, className, lazy }: { as?: 'div' | 'ul' | 'section'; collapsed: boolean; children: ReactNode; className?: string; lazy?: boolean }) {
  if (collapsed && lazy) return null;
  return <As className={className} hidden={collapsed}>{children}</As>;
}

/** Providers of Docusaurus's layout that hexsite's chrome does without: they render their children. */
export function HtmlClassNameProvider({ children }: { className?: string; children: ReactNode }) {
  return <>{children}</>;
}

/** Fills the secondary menu of Docusaurus's mobile navbar, which hexsite's has not: renders nothing. */
export function NavbarSecondaryMenuFiller(_props: { component: unknown; props?: unknown }): null {
  return null;
}

/**
 * `PageMetadata`: Docusaurus sets the page's title, description, keywords and image with it.
 * hexsite writes a page's head from its front matter and `@docusaurus/Head`; this renders nothing.
 */
export function PageMetadata(_props: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }): null {
  return null;
}

/** The id of the element a skip link jumps to when the page marks no main content. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/** A link to the page's main content, for keyboard readers. */
export function SkipToContentLink({ className }: { className?: string }) {
  return (
    <a className={className} href={`#${SkipToContentFallbackId}`}>
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    </a>
  );
}

/** The texts of unlisted and draft pages' banners. */
export function UnlistedBannerTitle() {
  return <>{translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' })}</>;
}
export function UnlistedBannerMessage() {
  return <>{translate({ id: 'theme.contentVisibility.unlistedBanner.message', message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.' })}</>;
}
export function DraftBannerTitle() {
  return <>{translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' })}</>;
}
export function DraftBannerMessage() {
  return <>{translate({ id: 'theme.contentVisibility.draftBanner.message', message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.' })}</>;
}
/** The `noindex` of an unlisted page: hexsite writes it from the front matter itself. */
export function UnlistedMetadata(): null {
  return null;
}

/** The pieces of Docusaurus's error page, for a site's `ErrorBoundary` fallback. */
export function ErrorBoundaryTryAgainButton(props: { onClick?: () => void; className?: string }) {
  return (
    <button type="button" {...props}>
      {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
    </button>
  );
}
export function ErrorBoundaryError({ error }: { error: Error }) {
  return <p style={{ whiteSpace: 'pre-wrap' }}>{error.message}</p>;
}
export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div role="alert">
      <p>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
      <ErrorBoundaryError error={error} />
    </div>
  );
}
/** Docusaurus marks the cause of a render error with it; here it renders its children. */
export function ErrorCauseBoundary({ children }: { children: ReactNode; onError?: (error: Error) => Error }) {
  return <>{children}</>;
}
