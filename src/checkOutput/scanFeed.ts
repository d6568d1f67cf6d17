import { decodeReferences, scanHtml, type HtmlLink } from './scanHtml.js';

// Elements whose text is a URL: sitemap `<loc>` (and `<image:loc>`), RSS `<link>`, `<url>`,
// `<comments>`, Atom `<icon>` and `<logo>`.
const URL_TEXT = /<((?:[\w-]+:)?(?:loc|link|url|comments|icon|logo))>\s*([^<]*?)\s*<\/\1>/g;
// Elements whose attribute is a URL: Atom `<link href>`, sitemap `<xhtml:link href>`, RSS `<enclosure url>`.
const URL_ATTRIBUTE = /<(?:[\w-]+:)?(?:link|enclosure|content|thumbnail)\b[^>]*?\s(?:href|url)\s*=\s*(["'])(.*?)\1/g;
// Elements whose text is HTML: the content of feed entries.
const HTML_TEXT = /<((?:content:encoded|content|description|summary))\b[^>]*>([\s\S]*?)<\/\1>/g;

/**
 * The URLs of a sitemap or an RSS/Atom feed: the page URLs it lists, and the links inside the
 * HTML of its entries (escaped or in CDATA). Other XML files yield nothing.
 */
export function scanXml(xml: string): HtmlLink[] {
  const links: HtmlLink[] = [];
  for (const [, name, text] of xml.matchAll(URL_TEXT)) if (text) links.push({ url: decodeReferences(unwrapCdata(text)), from: `<${name}>` });
  for (const [whole, , value] of xml.matchAll(URL_ATTRIBUTE)) {
    // A sitemap's `<xhtml:link hreflang>`: the same page in another locale of the site.
    if (value.trim()) links.push({ url: decodeReferences(value.trim()), from: 'link href', ...(/\shreflang\s*=/.test(whole) && { otherLocale: true as const }) });
  }
  for (const [, name, text] of xml.matchAll(HTML_TEXT)) {
    const html = text.trimStart().startsWith('<![CDATA[') ? unwrapCdata(text.trim()) : text.includes('<') ? text : decodeReferences(text);
    for (const link of scanHtml(html).links) links.push({ url: link.url, from: `<${name}> ${link.from}` });
  }
  return links;
}

function unwrapCdata(text: string): string {
  return text.replace(/^<!\[CDATA\[([\s\S]*?)\]\]>$/, '$1');
}

/** Whether a JSON file is a JSON Feed (https://jsonfeed.org), judged from its start. */
export function isJsonFeed(start: string): boolean {
  return /"version"\s*:\s*"https:\/\/jsonfeed\.org\/version\//.test(start);
}

/** The URLs of a JSON Feed: its own, its items', and the links inside each item's `content_html`. */
export function scanJsonFeed(text: string): HtmlLink[] {
  let feed: Record<string, unknown>;
  try {
    feed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return [];
  }
  const links: HtmlLink[] = [];
  const add = (value: unknown, from: string) => {
    if (typeof value === 'string' && value.trim()) links.push({ url: value.trim(), from });
  };
  for (const key of ['home_page_url', 'feed_url', 'next_url', 'icon', 'favicon']) add(feed[key], key);
  for (const item of Array.isArray(feed.items) ? (feed.items as Array<Record<string, unknown>>) : []) {
    for (const key of ['url', 'image', 'banner_image']) add(item[key], `items[].${key}`);
    if (typeof item.content_html === 'string') for (const link of scanHtml(item.content_html).links) links.push({ url: link.url, from: `items[].content_html ${link.from}` });
  }
  return links;
}
