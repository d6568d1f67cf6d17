import { announcementScript } from '../../theme/components/AnnouncementBar.js';
import { themeScript } from '../../theme/components/ColorMode.js';
import { baseUrlBannerScript } from '../../theme/client/baseUrlBanner.js';
import { earlyInputScript } from '../../theme/client/earlyInput.js';
import type { PageData, SiteChrome } from '../site/types.js';
import { escapeAttr, escapeHtml, type RenderedHtmlTags } from './htmlTags.js';
import { toValidUrl } from '../util/url.js';

/** The client assets a page links to, by URL. */
export interface PageAssets {
  script: string;
  stylesheet: string;
  /** The chunks `script` imports statically, fetched with it (`<link rel="modulepreload">`). */
  preload?: string[];
  /** Extra `<link>` tags for every page's head (feeds). */
  headLinks?: Array<{ rel: string; type?: string; href: string; title?: string }>;
  /** The site's own stylesheets (`customCss`, bundled), by URL: linked after the theme's and the page's. */
  customCss?: string[];
}

/** Site-wide values of the document head. */
export interface DocumentOptions {
  chrome: SiteChrome;
  assets: PageAssets;
  /** The locale's BCP 47 tag (`htmlLang`): `<html lang>`, `hreflang` and `og:locale`. */
  lang: string;
  /** Which way the locale's text runs: `<html dir>`. */
  dir: 'ltr' | 'rtl';
  favicon?: string;
  /** Absolute URL of the social card. */
  image?: string;
  /** The site's tags (the config's `headTags`, `stylesheets`, `scripts`), as HTML for each place. */
  tags?: RenderedHtmlTags;
  /** The plugins' global data, on a site whose theme overrides read it (they run on every page). */
  globalData?: Record<string, unknown>;
}

/** The id of the element React hydrates. */
export const ROOT_ID = '__hexsite';
/** The id of the JSON script holding the page's data for hydration. */
export const DATA_ID = '__hexsite_data';
/** The id of the JSON script holding the plugins' global data, on a site whose theme overrides read it (theme/client/entry.tsx). */
export const GLOBAL_DATA_ID = '__hexsite_global_data';

/**
 * The complete HTML document of a page: head (title, description, social and canonical
 * meta), the anti-flash theme script, the server-rendered body and the data to hydrate it.
 */
