import type { ComponentProps } from 'react';

/** `@theme/MDXComponents/Li`: the `<li>` of MDX content, as hexsite renders it. */
export default function Li(props: ComponentProps<'li'>) {
  return <li {...props} />;
}
