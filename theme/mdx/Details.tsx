import { Children, isValidElement, useContext, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { markdownTranslator } from '../i18n/markdownTexts.js';
import { MdxContext } from './MdxContext.js';

/** The props of `@theme/Details`: a `<details>` element's, with `summary`. */
export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** The line shown closed; else the `<summary>` among the children, else "Details" in the build's locale. */
  summary?: ReactNode;
}

/**
 * `@theme/Details` (and MDX's `<details>`): a native `<details>` with its `<summary>` first, the
 * markup and look of a `<details>` written in Markdown; it opens and closes without JavaScript.
 */
export default function Details({ summary, children, ...rest }: DetailsProps) {
  const translate = markdownTranslator(useContext(MdxContext).texts);
  const items = Children.toArray(children);
  const written = items.find((child): child is ReactElement<{ children?: ReactNode }> => isValidElement(child) && child.type === 'summary');
  const content = written ? items.filter((child) => child !== written) : items;
  return (
    <details {...rest}>
      {summary !== undefined ? <summary>{summary}</summary> : (written ?? <summary>{translate('theme.Details.summary', 'Details')}</summary>)}
      {content}
    </details>
  );
}
