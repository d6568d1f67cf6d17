import { HexsiteError } from '../errors/HexsiteError.js';
import { decodeUrlPath } from '../util/url.js';
import type { UnlinkedRoute } from './modelTypes.js';

/** A URL path segment that would climb out of the output folder, or a character no URL path should hold. */
const UNSAFE = /(^|\/)\.\.?(\/|$)|\\|[\u0000-\u001f]/;

/** The source file a route comes from, for messages. */
function sourceOf(route: UnlinkedRoute): string | undefined {
  return route.content?.file ?? route.file;
}

/** The source file of a route, or what made it, for naming it in another route's message. */
function describeSource(route: UnlinkedRoute): string {
  return sourceOf(route) ?? `the generated ${route.page.kind} page`;
}

/**
 * Every page needs a URL of its own, inside the site: two pages at one URL (a doc slug `/tags`
 * and the tags page, `pages/blog.md` and the blog) would silently overwrite each other. The
 * output path is the decoded URL (`/docs/c%23` → `docs/c#/index.html`), so that is what is checked.
 */
export function validateRoutes(routes: UnlinkedRoute[]): HexsiteError[] {
  const errors: HexsiteError[] = [];
  const byPermalink = new Map<string, UnlinkedRoute>();
  const folded = createCaseCheck();
  for (const route of routes) {
    const { permalink } = route.page;
    const file = sourceOf(route);
    if (UNSAFE.test(decodeUrlPath(permalink))) {
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
      errors.push(duplicateError(route, other));
      continue;
    }
    byPermalink.set(key, route);
    const clash = folded(key, route);
    if (clash) errors.push(caseClashError(route, clash));
  }
  return errors;
}

/** A second route at a URL taken already. */
function duplicateError(route: UnlinkedRoute, other: UnlinkedRoute): HexsiteError {
  const file = sourceOf(route);
  const { permalink } = route.page;
  // A generated page (the tags list) clashing with a file's page is named as generated: the
  // message is placed in the file, which must not be named twice.
  return new HexsiteError(`Unexpected ${file === undefined ? `generated ${route.page.kind} page` : 'second page'} at \`${permalink}\`, expected one page per URL; ${describeSource(other)} is there already`, {
    file: file ?? sourceOf(other),
    ruleId: 'duplicate-route',
    hint: route.page.kind === 'redirect' ? "Change the redirect's `from`, or remove the redirect: a page is there." : 'Change the `slug` front matter, or rename the file.',
  });
}

/**
 * `onDuplicateRoutes: 'warn'` or `'ignore'` (Docusaurus's option): of two routes at one URL, the
 * first stays and the second is left out, said as a warning for `'warn'`.
 */
export function dropDuplicateRoutes<Route extends UnlinkedRoute>(routes: Route[], mode: 'warn' | 'log' | 'ignore'): { routes: Route[]; warnings: HexsiteError[] } {
  const warnings: HexsiteError[] = [];
  const byPermalink = new Map<string, Route>();
  const kept = routes.filter((route) => {
    const key = route.page.permalink.replace(/\/$/, '');
    const other = byPermalink.get(key);
    if (!other) {
      byPermalink.set(key, route);
      return true;
    }
    if (mode !== 'ignore') {
      const error = duplicateError(route, other);
      warnings.push(new HexsiteError(`${error.message}; this page is left out`, { file: error.file, ruleId: error.ruleId, hint: error.hint, logged: mode === 'log' }));
    }
    return false;
  });
  return { routes: kept, warnings };
}

/**
 * Another route whose output path is spelt in other letter case (`kind: 'path'`), or one of
 * whose folders is (`kind: 'folder'`, with the two spellings of that folder's name).
 */
type CaseClash = { kind: 'path'; route: UnlinkedRoute } | { kind: 'folder'; route: UnlinkedRoute; mine: string; theirs: string };

/**
 * Case-insensitive file systems (macOS, Windows) write `docs/Foo/` and `docs/foo/` to one
 * folder: one page replaces the other, or pages of both end up in the folder named first, which
 * a case-sensitive host then serves under that spelling only. Remembers every output path and
 * folder, and finds the first one another route spells in other letter case.
 */
function createCaseCheck(): (key: string, route: UnlinkedRoute) => CaseClash | undefined {
  const paths = new Map<string, { spelling: string; route: UnlinkedRoute }>();
  const folders = new Map<string, { spelling: string; route: UnlinkedRoute }>();
  return (key, route) => {
    const path = decodeUrlPath(key);
    const segments = path.split('/');
    const samePath = paths.get(path.toLowerCase());
    if (samePath && samePath.spelling !== path) return { kind: 'path', route: samePath.route };
    paths.set(path.toLowerCase(), { spelling: path, route });
    // The page's own path is a folder too (`docs/foo/index.html`).
    for (let end = 1; end <= segments.length; end++) {
      const spelling = segments.slice(0, end).join('/');
      const earlier = folders.get(spelling.toLowerCase());
      if (!earlier) folders.set(spelling.toLowerCase(), { spelling, route });
      else if (earlier.spelling !== spelling) {
        return { kind: 'folder', route: earlier.route, mine: segments[end - 1], theirs: earlier.spelling.split('/')[end - 1] };
      }
    }
    return undefined;
  };
}

function caseClashError(route: UnlinkedRoute, clash: CaseClash): HexsiteError {
  const { permalink } = route.page;
  const theirs = `\`${clash.route.page.permalink}\` of ${describeSource(clash.route)}`;
  const reason =
    clash.kind === 'path'
      ? `Unexpected page at \`${permalink}\`, expected a URL that differs from ${theirs} in more than letter case`
      : `Unexpected \`${clash.mine}\` in \`${permalink}\`, expected the same letter case as \`${clash.theirs}\` in ${theirs}`;
  return new HexsiteError(reason, {
    file: sourceOf(route) ?? sourceOf(clash.route),
    ruleId: 'case-collision',
    hint:
      clash.kind === 'path'
        ? 'On case-insensitive file systems (macOS, Windows) both pages are written to one file. Rename one of the files, or change its `slug` front matter.'
        : 'On case-insensitive file systems (macOS, Windows) both are written into one folder, under the spelling that comes first. Rename the file or folder, or change the `slug` front matter, so that both use one spelling.',
  });
}
