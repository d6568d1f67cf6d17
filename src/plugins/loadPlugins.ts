import path from 'node:path';
import { exportedValue, loadSiteModule } from '../config/loadModule.js';
import { resolveInside, siteRelative } from '../config/siteRoot.js';
import { settleUserValue } from '../config/userCode.js';
import type { SiteConfig } from '../config/types.js';
import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import { findInSource } from '../util/findInSource.js';
import { gtagPlugin } from './gtagPlugin.js';
import { redirectsPlugin } from './redirectsPlugin.js';
import type { LoadedPlugin, Plugin, PluginConfig, PluginContext, PluginFunction } from './types.js';

/**
 * Makes the site's plugins: the built-in ones its config turns on (`redirects`, `gtag`), then
 * each entry of `plugins` in order: a function, `[function, options]`, or a module of the site
 * (by path from the site folder) whose default export is the function. Each must return an
 * object with a unique `name`.
 */
export async function loadPlugins(config: SiteConfig, options: { timeoutSeconds: number }): Promise<LoadedPlugin[]> {
  const context: PluginContext = { siteDir: config.siteDir, siteConfig: config, baseUrl: config.baseUrl };
  const entries: Array<{ make: PluginFunction; options: unknown; file: string; inputs?: string[] }> = [];
  if (config.redirects?.length) entries.push({ make: redirectsPlugin, options: config.redirects, file: config.configFile });
  if (config.gtag) entries.push({ make: gtagPlugin, options: config.gtag, file: config.configFile });
  for (const entry of (config.plugins ?? []) as PluginConfig[]) {
    const [target, pluginOptions] = Array.isArray(entry) ? entry : [entry, undefined];
    entries.push(typeof target === 'string' ? { ...(await importPlugin(config, target, options.timeoutSeconds)), options: pluginOptions } : { make: target, options: pluginOptions, file: config.configFile });
  }
  const plugins: LoadedPlugin[] = [];
  const names = new Set<string>();
  for (const entry of entries) {
    let plugin: Plugin;
    const name = entry.make.name || 'anonymous';
    try {
      plugin = (await settleUserValue(() => entry.make(context, entry.options), { file: entry.file, doing: `making the plugin \`${name}\``, timeoutSeconds: options.timeoutSeconds })) as Plugin;
    } catch (error) {
      if (error instanceof HexsiteError && error.ruleId.startsWith('user-code-')) throw error;
      throw new HexsiteError(`Unexpected error in plugin \`${entry.make.name || 'anonymous'}\` while making it: ${describeThrown(error)}`, {
        file: entry.file,
        ruleId: 'plugin-error',
        hint: 'The plugin function threw. Check the options the config gives it.',
        cause: error,
      });
    }
    if (!plugin || typeof plugin !== 'object' || typeof plugin.name !== 'string' || !plugin.name) {
      throw new HexsiteError(`Unexpected plugin \`${entry.make.name || 'anonymous'}\` returning ${describeValue(plugin)}, expected an object with a \`name\``, {
        file: entry.file,
        ruleId: 'plugin-shape',
        hint: "A plugin function returns its hooks: `return { name: 'my-plugin', contentLoaded() { … } }`.",
      });
    }
    if (names.has(plugin.name)) {
      throw new HexsiteError(`Unexpected second plugin named \`${plugin.name}\`, expected each plugin's name once`, {
        file: entry.file,
        line: findInSource(config.configSource, plugin.name)?.line,
        ruleId: 'plugin-duplicate',
        hint: 'Give each plugin its own name, or list it once.',
      });
    }
    names.add(plugin.name);
    plugins.push({ plugin, file: entry.file, ...(entry.inputs && { inputs: entry.inputs }) });
  }
  return plugins;
}

/** A plugin module of the site, `./plugins/changelog.ts`, by path from the site folder. */
async function importPlugin(config: SiteConfig, name: string, timeoutSeconds: number): Promise<{ make: PluginFunction; file: string; inputs: string[] }> {
  const place = { file: config.configFile, line: findInSource(config.configSource, name)?.line, what: `the plugin \`${name}\`` };
  const real = resolveInside(config.site, path.resolve(config.siteDir, name), place);
  if (real === null) {
    throw new HexsiteError(`Unexpected plugin \`${name}\`, expected the path of a module in the site folder`, {
      ...place,
      ruleId: 'plugin-not-found',
      hint: 'Write the path from the site folder, with its extension: `plugins: [\'./plugins/my-plugin.ts\']`.',
    });
  }
  const file = siteRelative(config.site, real);
  const loaded = await loadSiteModule(real, { site: config.site, file, kind: 'plugin', timeoutSeconds });
  // As Docusaurus takes one: an ES module's default export, or a CommonJS module's `module.exports`
  // (or its `default`, as a module compiled from ES to CommonJS has it).
  const value = exportedValue(loaded, 'default');
  const make = typeof value === 'function' ? value : (value as { default?: unknown } | undefined)?.default;
  if (typeof make !== 'function') {
    throw new HexsiteError('Unexpected plugin module without a default export, expected `export default function myPlugin(context, options) { … }` or `module.exports = function myPlugin(context, options) { … }`', {
      file,
      ruleId: 'plugin-shape',
    });
  }
  return { make: make as PluginFunction, file, inputs: loaded.inputs };
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value !== 'object') return `a ${typeof value}`;
  return 'an object without a `name`';
}
