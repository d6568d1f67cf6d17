import type { Route } from '../site/createSiteModel.js';
import { escapeAttr } from '../render/htmlTags.js';
import { toValidUrl } from '../util/url.js';

/** `sitemap.xml`: every indexable page (not unlisted, not the 404, not redirects), absolute URLs. */
export function renderSitemap(routes: Route[], origin: string): string {
  const urls = routes
    .filter((route) => !route.page.noIndex && route.page.kind !== 'notFound' && route.page.kind !== 'redirect')
    .map((route) => `<url><loc>${escapeAttr(toValidUrl(origin + route.page.permalink))}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
