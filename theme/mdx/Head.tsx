import { useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MdxContext } from './MdxContext.js';

/**
 * `@docusaurus/Head` on the server: its children (`<title>`, `<meta>`, `<link>`…) go to the
 * page's head; nothing is rendered where it stands. The browser's variant is Head.browser.tsx.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const { addHead } = useContext(MdxContext);
  addHead?.(renderToStaticMarkup(<>{children}</>));
  return null;
}
