import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { toValidUrl } from '../../util/url.js';

const URL_PROPERTIES = ['href', 'src', 'poster'] as const;

/**
 * A post's content as feed HTML: links as the site rewrites them, then made absolute against
 * the post's URL (`#part` → `https://…/blog/post#part`), since a feed reader has no base URL.
 */
export function renderFeedContent(hast: Root, options: { rewrites: Record<string, string>; pageUrl: string }): string {
  const tree = structuredClone(hast);
  visit(tree, 'element', (node: Element) => {
    for (const property of URL_PROPERTIES) {
      const value = node.properties[property];
      if (typeof value === 'string') node.properties[property] = absoluteUrl(options.rewrites[value] ?? value, options.pageUrl);
    }
  });
  return toHtml(tree);
}

function absoluteUrl(url: string, base: string): string {
  try {
    return toValidUrl(new URL(url, base).href);
  } catch {
    return toValidUrl(url);
  }
}
