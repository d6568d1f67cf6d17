import { Children, isValidElement, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { markdownTranslator } from '../i18n/markdownTexts.js';
import { MdxContext } from './MdxContext.js';

/** The props of `@theme/Heading`: a heading element's, with `as`. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/**
 * `@theme/Heading`: the markup of a Markdown heading (rehypeHeadingIds): with an `id`, the class
 * `anchor` and a `#` link to itself, shown on hover. An `h1` (the title) or a heading without
 * an id gets neither, as in Docusaurus. The link's label is in the build's locale.
 */
export default function Heading({ as: As, id, className, children, ...rest }: HeadingProps) {
  const translate = markdownTranslator(useContext(MdxContext).texts);
  if (As === 'h1' || !id) {
    return (
      <As id={id} className={className} {...rest}>
        {children}
      </As>
    );
  }
  const label = translate('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: textOf(children).trim() });
  return (
    <As id={id} className={className ? `${className} anchor` : 'anchor'} {...rest}>
      {children}
      <a className="hash-link" aria-label={label} title={label} href={`#${id}`}>
        {'\u200b'}
      </a>
    </As>
  );
}

/** The text of React children, as `hast-util-to-string` gives it for a Markdown heading. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return Children.toArray(node.props.children).map(textOf).join('');
  return '';
}
