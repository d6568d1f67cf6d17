import { Fragment, type ReactNode } from 'react';

/**
 * A translated message whose `{name}` placeholders stand for elements (a link, a bold label):
 * its text and those values in order, as children. Placeholders without a value stay as written.
 */
export function interpolate(message: string, values: Record<string, ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(/\{(\w+)\}/g)) {
    if (!(match[1] in values)) continue;
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(values[match[1]]);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
