import type { Element, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { DocCardList } from '../../theme/components/DocCardList.js';
import type { Card } from '../site/types.js';

/** What content rendering needs besides the tree. */
export interface ContentOptions {
  /** URL as written → URL in the output. */
  rewrites: Record<string, string>;
  /** Cards for `::doc-card-list`. */
  cards?: Card[];
}

const EXTERNAL = /^(https?:)?\/\//i;

/**
 * Turns a page's hast into React elements with the theme's components: links get their
 * rewritten URLs (external ones open in a new tab), images load lazily, and the
 * `::doc-card-list` placeholder becomes the category's cards.
 */
export function hastToReact(tree: Root, options: ContentOptions): ReactElement {
  const components: Partial<Components> = {
    a: (props: ComponentProps<'a'> & { node?: Element }) => {
      const { node: _node, href, ...rest } = props;
      const resolved = href === undefined ? undefined : (options.rewrites[href] ?? href);
      const external = resolved !== undefined && EXTERNAL.test(resolved);
      return <a {...rest} href={resolved} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} />;
    },
    img: (props: ComponentProps<'img'> & { node?: Element }) => {
      const { node: _node, src, ...rest } = props;
      const resolved = typeof src === 'string' ? (options.rewrites[src] ?? src) : src;
      return <img {...rest} src={resolved} loading="lazy" decoding="async" />;
    },
    div: (props: ComponentProps<'div'> & { node?: Element; 'data-doc-card-list'?: string }) => {
      const { node: _node, ...rest } = props;
      if (rest['data-doc-card-list'] === 'true') return <DocCardList cards={options.cards ?? []} />;
      return <div {...rest} />;
    },
  };
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passNode: false }) as ReactElement;
}
