import { statSync } from 'node:fs';
import path from 'node:path';
import { build, type Loader, type Message } from 'esbuild';
import { counted } from '../config/loadModule.js';
import { resolveInside, siteRelative } from '../config/siteRoot.js';
import type { SiteConfig } from '../config/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { hints } from '../errors/hints.js';
import { findInSource } from '../util/findInSource.js';
import { staticPathsPlugin } from './pagePlugins.js';
import { siteBuildOptions } from '../config/docusaurus/resolve/siteBundling.js';

/** The site's own CSS, bundled: what the output gets, and the stylesheet pages link. */
export interface CustomCss {
  /** Files for the output, by path relative to it: the stylesheet and the files its `url()`s name. */
  files: Array<{ path: string; contents: Buffer }>;
  /** The stylesheet's path in the output (`assets/css/custom.3F2A9C1B.css`); undefined when the site has no `customCss`. */
  stylesheet?: string;
}

/** Files a stylesheet's `url()` may name, copied into the output under content-hashed names. */
const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file']),
);

/**
 * Bundles the files of `customCss` into one minified, content-hashed stylesheet, in their order:
 * `@import`s are inlined and the files `url()`s name get hashed copies (a site path such as
 * `/img/bg.png` names a file of the static folders). A missing file, CSS that does not parse, and
 * a file outside the site folder are errors naming the file and line.
 */
export async function bundleCustomCss(config: SiteConfig): Promise<CustomCss> {
  const files = config.customCss === undefined ? [] : [config.customCss].flat();
  if (!files.length) return { files: [] };
  const { site } = config;
  const entries = files.map((file) => {
    // At the file's name in the config, else at the key.
    const place = findInSource(config.configSource, file) ?? findInSource(config.configSource, 'customCss');
    const at = { file: config.configFile, line: place?.line, column: place?.column };
    const real = resolveInside(site, path.resolve(site.dir, file), { ...at, what: 'custom CSS file' });
    if (!real || !statSync(real).isFile()) {
      throw new HexsiteError(`Unexpected missing file \`${file}\` in \`customCss\`, expected a CSS file, relative to the site folder`, {
        ...at,
        ruleId: 'custom-css-missing',
        hint: 'Fix the path (relative to the folder of the config file), or create the file.',
      });
    }
    if (!real.endsWith('.css')) {
      throw new HexsiteError(`Unexpected file \`${file}\` in \`customCss\`, expected a \`.css\` file`, {
        ...at,
        ruleId: 'custom-css-missing',
        hint: 'hexsite bundles plain CSS: compile Sass or Less to a `.css` file first, and list that.',
      });
    }
    return real;
  });
  const outdir = path.join(site.dir, '.hexsite', 'custom-css', 'assets');
  // `url(@site/static/img/x.png)`, and a Docusaurus site's tsconfig.json left unread, as for its code.
  const { alias, tsconfigRaw } = siteBuildOptions({ siteDir: site.real, docusaurus: config.migration !== undefined });
  const result = await counted(() =>
    build({
      // One stylesheet, the files in their order: each is imported by a stylesheet that holds nothing else.
      stdin: { contents: entries.map((real) => `@import ${JSON.stringify(real.split(path.sep).join('/'))};`).join('\n'), loader: 'css', resolveDir: site.real },
      absWorkingDir: site.dir,
      // A stylesheet has no use for the site's tsconfig.json, whose `extends` may name a package not installed.
      tsconfigRaw: {},
      bundle: true,
      write: false,
      outdir,
      entryNames: 'css/custom.[hash]',
      assetNames: 'media/[name].[hash]',
      loader: ASSET_LOADERS,
      alias: { '@site': alias!['@site'] },
      ...(tsconfigRaw && { tsconfigRaw }),
      plugins: [staticPathsPlugin({ siteDir: config.site.dir, siteReal: config.site.real, staticDirectories: config.staticDirectories })],
      target: ['chrome100', 'firefox100', 'safari15'],
      minify: true,
      metafile: true,
      legalComments: 'none',
      logLevel: 'silent',
    }).catch((error: { errors?: Message[] }) => {
      if (!error.errors?.length) throw error;
      throw cssErrors(config, error.errors);
    }),
  );
  // esbuild reads CSS it cannot parse as it best can, with a warning: each is a mistake in the
  // site's CSS (a tsconfig.json it read on the way is not: it concerns code, not CSS).
  const warnings = result.warnings.filter((warning) => warning.id !== 'tsconfig.json');
  if (warnings.length) throw cssErrors(config, warnings);
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input === '<stdin>') continue;
    const absolute = path.resolve(site.dir, input);
    if (absolute.split(path.sep).includes('node_modules')) continue;
    resolveInside(site, absolute, { file: config.configFile, what: 'file imported by `customCss`' });
  }
  const outputs = result.outputFiles.map((output) => ({ path: path.relative(path.dirname(outdir), output.path).split(path.sep).join('/'), contents: Buffer.from(output.contents) }));
  const stylesheet = outputs.find((output) => output.path.endsWith('.css'));
  if (!stylesheet) throw new Error('Internal error: esbuild produced no stylesheet for customCss');
  return { files: outputs, stylesheet: stylesheet.path };
}

/** esbuild's messages about the site's CSS, as errors at their file and line. */
function cssErrors(config: SiteConfig, messages: Message[]): HexsiteErrors {
  return new HexsiteErrors(
    messages.map((message) => {
      const location = message.location;
      const file = location && location.file !== '<stdin>' ? siteRelative(config.site, path.resolve(config.site.dir, location.file)) : config.configFile;
      const reason = message.text.startsWith('Unexpected ') ? message.text : `Unexpected CSS: ${message.text}`;
      return new HexsiteError(`${reason}, expected valid CSS`, {
        file,
        line: location?.line,
        column: location ? location.column + 1 : undefined,
        ruleId: 'custom-css',
        hint: message.notes[0]?.text ?? (message.text.includes('outside the site') ? hints.outsideSite : undefined),
      });
    }),
  );
}
