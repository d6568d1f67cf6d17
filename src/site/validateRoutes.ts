import { HexsiteError } from '../errors/HexsiteError.js';
import type { Route } from './createSiteModel.js';

/** A URL path segment that would climb out of the output folder, or a character no URL path should hold. */
const UNSAFE = /(^|\/)\.\.?(\/|$)|\\|[\u0000-\u001f]/;

/** The source file a route comes from, for messages. */
function sourceOf(route: Route): string | undefined {
  return route.content?.file ?? route.file;
}

/**
 * Every page needs a URL of its own, inside the site: two pages at one URL (a doc slug `/tags`
 * and the tags page, `pages/blog.md` and the blog) would silently overwrite each other.
 */
export function validateRoutes(routes: Route[]): HexsiteError[] {
  const errors: HexsiteError[] = [];
  const byPermalink = new Map<string, Route>();
  for (const route of routes) {
    const { permalink } = route.page;
    const file = sourceOf(route);
    if (UNSAFE.test(permalink)) {
      errors.push(
        new HexsiteError(`Unexpected URL \`${permalink}\`, expected a path without \`.\` or \`..\` segments, backslashes or control characters`, {
          file,
          ruleId: 'unsafe-url',
          hint: 'Fix the `slug` front matter, or rename the file.',
        }),
      );
      continue;
    }
    const key = permalink.replace(/\/$/, '');
    const other = byPermalink.get(key);
    if (other) {
      const otherName = sourceOf(other) ?? `the generated ${other.page.kind} page`;
      errors.push(
        new HexsiteError(`Unexpected second page at \`${permalink}\`, expected one page per URL; ${otherName} is there already`, {
          file: file ?? sourceOf(other),
          ruleId: 'duplicate-route',
          hint: 'Change the `slug` front matter, or rename the file.',
        }),
      );
      continue;
    }
    byPermalink.set(key, route);
  }
  return errors;
}
