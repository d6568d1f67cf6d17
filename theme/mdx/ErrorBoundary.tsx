import { Component, type ReactNode } from 'react';

/** The props of `@docusaurus/ErrorBoundary`: what to render, and what to render instead when it throws. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary`: renders `children`; when they throw while rendering in the
 * browser, `fallback({ error, tryAgain })` instead (`tryAgain` renders the children again), or
 * the error's message without a fallback. On the server an error still fails the page's build,
 * with the file that threw.
 */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? this.props.fallback({ error, tryAgain }) : <p role="alert">{error.message}</p>;
  }
}
