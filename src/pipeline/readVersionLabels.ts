import { openPageStore } from '../cache/pageStore.js';
import { stopCompiler } from '../config/loadModule.js';
import type { SiteConfig } from '../config/types.js';
import { scanContent } from '../content/scanContent.js';
import { createVersionLabels, type VersionLabels } from '../site/createSiteModel.js';
import { markdownOf, mdxSiteOf } from './build.js';
import { parseAll } from './parseAll.js';

/**
 * Each docs version's label and sidebars as the site writes them, for `write-translations`: the
 * content read and the docs parsed (on this thread, in a page store removed after) as a build
 * does, up to the sidebars.
 */
export async function readVersionLabels(config: SiteConfig, timeoutSeconds: number): Promise<VersionLabels[]> {
  const content = await scanContent(config, { timeoutSeconds });
  // The site's code is loaded: esbuild's process would only keep this process alive.
  await stopCompiler();
  const store = await openPageStore({ siteDir: config.siteDir, persistent: false, markdownKey: config.markdownKey });
  try {
    const markdown = markdownOf(config, undefined, timeoutSeconds);
    const parsed = await parseAll({ entries: content.docs, store, site: mdxSiteOf(config, undefined, timeoutSeconds), ...(markdown && { markdown }) });
    return createVersionLabels({ config, content, parsed, includeDrafts: config.docs.includeDrafts ?? false });
  } finally {
    await store.close();
  }
}
