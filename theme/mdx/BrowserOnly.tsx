import { useEffect, useState, type ReactNode } from 'react';
import { HexsiteError } from '../../src/errors/HexsiteError.js';

/** The props of `@docusaurus/BrowserOnly`. */
export interface BrowserOnlyProps {
  /** Renders what only the browser can: called after the component has mounted there. */
  children: () => ReactNode;
  /** What the static HTML (and the browser before mounting) shows. */
  fallback?: ReactNode;
}

/**
 * `@docusaurus/BrowserOnly`: the fallback in the static HTML; in the browser, `children()` once
 * mounted (never during hydration, so the two renders match).
 */
export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (typeof children !== 'function') {
    throw new HexsiteError(`Unexpected ${describe(children)} as the children of <BrowserOnly>, expected a function that renders them`, {
      ruleId: 'browser-only-children',
      hint: 'Write <BrowserOnly>{() => <Component />}</BrowserOnly>: the function runs only in the browser.',
    });
  }
  return <>{mounted ? children() : (fallback ?? null)}</>;
}

function describe(children: unknown): string {
  if (children === undefined || children === null) return 'nothing';
  if (Array.isArray(children)) return 'several elements';
  return typeof children === 'object' ? 'an element' : `a ${typeof children}`;
}
