import type { ComponentProps } from 'react';

/** `@theme/CodeInline`: inline code, as Markdown's backticks. */
export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
