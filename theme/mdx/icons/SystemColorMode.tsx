import type { SVGProps } from 'react';
import { LineIcon } from './LineIcon.js';

/** `@theme/Icon/SystemColorMode`: a screen, for the system's colour mode. */
export default function IconSystemColorMode(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </LineIcon>
  );
}
