import type { PageContent } from '../../render/renderMarkdown.js';
import { fillContent } from '../../render/renderMarkdown.js';
import { toValidUrl } from '../../util/url.js';

/**
 * A post's content as feed HTML: links as the site rewrites them, then made absolute against
 * the post's URL (`#part` → `https://…/blog/post#part`), since a feed reader has no base URL.
 */
export function renderFeedContent(content: PageContent, options: { rewrites: Record<string, string>; pageUrl: string }): string {
  return fillContent(content.feedHtml ?? '', { urls: content.urls, feed: true, resolve: (url) => absoluteUrl(options.rewrites[url] ?? url, options.pageUrl) });
}

function absoluteUrl(url: string, base: string): string {
  try {
    return toValidUrl(new URL(url, base).href);
  } catch {
    return toValidUrl(url);
  }
}
