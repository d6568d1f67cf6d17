import { Parser } from 'htmlparser2';

/** One URL an HTML page points at. */
export interface HtmlLink {
  /** The URL as written in the attribute, character references decoded. */
  url: string;
  /** Where it was found, for messages: `a href`, `img srcset`, `meta content`. */
  from: string;
  /** The link names the language of its page (`hreflang`): the same page in another locale of the site. */
  otherLocale?: true;
}

/** What link checking needs from one HTML page; the page itself is dropped once scanned. */
export interface HtmlFacts {
  /** Element ids, and `name`s of `<a>` elements: what a `#fragment` may name. */
  ids: Set<string>;
  links: HtmlLink[];
  /** The `<base href>`, when the page has one: relative links resolve against it. */
  base: string | null;
}

/** Attributes that hold one URL, by element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  source: ['src'],
  track: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  input: ['src'],
  object: ['data'],
};

/** `<link rel>` values whose href is no resource of the page (an origin to connect to early). */
const NOT_A_RESOURCE = /^(?:preconnect|dns-prefetch)$/i;

/** `<meta property>`/`<meta name>` whose content is a URL of the site (social cards). */
const URL_METAS = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'og:video', 'og:audio', 'twitter:image']);

/**
 * Reads the ids and outgoing URLs of an HTML page. A streaming parser rather than a tree builder:
 * link checking needs only start tags and their attributes, and at 5,000 pages building and
 * dropping whole trees costs seconds. htmlparser2 tokenizes as HTML does where it matters here:
 * comments, raw-text elements (script, style, textarea, title…), quoted and unquoted attribute
 * values, character references, the first of repeated attributes.
 */
export function scanHtml(html: string): HtmlFacts {
  const facts: HtmlFacts = { ids: new Set(), links: [], base: null };
  const parser = new Parser(
    { onopentag: (name, attributes) => visit(name, attributes, facts) },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return facts;
}

function visit(name: string, attributes: Record<string, string>, facts: HtmlFacts): void {
  if (attributes.id) facts.ids.add(attributes.id);
  if (name === 'a' && attributes.name) facts.ids.add(attributes.name);
  if (name === 'base') {
    if (facts.base === null && attributes.href !== undefined) facts.base = attributes.href.trim();
    return;
  }
  if (name === 'link' && NOT_A_RESOURCE.test(attributes.rel ?? '')) return;
  for (const attribute of URL_ATTRIBUTES[name] ?? []) {
    const value = attributes[attribute]?.trim();
    if (value) facts.links.push({ url: value, from: `${name} ${attribute}`, ...(attributes.hreflang !== undefined && { otherLocale: true }) });
  }
  if ((name === 'img' || name === 'source') && attributes.srcset !== undefined) {
    for (const url of parseSrcset(attributes.srcset)) facts.links.push({ url, from: `${name} srcset` });
  }
  if (name === 'meta') {
    const content = attributes.content?.trim();
    if (!content) return;
    const property = (attributes.property ?? attributes.name ?? '').toLowerCase();
    if (URL_METAS.has(property)) facts.links.push({ url: content, from: `meta ${property}` });
    // `<meta http-equiv="refresh" content="0; url=/docs/intro">`: a redirect page's one link.
    const refresh = attributes['http-equiv']?.toLowerCase() === 'refresh' ? /^[\d.]+\s*[;,]\s*(?:url\s*=\s*)?(.+)$/i.exec(content) : null;
    if (refresh) facts.links.push({ url: refresh[1].trim().replace(/^(['"])(.*)\1$/, '$2'), from: 'meta refresh' });
  }
}

/**
 * The URLs of a `srcset`: candidates are separated by commas, each a URL then optional width
 * or density descriptors. A URL may itself hold commas (not at its end), as HTML allows.
 */
export function parseSrcset(srcset: string): string[] {
  const urls: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at])) at++;
    let end = at;
    while (end < srcset.length && !/\s/.test(srcset[end])) end++;
    let url = srcset.slice(at, end);
    at = end;
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      // Descriptors run to the next comma outside parentheses.
      let depth = 0;
      while (at < srcset.length && (srcset[at] !== ',' || depth > 0)) {
        if (srcset[at] === '(') depth++;
        if (srcset[at] === ')') depth = Math.max(0, depth - 1);
        at++;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** Named references that appear in URLs and ids; others are rare enough to stay as written. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes character references in text read without the parser (feeds): `&amp;`, `&#38;`, `&#x26;`. */
export function decodeReferences(text: string): string {
  return text.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*));?/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}
