/** A component the browser must run: where its module is and which export it is. */
export interface IslandRef {
  /** Absolute real path of the module file. */
  module: string;
  /** 'default' or a named export. */
  exportName: string;
  /** Ids of the messages its module's code uses (`translate()`, `<Translate>`): sent with it, translated, whether its server render shows them or not. */
  messageIds?: string[];
  /** A React page whose code reads the site's config (`useDocusaurusContext`, `useBaseUrl`, `@docusaurus/Link`…): its island carries the config to the browser. */
  siteConfig?: true;
  /** A component whose code reads the plugins' global data (`useGlobalData`, `usePluginData`, the docs plugin's hooks): its island carries it to the browser. */
  globalData?: true;
}
