import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { formatError } from '../../src/errors/formatError.js';

export const fixturesDir = path.resolve(import.meta.dirname, '../fixtures');

/** Builds a fixture site in memory. */
export function buildFixture(name: string, options: { includeDrafts?: boolean } = {}) {
  return build({ siteDir: path.join(fixturesDir, name), write: false, includeDrafts: options.includeDrafts });
}

/** Builds a fixture that must fail, and returns the printed error text. */
export async function buildError(name: string): Promise<string> {
  try {
    await buildFixture(name);
  } catch (error) {
    return formatError(error);
  }
  throw new Error(`expected the build of ${name} to fail`);
}

/** The HTML of one built page, by URL path. */
export function pageHtml(result: Awaited<ReturnType<typeof buildFixture>>, permalink: string): string {
  const page = result.pages.find((candidate) => candidate.permalink === permalink);
  if (!page) throw new Error(`no page ${permalink}; pages: ${result.pages.map((p) => p.permalink).join(', ')}`);
  return page.html;
}

/** Writes a small site from `{ path: text }` into a temporary folder, for one-off scenarios. */
export async function writeSite(files: Record<string, string>): Promise<string> {
  const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
  const os = await import('node:os');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-site-'));
  const all = { 'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/b/' }), ...files };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/** The printed error of a build that must fail. */
export async function siteError(siteDir: string): Promise<string> {
  try {
    await build({ siteDir, write: false });
  } catch (error) {
    return formatError(error);
  }
  throw new Error('expected the build to fail');
}

/** The data a page's HTML carries for hydration and for the client router. */
export function embeddedData(html: string): { chrome: unknown; page: Record<string, unknown> } {
  const match = /<script id="__hexsite_data" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no page data in the HTML');
  return JSON.parse(match[1]);
}
