import type { BuildOptions, Loader } from 'esbuild';
import { markdownImportsPlugin } from '../../../bundle/markdownImportsPlugin.js';
import { classNamesPlugin, cssModulesPlugin, missingImportsAlias, missingImportsPlugin, staticPathsPlugin } from '../../../bundle/pagePlugins.js';
import { webpackImportsPlugin } from './webpackImports.js';

/** What bundling the site's code needs to know of the site. */
export interface SiteBundling {
  /** The site folder: `@site/…`, and where CSS modules are named from. */
  siteDir: string;
  /** The static folders, where the site paths a stylesheet names are (`url(/img/x.svg)`). */
  staticDirectories?: readonly string[];
  /** Imports of packages the site has not installed: each built with the stand-in (`SiteConfig.missingImports`). */
  missingImports?: readonly string[];
  /**
   * A site read from its Docusaurus config: its `tsconfig.json` is not read, as Docusaurus's
   * build does not read it (it is there for editors); one that extends a package the site has
   * not installed would otherwise stop the build.
   */
  docusaurus?: boolean;
}

/**
 * Images and fonts that code imports, and those a stylesheet names: data URLs, the same in the
 * server's bundle and the browser's, so that the HTML and the hydrated page agree.
 */
export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.svg', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((extension) => [extension, 'dataurl' as const]),
);

/**
 * The esbuild options every bundle of the site's code takes (a React page on the server, a
 * module MDX content imports, the islands for the browser): what Docusaurus's webpack config
 * gives an import, in one place. `@site/…` is the site folder (in CSS `url()` too); `.js` may
 * hold JSX; CSS modules are scoped by their file's path, the same in every build; `clsx` and
 * `classnames` are the site's or hexsite's; an SVG imported by code is a React component;
 * `?raw` and `!!raw-loader!` give text; images and fonts are URLs; JSON is data (esbuild's own);
 * a package not installed, or a file a script makes that is not there, is the stand-in; a
 * Markdown or MDX file is a component.
 */
export function siteBuildOptions(site: SiteBundling): Pick<BuildOptions, 'plugins' | 'loader' | 'alias' | 'tsconfigRaw'> {
  const staticDirectories = site.staticDirectories ?? ['static'];
  return {
    plugins: [missingImportsPlugin(site.missingImports ?? []), webpackImportsPlugin(), markdownImportsPlugin(), cssModulesPlugin(site.siteDir), classNamesPlugin(), staticPathsPlugin({ siteDir: site.siteDir, siteReal: site.siteDir, staticDirectories, cssOnly: true })],
    loader: { '.js': 'jsx', ...ASSET_LOADERS },
    alias: { '@site': site.siteDir, ...missingImportsAlias(site.missingImports) },
    ...(site.docusaurus && { tsconfigRaw: '{}' }),
  };
}
