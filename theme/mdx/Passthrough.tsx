import type { ReactNode } from 'react';

/** `@theme/MDXContent`, `@theme/Root`, `@theme/ThemeProvider`, `@theme/Layout/Provider`: wrappers whose work hexsite's chrome does; they render their children. */
export default function Passthrough({ children }: { children?: ReactNode }): ReactNode {
  return children ?? null;
}
