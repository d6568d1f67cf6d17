/** The folder of the page store holding MDX pages' stylesheets, by hash. */
export const STYLESHEETS_DIR = 'stylesheets';

/** Stands for the site's base URL in a page's stored head markup; the render stage puts the base URL there. */
export const BASE_URL_MARK = '\uE002';

/** A page stylesheet's path in the output, relative to the base URL. */
export function pageStylesheetOf(hash: string): string {
  return `assets/css/page.${hash}.css`;
}
