import type { SVGProps } from 'react';
import { LineIcon } from './LineIcon.js';

/** `@theme/Icon/Arrow`: an arrow pointing right. */
export default function IconArrow(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M9 6l6 6-6 6" />
    </LineIcon>
  );
}
