import type { SVGProps } from 'react';
import { LineIcon } from './LineIcon.js';

/** `@theme/Icon/Home`: a house, the breadcrumbs' first item. */
export default function IconHome(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </LineIcon>
  );
}
