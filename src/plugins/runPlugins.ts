import path from 'node:path';
import { loadModule, ModuleCompileError } from '../config/loadModule.js';
import { settleUserValue } from '../config/userCode.js';
import { resolveInside, siteRelative } from '../config/siteRoot.js';
import type { SiteConfig } from '../config/types.js';
import type { ReactPageEntry } from '../content/types.js';
import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import type { RouteSource, UnlinkedRoute } from '../site/modelTypes.js';
import { documentTitle } from '../site/titles.js';
import { withoutTrailingSlash } from '../util/posixPath.js';
import { REDIRECT_TARGETS, readRedirectTarget } from '../util/redirectTarget.js';
import { encodeUrlPath } from '../util/url.js';
import type { HtmlTagObject, HtmlTags, LoadedPlugin, PluginRouteConfig, PostBuildRoute } from './types.js';

/** What the plugins give the build before the site model is made. */
export interface PluginContent {
  /** One route source per plugin, gathered by the site model with the built-in ones. */
  routeSources: RouteSource[];
  /** Every plugin's `injectHtmlTags`, in plugin order: for every page's document. */
  htmlTags: HtmlTags;
  /** Problems that do not stop the build. */
  warnings: HexsiteError[];
}

/**
 * Runs the hooks that come before the site model, plugin by plugin in the config's order:
 * `loadContent`, then `contentLoaded` with its content (the routes it adds become a route
 * source), and `injectHtmlTags` (`configureMarkdown` ran with the config: `withPluginMarkdown`). A hook that throws stops the build with an
 * error naming the plugin, the hook and the plugin's file.
 */
export async function runPluginContent(plugins: LoadedPlugin[], options: { config: SiteConfig; timeoutSeconds: number }): Promise<PluginContent> {
  const result: PluginContent = { routeSources: [], htmlTags: { headTags: [], preBodyTags: [], postBodyTags: [] }, warnings: [] };
  for (const loaded of plugins) {
    const { plugin } = loaded;
    const { timeoutSeconds } = options;
    const content = plugin.loadContent ? await callHook(loaded, 'loadContent', () => plugin.loadContent!(), timeoutSeconds) : undefined;
    if (plugin.contentLoaded) {
      const added: PluginRouteConfig[] = [];
      await callHook(loaded, 'contentLoaded', () => plugin.contentLoaded!({ content, actions: { addRoute: (route) => void added.push(route) } }), timeoutSeconds);
      const routes: UnlinkedRoute[] = [];
      for (const route of added) routes.push(await createPluginRoute(route, { loaded, ...options }));
      result.routeSources.push({ name: `plugin ${plugin.name}`, routes, byFile: [], errors: [], warnings: [] });
    }
    if (plugin.injectHtmlTags) {
      const tags = await callHook(loaded, 'injectHtmlTags', () => plugin.injectHtmlTags!(), timeoutSeconds);
      for (const place of ['headTags', 'preBodyTags', 'postBodyTags'] as const) {
        result.htmlTags[place].push(...checkList<HtmlTagObject>(loaded, 'injectHtmlTags', place, tags?.[place]));
      }
    }
  }
  return result;
}

/** Runs every plugin's `postBuild` on the new output folder, in plugin order, each within the time limit. */
export async function runPostBuild(plugins: LoadedPlugin[], args: { outDir: string; routes: PostBuildRoute[]; siteConfig: SiteConfig }, timeoutSeconds: number): Promise<void> {
  for (const loaded of plugins) {
    if (loaded.plugin.postBuild) await callHook(loaded, 'postBuild', () => loaded.plugin.postBuild!(args), timeoutSeconds);
  }
}

/**
 * Calls one hook within the time limit (its own run, then its promise: see `settleUserValue`);
 * whatever it throws is reported with the plugin's name, the hook and its file, and so is a hook
 * that runs too long or whose promise never settles.
 */
export async function callHook<T>(loaded: LoadedPlugin, hook: string, call: () => T | Promise<T>, timeoutSeconds: number): Promise<T> {
  try {
    return (await settleUserValue(call, { file: loaded.file, doing: `running the hook \`${hook}\` of plugin \`${loaded.plugin.name}\``, timeoutSeconds })) as T;
  } catch (error) {
    if (error instanceof HexsiteError && (error.ruleId.startsWith('plugin-') || error.ruleId.startsWith('user-code-'))) throw error;
    throw new HexsiteError(`Unexpected error in plugin \`${loaded.plugin.name}\`, hook \`${hook}\`: ${describeThrown(error)}`, {
      file: loaded.file,
      ruleId: 'plugin-error',
      hint: `The plugin's \`${hook}\` threw; run with --debug for its stack.`,
      cause: error,
    });
  }
}

/** A list a hook returned, or the error naming the plugin, the hook and the key. */
export function checkList<T>(loaded: LoadedPlugin, hook: string, key: string, value: unknown): T[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value as T[];
  throw pluginError(loaded, hook, `\`${key}\` ${describe(value)}, expected an array`, 'Return lists, or leave the key out.');
}

