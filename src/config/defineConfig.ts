import type { UserConfig } from './schema.js';

/** Identity function that gives `hexsite.config.ts` type checking and editor completion. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
