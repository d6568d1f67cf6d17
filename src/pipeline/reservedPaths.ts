import type { SiteConfig } from '../config/types.js';
import { frontmatterKeyLine } from '../content/frontmatter.js';
import type { ContentSet } from '../content/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { outputFileOf } from '../output/outputPaths.js';
import type { Route } from '../site/modelTypes.js';
import { findInSource } from '../util/findInSource.js';
import { decodeUrlPath } from '../util/url.js';

/** hexsite's own folder of the output: no page may lie in it. */
const OWN_FOLDER = '__hexsite';

/**
 * The pages whose output paths claim one of the generated files (a feed, `sitemap.xml`,
 * `.nojekyll`, a file of `__hexsite/`): a page at `/blog/rss.xml` is written to
 * `blog/rss.xml/index.html`, which cannot be beside the feed `blog/rss.xml`. Each is an error
 * at the source that claims the path (the front matter's `slug` line, the config's redirect),
 * found before anything is written. Letter case is ignored, as macOS and Windows ignore it.
 */
export function checkReservedPaths(options: { routes: Route[]; generated: string[]; config: SiteConfig; content: ContentSet }): HexsiteError[] {
  const { routes, config } = options;
  const generated = new Map(options.generated.map((file) => [file.toLowerCase(), file]));
  const heads = new Map([...options.content.docs, ...options.content.pages, ...options.content.blogPosts].map((entry) => [entry.file, entry.head]));
  const errors: HexsiteError[] = [];
  for (const route of routes) {
    const output = outputFileOf(route.page.permalink, config.baseUrl);
    const claimed = claimedPath(output, generated);
    if (claimed === undefined) continue;
    const what = claimed === OWN_FOLDER ? `lies in hexsite's own folder \`${OWN_FOLDER}/\`` : `takes the path of the generated \`${claimed}\``;
    const file = route.content?.file ?? route.file;
    const isRedirect = route.page.kind === 'redirect';
    errors.push(
      new HexsiteError(`Unexpected ${isRedirect ? 'redirect' : 'page'} at \`${route.page.permalink}\`, whose output \`${output}\` ${what}, expected a URL of its own`, {
        file,
        ...placeOf({ file, route, config, head: file === undefined ? undefined : heads.get(file) }),
        ruleId: 'reserved-output-path',
        hint: `hexsite writes that path itself (the feeds, sitemap.xml, .nojekyll, ${OWN_FOLDER}/): ${isRedirect ? "change the redirect's `from`" : 'change the `slug` front matter, or rename the file'}.`,
      }),
    );
  }
  return errors;
}

/** The generated file an output path is, or lies below; `__hexsite` for any path in that folder. */
function claimedPath(output: string, generated: Map<string, string>): string | undefined {
  const segments = output.toLowerCase().split('/');
  if (segments[0] === OWN_FOLDER) return OWN_FOLDER;
  for (let end = 1; end <= segments.length; end++) {
    const found = generated.get(segments.slice(0, end).join('/'));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The line that gives a route its URL: the `slug` of its front matter, or the config's `from` of a redirect. */
function placeOf(options: { file: string | undefined; route: Route; config: SiteConfig; head: string | undefined }): { line?: number; column?: number } {
  const { file, route, config, head } = options;
  if (head !== undefined) {
    const line = frontmatterKeyLine(head, 'slug') ?? frontmatterKeyLine(head, 'permalink');
    return line === undefined ? {} : { line, column: 1 };
  }
  if (file !== config.configFile) return {};
  const from = `/${decodeUrlPath(route.page.permalink.slice(config.baseUrl.length))}`;
  return findInSource(config.configSource, from) ?? findInSource(config.configSource, `${from}/`) ?? {};
}