/** A page a plugin added, checked, as a route like the built-ins'. */
async function createPluginRoute(route: PluginRouteConfig, options: { loaded: LoadedPlugin; config: SiteConfig; timeoutSeconds: number }): Promise<UnlinkedRoute> {
  const { loaded, config } = options;
  const fail = (what: string, hint: string) => pluginError(loaded, 'contentLoaded', `route ${what}`, hint);
  if (!route || typeof route !== 'object' || typeof route.path !== 'string' || !route.path.startsWith('/')) {
    throw fail(`with path ${describe(route?.path)}, expected a path from the site's root such as \`/changelog\``, 'Give `addRoute` a `path` that starts with `/`.');
  }
  const bodies = (['html', 'component', 'redirect'] as const).filter((key) => route[key] !== undefined);
  if (bodies.length !== 1 || bodies.some((key) => typeof route[key] !== 'string')) {
    throw fail(`\`${route.path}\` with ${bodies.length ? bodies.map((key) => `\`${key}\``).join(' and ') : 'no content'}, expected one string of \`html\`, \`component\` or \`redirect\``, 'Give the route its content one way.');
  }
  const rest = route.path.replace(/^\/+/, '');
  const permalink = rest ? withoutTrailingSlash(`${config.baseUrl}${encodeUrlPath(rest)}`) : config.baseUrl;
  const title = route.title ?? config.title;
  const base = { permalink, title, documentTitle: documentTitle(title, config), description: route.description };
  const htmlClassName = `plugin-${loaded.plugin.name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
  if (route.redirect !== undefined) {
    const kind = readRedirectTarget(route.redirect);
    if (kind === 'offSite') throw fail(`\`${route.path}\` with redirect \`${route.redirect}\`, expected ${REDIRECT_TARGETS}`, 'A browser would read it as another site\'s address: write the path of a page, or the full URL of another site.');
    const to = kind === 'external' ? route.redirect : `${config.baseUrl}${route.redirect.replace(/^\/+/, '')}`;
    return { page: { kind: 'redirect', permalink, to, title: config.title, documentTitle: config.title, htmlClassName, noIndex: true, keepSearch: true }, file: loaded.file };
  }
  if (route.html !== undefined) {
    return { page: { kind: 'mdPage', ...base, htmlClassName, toc: [], contentHtml: route.html }, file: loaded.file };
  }
  const component = await loadComponent(route.component!, options);
  return { page: { kind: 'reactPage', ...base, htmlClassName }, component: component.component, file: component.file };
}

/** The default export of a plugin route's component file, in the site folder. */
async function loadComponent(name: string, options: { loaded: LoadedPlugin; config: SiteConfig; timeoutSeconds: number }): Promise<{ component: ReactPageEntry['component']; file: string }> {
  const { loaded, config } = options;
  const real = resolveInside(config.site, path.resolve(config.siteDir, name), { file: loaded.file, what: 'component file' });
  if (real === null) throw pluginError(loaded, 'contentLoaded', `route component \`${name}\`, expected a file of the site`, 'Give `component` the path of a React component file from the site folder (`src/Changelog.tsx`).');
  const file = siteRelative(config.site, real);
  const module = await loadModule(real, { site: config.site, doing: 'loading the component', timeoutSeconds: options.timeoutSeconds }).catch((error: unknown) => {
    if (error instanceof ModuleCompileError) throw new HexsiteError(`Unexpected syntax error: ${error.message}, expected valid TypeScript or JavaScript`, { file, line: error.line, column: error.column, ruleId: 'plugin-syntax' });
    throw new HexsiteError(`Unexpected error while loading the component: ${describeThrown(error)}`, { file, ruleId: 'plugin-load', cause: error });
  });
  if (typeof module.exports.default !== 'function') throw new HexsiteError('Unexpected component file without a default export, expected `export default function Page() { … }`', { file, ruleId: 'plugin-shape' });
  // A page's own stylesheet is written only for the pages folder's React pages.
  if (module.css !== undefined) throw new HexsiteError('Unexpected CSS import in a plugin\'s component, expected none', { file, ruleId: 'plugin-shape', hint: 'Style the page with the site\'s CSS, or make it a React page of the pages folder.' });
  return { component: module.exports.default as ReactPageEntry['component'], file };
}

function pluginError(loaded: LoadedPlugin, hook: string, what: string, hint: string): HexsiteError {
  return new HexsiteError(`Unexpected ${what}, in plugin \`${loaded.plugin.name}\`, hook \`${hook}\``, { file: loaded.file, ruleId: 'plugin-shape', hint });
}

function describe(value: unknown): string {
  if (value === undefined || value === null) return String(value);
  return typeof value === 'string' ? `\`${value}\`` : `a ${Array.isArray(value) ? 'list' : typeof value}`;
}
