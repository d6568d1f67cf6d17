import { HexsiteError } from '../errors/HexsiteError.js';
import { isSafeUrl, SAFE_URL_SCHEMES } from '../util/safeUrl.js';

/** One tag as an object, as Docusaurus's `HtmlTagObject`: `{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }`. */
export interface HtmlTagObject {
  /** The element's name (`meta`, `link`, `script`…). */
  tagName: string;
  /** Its attributes: a string is written escaped, `true` as a bare attribute, `false` (or unset) not at all. */
  attributes?: Record<string, string | boolean | undefined>;
  /** HTML inside the element, written as it is; not for void elements (`meta`, `link`…). */
  innerHTML?: string;
}

/** A tag: an object, or HTML written out, taken as it is (as Docusaurus takes it). */
export type HtmlTag = string | HtmlTagObject;

/** Tags for the three places of every page, in the shape of the result of Docusaurus's `injectHtmlTags`. */
export interface HtmlTags {
  /** At the end of `<head>`. */
  headTags?: HtmlTag | HtmlTag[];
  /** At the start of `<body>`, after the script that sets the colour mode. */
  preBodyTags?: HtmlTag | HtmlTag[];
  /** At the end of `<body>`. */
  postBodyTags?: HtmlTag | HtmlTag[];
}

/** The three places' tags as HTML, each an empty string when it has none. */
export interface RenderedHtmlTags {
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
}

const PLACES = ['headTags', 'preBodyTags', 'postBodyTags'] as const;

/** Elements without content or end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements a `<head>` may hold: any other ends the head where it stands, and the tags after it land in the body. */
const HEAD_ELEMENTS = ['base', 'link', 'meta', 'noscript', 'script', 'style', 'template'];
/** Elements whose content is text up to their end tag, which it must not hold. */
const RAW_TEXT = new Set(['script', 'style']);
/** Attributes that hold a URL: a site path gets the base path, and an unsafe scheme is an error. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

const TAG_NAME = /^[a-z][a-z0-9-]*$/i;
// An attribute name in HTML: no spaces, quotes, `>`, `/`, `=` or controls.
const ATTRIBUTE_NAME = /^[^\s"'>/=\u0000-\u001f\u007f]+$/u;

/** What is wrong with a tag: the part (`['attributes', 'src']`), its value, and what was expected instead. */
export interface HtmlTagProblem {
  path: string[];
  value: unknown;
  expected: string;
}

/** What is wrong with a tag given for `place`; undefined when nothing is. */
export function htmlTagProblem(tag: unknown, place: keyof HtmlTags = 'headTags'): HtmlTagProblem | undefined {
  const problem = (path: string[], value: unknown, expected: string) => ({ path, value, expected });
  if (typeof tag === 'string') return undefined;
  if (typeof tag !== 'object' || tag === null || Array.isArray(tag)) return problem([], tag, 'expected a tag object `{ tagName, attributes, innerHTML }` or an HTML string');
  const { tagName, attributes, innerHTML, ...rest } = tag as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) return problem([unknown], rest[unknown], 'expected only the keys `tagName`, `attributes` and `innerHTML`');
  if (typeof tagName !== 'string' || !TAG_NAME.test(tagName)) return problem(['tagName'], tagName, 'expected an element name such as "meta" or "script"');
  const name = tagName.toLowerCase();
  if (place === 'headTags' && !HEAD_ELEMENTS.includes(name)) return problem(['tagName'], tagName, `expected an element a head may hold: ${HEAD_ELEMENTS.join(', ')}`);
  if (attributes !== undefined && (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))) return problem(['attributes'], attributes, 'expected an object of attribute names and values');
  for (const [attribute, value] of Object.entries((attributes ?? {}) as Record<string, unknown>)) {
    const at = ['attributes', attribute];
    if (!ATTRIBUTE_NAME.test(attribute)) return problem(at, attribute, 'expected an attribute name without spaces, quotes, `/`, `=` or `>`');
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'boolean') return problem(at, value, 'expected a string, or a boolean for an attribute without value');
    if (typeof value === 'string' && URL_ATTRIBUTES.has(attribute.toLowerCase()) && !isSafeUrl(value)) return problem(at, value, `expected ${SAFE_URL_SCHEMES}`);
  }
  if (innerHTML !== undefined) {
    if (typeof innerHTML !== 'string') return problem(['innerHTML'], innerHTML, 'expected a string');
    if (VOID_ELEMENTS.has(name)) return problem(['innerHTML'], innerHTML, `expected no innerHTML: \`<${tagName}>\` holds no content`);
    if (RAW_TEXT.has(name) && new RegExp(`</${name}`, 'i').test(innerHTML)) return problem(['innerHTML'], innerHTML, `expected no \`</${name}\` inside, which would end the element there: write it \`<\\/${name}\``);
  }
  return undefined;
}