export function renderDocument(page: PageData, body: string, options: DocumentOptions, pageHead?: string): string {
  const { chrome, assets } = options;
  // An MDX page's `<Head>` title is the page's title in the tab; its other tags come last.
  const ownTitle = pageHead && /<title>([\s\S]*?)<\/title>/.exec(pageHead);
  const documentTitle = ownTitle ? decodeTitle(ownTitle[1]) : page.documentTitle;
  // Crawlers and feed readers take these URLs as they are: each must be a valid URL.
  const url = (value: string) => escapeAttr(toValidUrl(value));
  const absolute = url(`${chrome.url}${page.permalink}`);
  const description = page.description?.trim();
  const image = page.kind === 'blogPost' && page.image ? page.image : options.image;
  const head = [
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="generator" content="hexsite">',
    `<title>${escapeHtml(documentTitle)}</title>`,
    `<meta property="og:title" content="${escapeAttr(documentTitle)}">`,
    description ? `<meta name="description" content="${escapeAttr(description)}">` : '',
    description ? `<meta property="og:description" content="${escapeAttr(description)}">` : '',
    page.keywords?.length ? `<meta name="keywords" content="${escapeAttr(page.keywords.join(','))}">` : '',
    `<meta property="og:url" content="${absolute}">`,
    // Open Graph writes a locale with `_` where BCP 47 has `-` (`pt_BR`), as Docusaurus does.
    `<meta property="og:locale" content="${escapeAttr(options.lang.replace('-', '_'))}">`,
    image ? `<meta property="og:image" content="${url(image)}">` : '',
    image ? `<meta name="twitter:image" content="${url(image)}">` : '',
    ...articleMeta(page),
    '<meta name="twitter:card" content="summary_large_image">',
    page.noIndex ? '<meta name="robots" content="noindex, nofollow">' : '',
    page.kind === 'redirect' ? `<meta http-equiv="refresh" content="0; url=${url(page.to)}">` : '',
    // Runs before the meta refresh, which would drop the query and hash.
    page.kind === 'redirect' && page.keepSearch ? `<script>${redirectScript(page.to)}</script>` : '',
    `<link rel="canonical" href="${page.kind === 'redirect' ? url(`${chrome.url}${page.to}`) : absolute}">`,
    ...alternates(page, chrome, options.lang).map(({ href, lang }) => `<link rel="alternate" href="${url(href)}" hreflang="${escapeAttr(lang)}">`),
    options.favicon ? `<link rel="icon" href="${url(options.favicon)}">` : '',
    ...(assets.headLinks ?? []).map(
      (link) =>
        `<link rel="${escapeAttr(link.rel)}"${link.type ? ` type="${escapeAttr(link.type)}"` : ''} href="${url(link.href)}"${link.title ? ` title="${escapeAttr(link.title)}"` : ''}>`,
    ),
    `<link rel="stylesheet" href="${url(assets.stylesheet)}">`,
    // After the theme's, so that a page's own rules win; marked, so the client router swaps it.
    page.kind === 'reactPage' && page.stylesheet ? `<link rel="stylesheet" href="${url(page.stylesheet)}" data-page-style="">` : '',
    ...(page.islandStyles ?? []).map((sheet) => `<link rel="stylesheet" href="${url(sheet)}" data-page-style="">`),
    // Last of the stylesheets, so that the site's rules win; the client router keeps them, and
    // puts a page's own stylesheet right after the theme's, before these, as here.
    ...(assets.customCss ?? []).map((sheet) => `<link rel="stylesheet" href="${url(sheet)}">`),
    `<script type="module" src="${url(assets.script)}"></script>`,
    ...(assets.preload ?? []).map((chunk) => `<link rel="modulepreload" href="${url(chunk)}">`),
    options.tags?.headTags ?? '',
    ownTitle ? pageHead.replace(ownTitle[0], '') : (pageHead ?? ''),
  ].filter(Boolean);
  // Before anything is painted: the colour mode, the announcement's dismissal, the notice of a
  // wrong base URL (which must work when the bundle and stylesheet cannot load), and the
  // keeper of input that comes before hydration.
  const inline = [
    themeScript(chrome.colorMode),
    chrome.announcementBar ? announcementScript(chrome.announcementBar.id) : '',
    baseUrlBannerScript(chrome.baseUrl),
    earlyInputScript(),
  ].join('');
  // The content HTML is already in the body; the client reads it back from the DOM, both at
  // hydration and when the router fetches this page to show it in place.
  const { contentHtml: _html, islandStyles: _styles, ...data } = page;
  return `<!DOCTYPE html>
<html lang="${escapeAttr(options.lang)}" dir="${options.dir}" class="${escapeAttr(page.htmlClassName)}">
<head>
${head.join('\n')}
</head>
<body>
<script>${inline}</script>${block(options.tags?.preBodyTags)}
<div id="${ROOT_ID}">${body}</div>
<script id="${DATA_ID}" type="application/json">${serializeJson({ chrome, page: data })}</script>${options.globalData ? `<script id="${GLOBAL_DATA_ID}" type="application/json">${serializeJson(options.globalData)}</script>` : ''}${block(options.tags?.postBodyTags)}
</body>
</html>
`;
}

/**
 * The page in each language, as search engines read them: on a site of several locales, the
 * same path below each locale's base URL, and the default locale's as `x-default`, as Docusaurus
 * writes them.
 */
export function alternates(page: Pick<PageData, 'permalink'>, chrome: Pick<SiteChrome, 'url' | 'baseUrl' | 'locales'>, lang: string): Array<{ href: string; lang: string }> {
  const self = `${chrome.url}${page.permalink}`;
  if (!chrome.locales) return [{ href: self, lang }, { href: self, lang: 'x-default' }];
  const below = page.permalink.startsWith(chrome.baseUrl) ? page.permalink.slice(chrome.baseUrl.length) : '';
  const each = chrome.locales.map((locale) => ({ href: `${chrome.url}${locale.baseUrl}${below}`, lang: locale.htmlLang }));
  return [...each, { href: each[0].href, lang: 'x-default' }];
}

/** Tags on lines of their own; nothing when there are none. */
function block(html: string | undefined): string {
  return html ? `\n${html}` : '';
}

/**
 * Forwards to `to` with the page's own query and hash, as @docusaurus/plugin-client-redirects
 * does, unless `to` has its own.
 */
function redirectScript(to: string): string {
  const search = to.includes('?') || to.includes('#') ? '' : '+location.search';
  const hash = to.includes('#') ? '' : '+location.hash';
  return `location.replace(${serializeJson(to)}${search}${hash})`;
}

/** A blog post's Open Graph article tags: type, publication time, authors' URLs, tags. */
function articleMeta(page: PageData): string[] {
  if (page.kind !== 'blogPost') return [];
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeAttr(content)}">`;
  return [
    meta('og:type', 'article'),
    meta('article:published_time', page.article.publishedTime),
    ...page.article.authorUrls.map((url) => meta('article:author', toValidUrl(url))),
    ...page.article.tags.map((tag) => meta('article:tag', tag)),
  ];
}

/** JSON that is safe inside a `<script>` element. */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The text of a `<title>` as React rendered it (entities decoded), to be escaped again. */
function decodeTitle(html: string): string {
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}
