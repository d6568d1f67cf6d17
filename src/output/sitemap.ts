import type { Route } from '../site/createSiteModel.js';
import type { SiteChrome } from '../site/types.js';
import { escapeAttr } from '../render/htmlTags.js';
import { alternates } from '../render/document.js';
import { toValidUrl } from '../util/url.js';

/**
 * `sitemap.xml`: every indexable page (not unlisted, not the 404, not redirects), absolute URLs;
 * on a site of several locales, each with the same page in every locale (`xhtml:link`
 * alternates, as search engines read them).
 */
export function renderSitemap(routes: Route[], origin: string, chrome?: Pick<SiteChrome, 'url' | 'baseUrl' | 'locales'>): string {
  const locales = chrome?.locales ? chrome : undefined;
  const urls = routes
    .filter((route) => !route.page.noIndex && route.page.kind !== 'notFound' && route.page.kind !== 'redirect')
    .map((route) => {
      const links = locales
        ? alternates(route.page, locales, '')
            .map(({ href, lang }) => `<xhtml:link rel="alternate" hreflang="${escapeAttr(lang)}" href="${escapeAttr(toValidUrl(href))}"/>`)
            .join('')
        : '';
      return `<url><loc>${escapeAttr(toValidUrl(origin + route.page.permalink))}</loc>${links}<changefreq>weekly</changefreq><priority>0.5</priority></url>`;
    });
  const xhtml = locales ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>${urls.join('')}</urlset>\n`;
}
