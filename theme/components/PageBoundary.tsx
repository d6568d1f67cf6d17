import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslate, type Translate } from './SiteContext.js';

// The crash screen is rarely needed: its code loads only when a page has crashed.
const CrashScreen = lazy(() => import('./CrashScreen.js').then((module) => ({ default: module.CrashScreen })));

/** Catches a rendering error below it and shows the crash screen; the navbar and footer stay. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return <Boundary translate={useTranslate()}>{children}</Boundary>;
}

/**
 * The boundary itself. It is given `translate`, so that the crash screen's lazily loaded code
 * need not import the site's context.
 */
class Boundary extends Component<{ children: ReactNode; translate: Translate }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private pageTitle: string | null = null;

  override componentDidCatch() {
    this.pageTitle ??= document.title;
    const { translate } = this.props;
    document.title = translate('theme.ErrorPage.title', 'Page Error');
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={<main className="crash container" />}>
        <CrashScreen error={this.state.error} tryAgain={this.tryAgain} translate={this.props.translate} />
      </Suspense>
    );
  }

  private tryAgain = () => {
    if (this.pageTitle !== null) document.title = this.pageTitle;
    this.pageTitle = null;
    this.setState({ error: null });
  };
}
