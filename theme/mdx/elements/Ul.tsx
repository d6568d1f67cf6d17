import type { ComponentProps } from 'react';

/** `@theme/MDXComponents/Ul`: the `<ul>` of MDX content, as hexsite renders it. */
export default function Ul(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}
