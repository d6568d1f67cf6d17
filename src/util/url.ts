/** Whether a URL names its scheme (`https:`, `mailto:`…): it points outside the site's paths. */
export function hasScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** Whether a URL leaves the site: a scheme, or protocol-relative `//host/…`. */
export function isExternalUrl(url: string): boolean {
  return hasScheme(url) || url.startsWith('//');
}
