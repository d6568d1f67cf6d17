/** `@docusaurus/constants`: the id Docusaurus gives a plugin's only instance. */
export const DEFAULT_PLUGIN_ID = 'default';
