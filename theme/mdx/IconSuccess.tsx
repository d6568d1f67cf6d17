import type { SVGProps } from 'react';

/** `@theme/Icon/Success`: Docusaurus's check mark, drawn in the theme's line style; takes an `<svg>`'s props. */
export default function IconSuccess(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
