/**
 * `<title>`: the page title, the site's `titleDelimiter` (`|`), then the site title; just the
 * site title when they are the same or empty.
 */
export function documentTitle(title: string, site: { title: string; titleDelimiter: string }): string {
  const trimmed = title.trim();
  return !trimmed || trimmed === site.title ? site.title : `${trimmed} ${site.titleDelimiter} ${site.title}`;
}
