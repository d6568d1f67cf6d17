import type { SVGProps } from 'react';
import { LineIcon } from './LineIcon.js';

/** `@theme/Icon/ExternalLink`: the mark after a link to another site (13 px by default, as Docusaurus's). */
export default function IconExternalLink(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon width={13.5} height={13.5} {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIcon>
  );
}