/** A problem in words, as the config's errors read: "Unexpected string "p" for `headTags[1].tagName`, expected …". */
export function describeHtmlTagProblem(problem: HtmlTagProblem, where: string): string {
  const key = [where, ...problem.path].join('.');
  return `Unexpected ${describe(problem.value)} for \`${key}\`, ${problem.expected}`;
}

/**
 * Every tag of each source as HTML, in order, per place: the config's tags (see `configHtmlTags`)
 * and, through the same function, what plugins inject. Site paths (`/js/x.js`) in `href` and `src`
 * get the base path; other URLs stay as written. A tag that `htmlTagProblem` refuses throws.
 */
export function renderHtmlTags(sources: HtmlTags[], options: { baseUrl: string }): RenderedHtmlTags {
  const rendered: RenderedHtmlTags = { headTags: '', preBodyTags: '', postBodyTags: '' };
  for (const place of PLACES) {
    const html: string[] = [];
    for (const source of sources) {
      const value = source[place];
      const tags = value === undefined ? [] : Array.isArray(value) ? value : [value];
      tags.forEach((tag, index) => {
        const problem = htmlTagProblem(tag, place);
        if (problem) {
          throw new HexsiteError(describeHtmlTagProblem(problem, `${place}[${index}]`), {
            ruleId: 'html-tag-invalid',
            hint: "A tag is `{ tagName: 'meta', attributes: { name: '…', content: '…' } }`, or a string of HTML.",
          });
        }
        html.push(typeof tag === 'string' ? tag : renderHtmlTag(tag, options.baseUrl));
      });
    }
    rendered[place] = html.join('\n');
  }
  return rendered;
}

/** One tag object as HTML; it must have passed `htmlTagProblem`. */
export function renderHtmlTag(tag: HtmlTagObject, baseUrl: string): string {
  const attributes = Object.entries(tag.attributes ?? {}).flatMap(([name, value]) => {
    if (value === undefined || value === false) return [];
    if (value === true) return [` ${name}`];
    const written = URL_ATTRIBUTES.has(name.toLowerCase()) ? withBasePath(value, baseUrl) : value;
    return [` ${name}="${escapeAttr(written)}"`];
  });
  const open = `<${tag.tagName}${attributes.join('')}>`;
  return VOID_ELEMENTS.has(tag.tagName.toLowerCase()) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/**
 * A site path (`/js/x.js`) below the base path; a URL with a scheme, `//host/…`, a relative path
 * or a path already below the base path as written (as Docusaurus configs write them).
 */
export function withBasePath(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith(baseUrl)) return url;
  return `${baseUrl}${url.slice(1)}`;
}

/** A stylesheet of the config: its URL, or its `href` and other attributes of its `<link>`. */
export type StylesheetConfig = string | ({ href: string } & Record<string, string | boolean>);
/** A script of the config: its URL, or its `src`, `async`, `defer` and other attributes. */
export type ScriptConfig = string | ({ src: string; async?: boolean; defer?: boolean } & Record<string, string | boolean | undefined>);

/**
 * The config's `headTags`, `stylesheets` and `scripts` as tags of the head, in that order, as
 * Docusaurus writes them.
 */
export function configHtmlTags(config: { headTags?: HtmlTagObject[]; stylesheets?: StylesheetConfig[]; scripts?: ScriptConfig[] }): HtmlTags {
  const stylesheets = (config.stylesheets ?? []).map((sheet): HtmlTagObject => ({
    tagName: 'link',
    attributes: typeof sheet === 'string' ? { rel: 'stylesheet', href: sheet } : { rel: 'stylesheet', ...sheet },
  }));
  const scripts = (config.scripts ?? []).map((script): HtmlTagObject => ({ tagName: 'script', attributes: typeof script === 'string' ? { src: script } : { ...script } }));
  return { headTags: [...(config.headTags ?? []), ...stylesheets, ...scripts] };
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing value';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** Text as the content of an element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text as a quoted attribute value. */
export function escapeAttr(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}
