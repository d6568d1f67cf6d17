import type { SVGProps } from 'react';
import { LineIcon } from './LineIcon.js';

/** `@theme/Icon/WordWrap`: a line wrapping back, the code block's wrap button. */
export default function IconWordWrap(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M4 18h5" />
      <path d="M15 16l-2 2 2 2" />
    </LineIcon>
  );
}
