import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadModuleOptions } from '../loadModule.js';
import type { MigrationNote } from './notes.js';
import { configRequire, PROVIDED_EXTERNAL, type MissingUse } from './packages.js';
import { translateDocusaurusConfig, type Translation, type TranslationContext } from './translate.js';

/** Docusaurus's config file names, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** What a build of a Docusaurus folder reports: the config it read, and what it does not honour. */
export interface Migration {
  /** The Docusaurus config file, relative to the site folder. */
  configFile: string;
  notes: MigrationNote[];
}

/** The Docusaurus config file of a folder, if it has one. */
export function docusaurusConfigFile(root: string): string | undefined {
  return DOCUSAURUS_CONFIG_FILES.find((name) => existsSync(path.join(root, name)));
}

/**
 * How `loadModule` evaluates a Docusaurus config: the packages hexsite understands are its own
 * stand-ins, installed or not, and packages (or files) that are not there evaluate as missing
 * values, each recorded in `used`.
 */
export function docusaurusPackages(used: MissingUse[]): NonNullable<LoadModuleOptions['packages']> {
  return { external: PROVIDED_EXTERNAL, missingExternal: true, require: (base, file) => configRequire(base, file, used) };
}

/** hexsite's config from the evaluated Docusaurus config, and the migration notes. */
export function fromDocusaurus(value: unknown, context: TranslationContext): Translation {
  return translateDocusaurusConfig(value, context);
}
