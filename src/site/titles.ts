/** `<title>`: the page title, then `|`, then the site title; just the site title when they are the same or empty. */
export function documentTitle(title: string, siteTitle: string): string {
  const trimmed = title.trim();
  return !trimmed || trimmed === siteTitle ? siteTitle : `${trimmed} | ${siteTitle}`;
}
