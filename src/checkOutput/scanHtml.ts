/** One URL an HTML page points at. */
export interface HtmlLink {
  /** The URL as written in the attribute, character references decoded. */
  url: string;
  /** Where it was found, for messages: `a href`, `img srcset`, `meta content`. */
  from: string;
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

/** Elements whose content is text, not markup: a `<a href>` inside a script is no link. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

/**
 * Reads the ids and outgoing URLs of an HTML page. A tag scanner rather than a tree builder:
 * link checking needs only start tags and their attributes, and at 5,000 pages building and
 * dropping whole trees costs seconds. It follows HTML's rules where they matter here: comments,
 * raw-text elements (script, style…), quoted and unquoted attribute values, character
 * references, the first of repeated attributes.
 */
export function scanHtml(html: string): HtmlFacts {
  const facts: HtmlFacts = { ids: new Set(), links: [], base: null };
  const length = html.length;
  let at = 0;
  while (at < length) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    const next = html.charCodeAt(open + 1);
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      at = end === -1 ? length : end + 3;
    } else if (next === 33 /* ! */ || next === 63 /* ? */ || next === 47 /* / */) {
      const end = html.indexOf('>', open + 2);
      at = end === -1 ? length : end + 1;
    } else if (isAsciiLetter(next)) {
      const tag = readStartTag(html, open + 1);
      // Most tags (div, li, span…) hold neither a URL nor an id: their attributes stay unread.
      if (tag.name in URL_ATTRIBUTES || tag.name === 'meta' || tag.name === 'base' || ID_ATTRIBUTE.test(tag.attributes)) {
        visit(tag.name, readAttributes(tag.attributes), facts);
      }
      at = tag.end;
      // `<script/>` opens a script all the same: HTML has no self-closing raw-text elements.
      if (RAW_TEXT.has(tag.name)) at = endOfRawText(html, tag.name, at);
    } else {
      at = open + 1;
    }
  }
  return facts;
}

function visit(name: string, attributes: Map<string, string>, facts: HtmlFacts): void {
  const id = attributes.get('id');
  if (id) facts.ids.add(id);
  if (name === 'a' && attributes.get('name')) facts.ids.add(attributes.get('name')!);
  if (name === 'base') {
    if (facts.base === null && attributes.has('href')) facts.base = attributes.get('href')!.trim();
    return;
  }
  if (name === 'link' && NOT_A_RESOURCE.test(attributes.get('rel') ?? '')) return;
  for (const attribute of URL_ATTRIBUTES[name] ?? []) {
    const value = attributes.get(attribute)?.trim();
    if (value) facts.links.push({ url: value, from: `${name} ${attribute}` });
  }
  if ((name === 'img' || name === 'source') && attributes.has('srcset')) {
    for (const url of parseSrcset(attributes.get('srcset')!)) facts.links.push({ url, from: `${name} srcset` });
  }
  if (name === 'meta') {
    const content = attributes.get('content')?.trim();
    if (!content) return;
    const property = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    if (URL_METAS.has(property)) facts.links.push({ url: content, from: `meta ${property}` });
    // `<meta http-equiv="refresh" content="0; url=/docs/intro">`: a redirect page's one link.
    const refresh = attributes.get('http-equiv')?.toLowerCase() === 'refresh' ? /^[\d.]+\s*[;,]\s*(?:url\s*=\s*)?(.+)$/i.exec(content) : null;
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

interface StartTag {
  name: string;
  /** The text between the name and the `>`. */
  attributes: string;
  /** Index just after the tag's `>`. */
  end: number;
}

// A start tag from its name to its `>`; a `>` inside a quoted value does not end it.
const START_TAG = /([A-Za-z][^\s/>]*)((?:[^>"']+|"[^"]*"|'[^']*'|["'])*)(?:>|$)/y;
// One attribute: a name, then maybe `=` and a double-quoted, single-quoted or bare value.
const ATTRIBUTE = /([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function readStartTag(html: string, from: number): StartTag {
  START_TAG.lastIndex = from;
  const match = START_TAG.exec(html)!;
  return { name: match[1].toLowerCase(), attributes: match[2], end: START_TAG.lastIndex };
}

/** Whether a tag's attribute text may hold an `id` (or, on `<a>`, a `name`). */
const ID_ATTRIBUTE = /(?:^|[\s"'/])id\s*=/i;

function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  for (let found = ATTRIBUTE.exec(text); found; found = ATTRIBUTE.exec(text)) {
    const name = found[1].toLowerCase();
    const value = found[2] ?? found[3] ?? found[4] ?? '';
    // The first of repeated attributes counts, as browsers keep it.
    if (!attributes.has(name)) attributes.set(name, value.includes('&') ? decodeReferences(value) : value);
  }
  return attributes;
}

const rawTextEnds = new Map<string, RegExp>();

/** Index after the `</name>` that ends a raw-text element; the end of the page without one. */
function endOfRawText(html: string, name: string, from: number): number {
  let pattern = rawTextEnds.get(name);
  if (!pattern) rawTextEnds.set(name, (pattern = new RegExp(`</${name}[\\s/>]`, 'gi')));
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close === -1 ? html.length : close + 1;
}

/** Named references that appear in URLs and ids; others are rare enough to stay as written. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes character references: `&amp;`, `&#38;`, `&#x26;`. */
export function decodeReferences(text: string): string {
  return text.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*));?/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
