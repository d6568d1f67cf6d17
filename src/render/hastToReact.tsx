import type { Element, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/** What content rendering needs besides the tree. */
export interface ContentOptions {
  /** The URL a link or image written as `url` points to in the output. */
  resolveUrl(url: string): string;
  /** What stands where `::doc-card-list` was written. */
  cards(): ReactElement;
}

const EXTERNAL = /^(https?:)?\/\//i;

/**
 * Turns a page's hast into React elements with the theme's components: links get their
 * resolved URLs (external ones open in a new tab), images load lazily, and the
 * `::doc-card-list` placeholder becomes the category's cards. A link is external by what the
 * writer wrote: resolving only ever maps a site path to another site path.
 */
export function hastToReact(tree: Root, options: ContentOptions): ReactElement {
  const components: Partial<Components> = {
    a: (props: ComponentProps<'a'> & { node?: Element }) => {
      const { node: _node, href, ...rest } = props;
      const external = href !== undefined && EXTERNAL.test(href);
      return <a {...rest} href={href === undefined ? undefined : options.resolveUrl(href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} />;
    },
    img: (props: ComponentProps<'img'> & { node?: Element }) => {
      const { node: _node, src, ...rest } = props;
      return <img {...rest} src={typeof src === 'string' ? options.resolveUrl(src) : src} loading="lazy" decoding="async" />;
    },
    div: (props: ComponentProps<'div'> & { node?: Element; 'data-doc-card-list'?: string }) => {
      const { node: _node, ...rest } = props;
      if (rest['data-doc-card-list'] === 'true') return options.cards();
      return <div {...rest} />;
    },
  };
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passNode: false }) as ReactElement;
}
