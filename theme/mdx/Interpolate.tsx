import { Fragment, isValidElement, type ReactNode } from 'react';

/** Values of a message's `{name}` placeholders: text, or elements (a link, a bold word). */
export type InterpolateValues<Value extends ReactNode = ReactNode> = Record<string, Value>;

/** The props of `<Interpolate>`: the message as its only child, and the placeholders' values. */
export interface InterpolateProps {
  children: string;
  values?: InterpolateValues;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `interpolate` of `@docusaurus/Interpolate`: `text` with each `{name}` replaced by its value.
 * A string when every value is text (or there are none); else the text and the elements in
 * order. A placeholder without a value stays as written.
 */
export function interpolate(text: string, values?: InterpolateValues<string | number>): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!(match[1] in values)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(values[match[1]]);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  if (parts.every((part) => !isValidElement(part))) return parts.map((part) => (part === undefined || part === null || typeof part === 'boolean' ? '' : String(part))).join('');
  return <>{parts.map((part, index) => <Fragment key={index}>{part}</Fragment>)}</>;
}

/** `@docusaurus/Interpolate`: its message (a string child) with `{name}` filled from `values`. */
export default function Interpolate({ children, values }: InterpolateProps): ReactNode {
  if (typeof children !== 'string') throw new Error(`Unexpected ${children === undefined ? 'no children' : typeof children} as the children of <Interpolate>, expected the message as one string: write \`<Interpolate values={…}>Hello {name}</Interpolate>\``);
  return interpolate(children, values);
}
