import type { SVGProps } from 'react';
import { LineIcon } from './LineIcon.js';

/** `@theme/Icon/Socials/*` (GitHub, X, LinkedIn, …): one link glyph for every platform, as hexsite draws no brand marks. */
export default function IconSocial(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </LineIcon>
  );
}
