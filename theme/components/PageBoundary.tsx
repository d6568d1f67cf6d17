import { Component, lazy, Suspense, type ReactNode } from 'react';

// The crash screen is rarely needed: its code loads only when a page has crashed.
const CrashScreen = lazy(() => import('./CrashScreen.js').then((module) => ({ default: module.CrashScreen })));

/** Catches a rendering error below it and shows the crash screen; the navbar and footer stay. */
export class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private pageTitle: string | null = null;

  override componentDidCatch() {
    this.pageTitle ??= document.title;
    document.title = 'Page Error';
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={<main className="crash container" />}>
        <CrashScreen error={this.state.error} tryAgain={this.tryAgain} />
      </Suspense>
    );
  }

  private tryAgain = () => {
    if (this.pageTitle !== null) document.title = this.pageTitle;
    this.pageTitle = null;
    this.setState({ error: null });
  };
}
