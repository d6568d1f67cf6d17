/** hexsite's public API: for config files and for programs that build sites. */
export { defineConfig } from './config/defineConfig.js';
export type { UserConfig } from './config/types.js';
export { build } from './pipeline/build.js';
export type { BuildOptions } from './pipeline/build.js';
export type { BuildResult, RenderedPage } from './pipeline/types.js';
export { HexsiteError, HexsiteErrors } from './errors/HexsiteError.js';

export type { SidebarsConfig, SidebarItemConfig } from './site/sidebars/types.js';
import type { SidebarsConfig } from './site/sidebars/types.js';

/** Identity function that types a sidebars file: a misspelt item `type` or key is a type error. */
export function defineSidebars<T extends SidebarsConfig>(sidebars: T): T {
  return sidebars;
}
