import type { ComponentProps } from 'react';

/** `@theme/MDXComponents/Pre`: the `<pre>` of MDX content, as hexsite renders it. */
export default function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} />;
}
