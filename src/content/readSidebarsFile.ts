import path from 'node:path';
import { docusaurusPackages } from '../config/docusaurus/readDocusaurusConfig.js';
import { exportedValue, loadModule, ModuleCompileError } from '../config/loadModule.js';
import { resolveInside } from '../config/siteRoot.js';
import type { SiteConfig } from '../config/types.js';
import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import { readSource } from './readSource.js';
import type { ContentSet } from './types.js';

/**
 * Reads the site's sidebars file as the build does: a JSON file is parsed, a TypeScript or
 * JavaScript file is evaluated (within `timeoutSeconds`) and its `module.exports` (CommonJS), or
 * its default export (or `sidebars`), taken; a Docusaurus site's with its config's packages. Null when the site has none, and the sidebar is generated from the docs folder.
 */
export async function readSidebarsFile(config: SiteConfig, timeoutSeconds: number, sidebarFile = config.sidebarFile): Promise<ContentSet['sidebars']> {
  const { site } = config;
  if (!sidebarFile) return null;
  const real = resolveInside(site, path.join(site.dir, sidebarFile), { file: config.configFile, what: 'sidebars file' });
  if (!real) return null;
  if (sidebarFile.endsWith('.json')) {
    const { text: source } = await readSource(real, sidebarFile);
    try {
      return { file: sidebarFile, source, value: JSON.parse(source) };
    } catch (error) {
      throw new HexsiteError(`Unexpected invalid JSON: ${(error as Error).message}`, { file: sidebarFile, ruleId: 'sidebars-syntax' });
    }
  }
  try {
    // A Docusaurus site's sidebars run as its config does: packages not installed are empty stand-ins (reported with the site's imports).
    const packages = config.migration ? { packages: docusaurusPackages([]) } : {};
    const loaded = await loadModule(real, { site, doing: 'loading the sidebars', timeoutSeconds, ...packages });
    return { file: sidebarFile, source: loaded.source, value: exportedValue(loaded, 'sidebars') };
  } catch (error) {
    if (error instanceof ModuleCompileError) {
      throw new HexsiteError(`Unexpected syntax error: ${error.message}, expected valid TypeScript or JavaScript`, { file: sidebarFile, line: error.line, column: error.column, ruleId: 'sidebars-syntax' });
    }
    if (error instanceof HexsiteError) throw error;
    throw new HexsiteError(`Unexpected error while evaluating the sidebars: ${describeThrown(error)}`, { file: sidebarFile, ruleId: 'sidebars-evaluation', cause: error });
  }
}
