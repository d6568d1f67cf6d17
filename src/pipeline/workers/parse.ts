import { loadConfig } from '../../config/loadConfig.js';
import { stopCompiler } from '../../config/loadModule.js';
import { sitePluginsOf } from '../../markdown/options.js';
import { withPluginMarkdown } from '../../plugins/withPluginMarkdown.js';
import { createMarkdownEngine, type MarkdownEngine } from '../../markdown/processor.js';
import { HexsiteError } from '../../errors/HexsiteError.js';
import { parsePage, type ParseRequest, type ParseResult } from '../parseOne.js';
import type { MarkdownSetup } from '../../markdown/options.js';
import { serveTasks, type WorkerSetup } from '../../threads/worker.js';
import type { MdxSite } from '../../mdx/siteModules.js';

/** A parse thread's set-up: the page store it writes, and the site's Markdown options when it has any. */
type ParseSetup = WorkerSetup & { storeDir: string; markdown?: MarkdownSetup; site?: MdxSite };

/**
 * The thread's Markdown engine for the site's options. Plugin functions cannot be sent to a
 * thread: one that needs them loads the site's config itself, once, through the config loader
 * and its time limit for the site's code.
 */
let engine: Promise<MarkdownEngine | undefined> | undefined;

async function engineFor(setup: ParseSetup): Promise<MarkdownEngine | undefined> {
  const { markdown } = setup;
  if (!markdown) return undefined;
  if (!markdown.plugins) return createMarkdownEngine(markdown);
  const timeoutSeconds = markdown.plugins.timeoutSeconds;
  // As the build reads it: with the Markdown plugins of the site's plugins (`configureMarkdown`).
  const { config } = await withPluginMarkdown(await loadConfig(markdown.plugins.siteDir, { timeoutSeconds }), { timeoutSeconds });
  await stopCompiler();
  return createMarkdownEngine(markdown, sitePluginsOf(config));
}

/** A thread of the parse stage: parses Markdown files into the page store. */
serveTasks(async (task: ParseRequest, setup: ParseSetup): Promise<ParseResult> => {
  engine ??= engineFor(setup);
  try {
    return await parsePage(task, setup.storeDir, await engine, setup.site);
  } catch (error) {
    // The config loaded on the main thread; loading it here can still run out of time.
    if (!(error instanceof HexsiteError)) throw error;
    return { file: task.file, error: { message: error.message, ruleId: error.ruleId, hint: error.hint, environment: error.environment } };
  }
});
