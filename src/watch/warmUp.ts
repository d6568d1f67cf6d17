import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderAgain } from '../pipeline/rebuild.js';
import { takeTurn } from '../threads/turns.js';
import type { BuildResult } from '../pipeline/types.js';
import { decodeSource } from '../content/readSource.js';
import { parseMarkdown } from '../markdown/processor.js';
import { renderMarkdownContent } from '../render/renderMarkdown.js';
import { ON_ITS_OWN } from './previewEdits.js';

/** How long the warm-up may keep this thread busy in all, and on how many pages at most. */
const WARM_UP_MS = 1500;
const WARM_UP_PAGES = 40;

/**
 * Readies this thread for the writer's first edits. The first build of `serve --watch` parses
 * and renders on worker threads, so the parser and renderer code of the main thread, which
 * shows each edit ahead of its rebuild (see `previewEdits`), has never run and V8 has not
 * optimised it: the first edits of a session took two to four times as long as later ones.
 * This parses the site's docs and Markdown pages as they are on disk, and renders each fifth
 * page, one page per turn of the event loop, writing nothing. It stops at the first change,
 * when `stopped()` says so, or after `WARM_UP_MS`. Resolves with the number of pages parsed.
 */
export async function warmUp(options: { siteDir: string; last: BuildResult; stopped: () => boolean }): Promise<number> {
  const { siteDir, last, stopped } = options;
  const routes = last.model.routes.filter((route) => route.content && ON_ITS_OWN.has(route.page.kind)).slice(0, WARM_UP_PAGES);
  const started = performance.now();
  let parsed = 0;
  for (const route of routes) {
    await takeTurn();
    if (stopped() || performance.now() - started > WARM_UP_MS) break;
    const { file, key, rewrites } = route.content!;
    try {
      const { text } = decodeSource(readFileSync(path.resolve(siteDir, file)), file);
      renderMarkdownContent(parseMarkdown(text, file), { blogPost: false });
      if (last.renderFrom && parsed % 5 === 0) renderAgain(last, route.page, { key, rewrites });
      parsed++;
    } catch {
      // A file that changed or went away meanwhile: its rebuild is on its way and will say so.
    }
  }
  return parsed;
}
