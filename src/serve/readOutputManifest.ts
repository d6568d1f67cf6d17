import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
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
  const manifest = readManifestFile(await readFile(manifestFile, 'utf8'), `${outDir}/__hexsite/routes.json`, ROUTES);
  const routes = new Map(Object.entries(manifest).map(([permalink, route]) => [permalink, route.kind]));
  const sourcesFile = path.join(dir, '__hexsite/sources.json');
  // Builds before the source map was written, or post-processed outputs, simply have no lines.
  const sources = existsSync(sourcesFile) ? readManifestFile(await readFile(sourcesFile, 'utf8'), `${outDir}/__hexsite/sources.json`, SOURCES) : {};
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

/** The shape of a manifest file, and how a message names it. */
interface ManifestShape<T> {
  schema: z.ZodType<T>;
  /** What the file should hold, for "expected …". */
  expected: string;
}

/** `routes.json`: each page's permalink (a URL path) → its route, of which only the kind is read. */
const ROUTES = { schema: z.record(z.string().startsWith('/'), z.looseObject({ kind: z.string() })), expected: 'an object of page URLs to `{ "kind": … }`' };
/** `sources.json`: permalink → the page's source file, relative to the site folder. */
const SOURCES = { schema: z.record(z.string(), z.string()), expected: 'an object of page URLs to source files' };

/**
 * Parses a manifest file of the output and checks its shape: a file cut short, edited by hand
 * or by a post-processor is a clear error naming it, not a crash further on.
 */
function readManifestFile<T>(text: string, file: string, shape: ManifestShape<T>): T {
  const hint = 'Build the site again (`hexsite build`); the output folder was changed or cut short.';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HexsiteError(`Unexpected invalid JSON in \`${file}\`, expected the manifest \`hexsite build\` writes`, { file, ruleId: 'not-an-output', hint, cause: error });
  }
  const parsed = shape.schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue.path.length ? ` at ${issue.path.map((key) => JSON.stringify(key)).join('.')}` : '';
  const value = issue.path.reduce<unknown>((parent, key) => (parent as Record<PropertyKey, unknown>)?.[key], json);
  // A key that is no URL path (`"x"` for `"/x"`) is named itself, not the value it holds.
  const received = issue.code === 'invalid_key' ? `page URL ${JSON.stringify(issue.path.at(-1))}, not a path,` : `${describeValue(value)}${at}`;
  throw new HexsiteError(`Unexpected ${received} in \`${file}\`, expected ${shape.expected} as \`hexsite build\` writes`, { file, ruleId: 'not-an-output', hint });
}

/** A JSON value in a few words: `null`, `an array`, `the number 3`, `the string "x"`. */
function describeValue(value: unknown): string {
  if (value === null) return '`null`';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `the ${typeof value} ${JSON.stringify(value)}`;
}
