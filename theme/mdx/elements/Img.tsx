import type { ComponentProps } from 'react';

/** `@theme/MDXComponents/Img`: the `<img>` of MDX content, as hexsite renders it. */
export default function Img(props: ComponentProps<'img'>) {
  return <img loading="lazy" {...props} />;
}
