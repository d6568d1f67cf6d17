import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SiteConfig } from '../config/types.js';
import { stableStringify } from '../markdown/optionsKey.js';
import { loadPlugins } from './loadPlugins.js';
import { callHook, checkList } from './runPlugins.js';
import type { LoadedPlugin } from './types.js';

/**
 * The site's config with what its plugins' `configureMarkdown` hooks return appended to the
 * site-wide `markdown.remarkPlugins` and `rehypePlugins`, and its plugins, made once. Every
 * reader of the config takes it this way (the build, and each parse thread, which loads the
 * config itself): so the plugins run wherever Markdown is parsed, and the Markdown key of the
 * page cache covers them (their source text, their options, the files of a plugin module, and
 * the config's source: the plugin's options are written there, and a plugin written in the
 * config may read any of its values).
 */
export async function withPluginMarkdown(config: SiteConfig, options: { timeoutSeconds: number }): Promise<{ config: SiteConfig; plugins: LoadedPlugin[] }> {
  const plugins = await loadPlugins(config, options);
  const remarkPlugins: unknown[] = [];
  const rehypePlugins: unknown[] = [];
  const from: LoadedPlugin[] = [];
  for (const loaded of plugins) {
    const { plugin } = loaded;
    if (!plugin.configureMarkdown) continue;
    const lists = await callHook(loaded, 'configureMarkdown', () => plugin.configureMarkdown!(), options.timeoutSeconds);
    const remark = checkList(loaded, 'configureMarkdown', 'remarkPlugins', lists?.remarkPlugins);
    const rehype = checkList(loaded, 'configureMarkdown', 'rehypePlugins', lists?.rehypePlugins);
    remarkPlugins.push(...remark);
    rehypePlugins.push(...rehype);
    if (remark.length || rehype.length) from.push(loaded);
  }
  if (!from.length) return { config, plugins };
  const key = createHash('sha1').update(config.markdownKey ?? '').update('\0').update(stableStringify({ remarkPlugins, rehypePlugins })).update('\0').update(config.configSource).update('\0');
  for (const file of from.flatMap((loaded) => loaded.inputs ?? []).sort()) key.update(file).update('\0').update(readFileSync(file)).update('\0');
  const markdown = config.markdown ?? {};
  return {
    config: {
      ...config,
      markdown: { ...markdown, remarkPlugins: [...(markdown.remarkPlugins ?? []), ...remarkPlugins], rehypePlugins: [...(markdown.rehypePlugins ?? []), ...rehypePlugins] } as SiteConfig['markdown'],
      markdownKey: key.digest('hex').slice(0, 12),
    },
    plugins,
  };
}
