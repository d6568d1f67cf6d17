import { hashInputs, inputsUnchanged } from '../cache/inputHashes.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildFailure, type Message } from 'esbuild';
import { buildClientBundle, loadClientBundle, locate, type ClientBundle } from '../bundle/bundleClient.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { CACHE_ROOT } from '../cache/pageStore.js';
import { siteBuildOptions, type SiteBundling } from '../config/docusaurus/resolve/siteBundling.js';
import { overridePlugin } from './overridePlugin.js';
import type { ThemeOverride } from './scanOverrides.js';

/** A site's own build of the theme, with its overrides in place. */
export interface SiteTheme {
  /** The browser's code, copied into the output as the prebuilt one is. */
  bundle: ClientBundle;
  /** Absolute path of the CommonJS module whose `renderPage` the server render uses. */
  serverModule: string;
  /** Whether it was built now (false: found in the site's cache). */
  built: boolean;
  /** Whether an override reads the plugins' global data (`useGlobalData`, the docs plugin's hooks): the pages then carry it for the browser. */
  readsGlobalData: boolean;
}

/** The module every hook of the plugins' global data goes through: an override that reaches it reads that data. */
const GLOBAL_DATA_MODULE = path.join('theme', 'mdx', 'useGlobalData.ts');

/** Whether the theme's inputs include the global data's module (hexsite's own theme never imports it). */
function readsGlobalData(inputs: Record<string, string>): boolean {
  return Object.keys(inputs).some((file) => file.endsWith(GLOBAL_DATA_MODULE));
}


/** Folder of the site's theme builds, one per set of overrides. */
export const THEME_CACHE = `${CACHE_ROOT}/theme`;
const RECORD = 'record.json';

/** What a theme build leaves beside its files: the server module's name and what it was built from. */
interface ThemeRecord {
  /** The server module's file name, named by its content so that require() never serves a stale one. */
  server: string;
  /** Absolute path of each file read → hash of its content. */
  inputs: Record<string, string>;
}

/** The server module's entry: the page tree the prebuilt renderer renders (src/render/renderPage.tsx). */
const SERVER_ENTRY = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './templates/index.tsx';
export function renderPage(chrome, page) {
  return renderToString(createElement(App, { chrome, page }));
}
`;

/**
 * The site's theme: its client bundle and server render module, built with esbuild from the
 * theme's sources and the site's overrides, or taken from `<cacheRoot>/<key>` when every file
 * they were built from is unchanged (`.hexsite/theme/`; the build's temporary folder with
 * `--no-cache`). Undefined when the site overrides nothing: the
 * prebuilt bundle and renderer serve it, as before overrides existed.
 */
export async function buildSiteTheme(options: { siteDir: string; overrides: ThemeOverride[]; cacheRoot: string; bundling?: SiteBundling }): Promise<SiteTheme | undefined> {
  const { siteDir, overrides, cacheRoot } = options;
  if (overrides.length === 0) return undefined;
  const { rootDir } = locate();
  // An override imports as the site's pages do (`siteBuildOptions`): `.js` with JSX, SVG
  // components, CSS modules, `clsx`, and a package not installed as the stand-in.
  const site = siteBuildOptions(options.bundling ?? { siteDir });
  const siteOptions = { loader: site.loader, alias: site.alias };
  const key = createHash('sha1')
    .update(rootDir)
    .update(JSON.stringify(options.bundling?.missingImports ?? []))
    .update(overrides.map((override) => `${override.component.name}\0${override.file}`).join('\0'))
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(cacheRoot, key);
  const record = path.join(dir, RECORD);
  const fresh = freshRecord(record);
  if (fresh) return { bundle: await loadClientBundle(path.join(dir, 'client')), serverModule: path.join(dir, fresh.server), built: false, readsGlobalData: readsGlobalData(fresh.inputs) };
  for (const old of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) await rm(path.join(cacheRoot, old), { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  try {
    const [bundle, server] = await Promise.all([
      buildClientBundle({ clientDir: path.join(dir, 'client'), plugins: [overridePlugin({ rootDir, overrides, target: 'client' }), ...site.plugins!], logLevel: 'silent', ...siteOptions }),
      build({
        absWorkingDir: rootDir,
        stdin: { contents: SERVER_ENTRY, resolveDir: rootDir, loader: 'tsx', sourcefile: 'hexsite-server-theme.tsx' },
        outfile: path.join(dir, 'server.cjs'),
        write: false,
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        jsx: 'automatic',
        metafile: true,
        plugins: [overridePlugin({ rootDir, overrides, target: 'server' }), ...site.plugins!],
        ...siteOptions,
        logLevel: 'silent',
      }),
    ]);
    const code = server.outputFiles[0].contents;
    const name = `server.${createHash('sha1').update(code).digest('hex').slice(0, 12)}.cjs`;
    await writeFile(path.join(dir, name), code);
    const inputs = new Set([...(bundle.inputs ?? []), ...Object.keys(server.metafile.inputs)]);
    const written: ThemeRecord = { server: name, inputs: hashInputs([...inputs].map((input) => path.resolve(rootDir, input))) };
    await writeFile(record, JSON.stringify(written, null, 1));
    return { bundle, serverModule: path.join(dir, name), built: true, readsGlobalData: readsGlobalData(written.inputs) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (isBuildFailure(error)) throw compileErrors(error.errors, { siteDir, rootDir, overrides });
    throw error;
  }
}

/** A build's record, when it exists and every input still has the content it was built from. */
function freshRecord(file: string): ThemeRecord | undefined {
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as ThemeRecord;
  const fresh = inputsUnchanged(record.inputs);
  return fresh && existsSync(path.join(path.dirname(file), record.server)) ? record : undefined;
}

/** esbuild's failure: an error with a list of messages, which hexsite's own list of errors also has. */
function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && !(error instanceof HexsiteErrors) && Array.isArray((error as Partial<BuildFailure>).errors);
}

const NO_DEFAULT = /^No matching export in "(.*)" for import "default"$/;

/** esbuild's errors (a syntax error in an override, a bad import), each naming its file and line. */
function compileErrors(messages: Message[], { siteDir, rootDir, overrides }: { siteDir: string; rootDir: string; overrides: ThemeOverride[] }): HexsiteErrors {
  const seen = new Set<string>();
  const errors: HexsiteError[] = [];
  for (const message of messages) {
    // The theme imports each override's default export: say so at the override, not in the theme.
    const missing = NO_DEFAULT.exec(message.text);
    const override = missing && overrides.find((candidate) => candidate.file === path.resolve(rootDir, missing[1]));
    if (override) {
      errors.push(
        new HexsiteError(`Unexpected override without a default export, expected \`export default function ${override.component.name}(props)\``, {
          file: override.relative,
          ruleId: 'theme-override',
          hint: `The theme renders the file's default export in place of its ${override.component.name}.`,
        }),
      );
      continue;
    }
    const place = message.location;
    const file = place ? path.relative(siteDir, path.resolve(rootDir, place.file)).split(path.sep).join('/') : undefined;
    const id = `${file}:${place?.line}:${place?.column}:${message.text}`;
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push(
      new HexsiteError(`${message.text} (while building the theme with the site's overrides)`, {
        file,
        line: place?.line,
        column: place ? place.column + 1 : undefined,
        ruleId: 'theme-override',
        hint: 'Fix the override in src/theme/; `hexsite swizzle --list` names the components it may replace.',
      }),
    );
  }
  return new HexsiteErrors(errors);
}
