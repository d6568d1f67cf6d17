import { Component, type ReactNode } from 'react';

/** The message of an error followed by each cause: `Outer\n\nCause:\nInner`. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

/** The crash screen: what broke, and a button that renders the page again. */
export function CrashScreen({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  return (
    <main className="crash container">
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <hr />
      <p className="crash__message">{describeError(error)}</p>
    </main>
  );
}

/** Catches a rendering error below it and shows the crash screen; the navbar and footer stay. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
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
    if (this.state.error) return <CrashScreen error={this.state.error} tryAgain={this.tryAgain} />;
    return this.props.children;
  }

  private tryAgain = () => {
    if (this.pageTitle !== null) document.title = this.pageTitle;
    this.pageTitle = null;
    this.setState({ error: null });
  };
}
