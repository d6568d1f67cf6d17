import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';

/** What a hexsite output folder says about itself, read from its `__hexsite/` files. */
export interface OutputManifest {
  /** The absolute output folder. */
  outDir: string;
  /** The base path the pages were built for (`/hexagon/`). */
  baseUrl: string;
  /** Permalink (URL path, percent-encoded) → route kind. */
  routes: Map<string, string>;
  /** Permalink → the page's source file relative to the site folder, when the build recorded it. */
  sources: Map<string, string>;
}

/** Reads the route manifest of a built output; a folder that is no hexsite output is a usage error. */
export async function readOutputManifest(outDir: string): Promise<OutputManifest> {
  const dir = path.resolve(outDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new HexsiteError(`Unexpected missing folder \`${outDir}\`, expected a built site`, {
      file: outDir,
      ruleId: 'missing-output',
      hint: 'Build the site first (`hexsite build`), then pass its output folder (`build` by default).',
    });
  }
  const manifestFile = path.join(dir, '__hexsite/routes.json');
  if (!existsSync(manifestFile)) {
    throw new HexsiteError(`Unexpected folder \`${outDir}\` without \`__hexsite/routes.json\`, expected the output of \`hexsite build\``, {
      file: outDir,
      ruleId: 'not-an-output',
      hint: 'Pass the folder `hexsite build` wrote (`build` by default), not the site folder.',
    });
  }
  const manifest = parseJson(await readFile(manifestFile, 'utf8'), `${outDir}/__hexsite/routes.json`) as Record<string, { kind?: string }>;
  const routes = new Map(Object.entries(manifest).map(([permalink, route]) => [permalink, String(route?.kind ?? '')]));
  const sourcesFile = path.join(dir, '__hexsite/sources.json');
  // Builds before the source map was written, or post-processed outputs, simply have no lines.
  const sources = existsSync(sourcesFile) ? (parseJson(await readFile(sourcesFile, 'utf8'), `${outDir}/__hexsite/sources.json`) as Record<string, string>) : {};
  return { outDir: dir, baseUrl: baseUrlOf(routes), routes, sources: new Map(Object.entries(sources)) };
}

/**
 * The base path of the routes: that of the not-found page (`/hexagon/404.html`), which every
 * build has, else the longest folder every permalink starts with.
 */
function baseUrlOf(routes: Map<string, string>): string {
  for (const [permalink, kind] of routes) if (kind === 'notFound' && permalink.endsWith('/404.html')) return permalink.slice(0, -'404.html'.length);
  let prefix: string | null = null;
  for (const permalink of routes.keys()) {
    if (prefix === null) prefix = permalink;
    while (!permalink.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  return prefix ? prefix.slice(0, prefix.lastIndexOf('/') + 1) || '/' : '/';
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HexsiteError(`Unexpected invalid JSON in \`${file}\`, expected the manifest \`hexsite build\` writes`, {
      file,
      ruleId: 'not-an-output',
      hint: 'Build the site again; the output folder was changed or cut short.',
      cause: error,
    });
  }
}
