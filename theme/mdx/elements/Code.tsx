import type { ComponentProps } from 'react';

/** `@theme/MDXComponents/Code`: the `<code>` of MDX content, as hexsite renders it. */
export default function Code(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
