import useDocusaurusContext from './useDocusaurusContext.js';

/** Plugins' global data by plugin name, then by plugin id. */
export type GlobalData = Record<string, Record<string, unknown>>;

/**
 * `@docusaurus/useGlobalData`: what plugins share with every page, as Docusaurus's do: the docs
 * plugin's (`docusaurus-plugin-content-docs`) versions and docs of each docs set, made from the
 * site model (src/site/globalData.ts). The blog and pages share none, as in Docusaurus.
 */
export default function useGlobalData(): GlobalData {
  return useDocusaurusContext().globalData as GlobalData;
}

/** Every instance's data of a plugin, by id; `{}` when the plugin shares none. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data ?? {};
}

/** The data of a plugin's instance (`default` unless `pluginId`); undefined when it shares none. */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName, options)[pluginId];
  if (data === undefined && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
