/** A component the browser must run: where its module is and which export it is. */
export interface IslandRef {
  /** Absolute real path of the module file. */
  module: string;
  /** 'default' or a named export. */
  exportName: string;
}
