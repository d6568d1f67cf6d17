import type { ReactNode, SVGProps } from 'react';

/** The icons of `@theme/Icon/*`: drawn on a 24×24 grid in the theme's line style (`currentColor`), taking an `<svg>`'s props as Docusaurus's do. */
export function LineIcon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {children}
    </svg>
  );
}
