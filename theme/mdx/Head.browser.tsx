import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head` in the browser: the page's head was written when it was built (Head.tsx),
 * so a component that runs in the browser renders nothing here, without loading React's server
 * renderer.
 */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}
