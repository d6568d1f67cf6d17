import { readStored } from '../cache/pageStore.js';
import type { PageData } from '../site/types.js';
import { KeptThread } from '../threads/threads.js';
import { buildFor, type BuildOptions } from './build.js';
import { parsePageSync, type ParseRequest, type ParseResult } from './parseOne.js';
import { renderRoute, type ContentRef, type RenderedRoute } from './renderRoute.js';
import type { BuildResult } from './types.js';

/**
 * The one seam `serve --watch` drives the pipeline through. `build` builds the whole site again
 * into the served folder, keeping what the next rebuild and the edits shown meanwhile need (the
 * search index's thread, the served build's pages in the store, a hash of each page's HTML);
 * `parseAgain` and `renderAgain` show a page's edit from the last build before its rebuild.
 */
export class Rebuild {
  /** The search index's thread, kept between rebuilds (see `KeptThread`). */
  private readonly searchThread = new KeptThread({ stage: 'search', kept: true });

  /** `options`: those of every rebuild (`write` is always on: the folder is served). */
  constructor(private readonly options: BuildOptions) {}

  /**
   * Builds the site again. `workers`: see `BuildOptions.workers`; `searchThread`: whether the
   * index is made on the kept thread, for a site large enough to be worth it; `serving`: the
   * build served meanwhile, whose pages stay in the store while this one runs.
   */
  build(options: { workers?: number; searchThread: boolean; serving: BuildResult | null }): Promise<BuildResult> {
    return buildFor(
      { ...this.options, workers: options.workers },
      {
        searchThread: options.searchThread && this.searchThread,
        keepEntries: options.serving?.model.routes.flatMap((route) => (route.content ? [route.content.key] : [])),
        // The rebuild is served as soon as it is in place: removing the old output took 0.2-0.3 s of corpus 1000's.
        removeOldOutputLater: true,
        // The event names only the pages that changed: an open page fetches itself for nothing else.
        pageDigests: true,
        oneLocale: true,
      },
    );
  }

  /** Stops the kept thread. */
  close(): Promise<void> {
    return this.searchThread.close();
  }
}

/** Parses a Markdown file again into the page store of a build written with its cache kept (`BuildResult.renderFrom`). */
export function parseAgain(last: BuildResult, request: ParseRequest): ParseResult {
  const from = renderFromOf(last);
  return parsePageSync(request, from.storeDir, from.markdown, from.site);
}

/** A page of the last build's page store, by its key. */
export function storedPage(last: BuildResult, key: string): ReturnType<typeof readStored> {
  return readStored(renderFromOf(last).storeDir, key);
}

/** Renders a page again as the last build would, in memory (nothing written): its HTML and content HTML. */
export function renderAgain(last: BuildResult, page: PageData, content: ContentRef): RenderedRoute {
  const from = renderFromOf(last);
  return renderRoute({ page, content }, { ...from.setup, outDir: null });
}

function renderFromOf(last: BuildResult): NonNullable<BuildResult['renderFrom']> {
  if (!last.renderFrom) throw new Error('Internal error: a page is rendered again from a build that kept no cache');
  return last.renderFrom;
}
