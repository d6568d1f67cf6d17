import type { MdxSite } from '../mdx/siteModules.js';
import type { MarkdownEngine } from '../markdown/processor.js';
import type { HexsiteError } from '../errors/HexsiteError.js';
import type { Route, SiteModel } from '../site/createSiteModel.js';
import type { OutputFile } from '../output/outputFile.js';
import type { OutputReuse } from '../output/reuseOutput.js';
import type { RenderTask, SiteRenderSetup } from './renderRoute.js';

/** One rendered page. */
export interface RenderedPage {
  /** URL path, base path included. */
  permalink: string;
  /** Output path relative to the output folder (`docs/intro/index.html`). */
  file: string;
  html: string;
}

/** What a build produced. */
export interface BuildResult {
  model: SiteModel;
  pages: RenderedPage[];
  files: OutputFile[];
  warnings: HexsiteError[];
  /** Absolute output folder, when written. */
  outDir?: string;
  /** The permalinks of the pages this build wrote; the others stood again as the previous build into the same folder wrote them. */
  rendered: string[];
  /**
   * Of those, the pages whose HTML differs from what the previous build into the same folder
   * wrote (new pages included), with `WatchBuild.pageDigests`: a page rendered again for a change that does
   * not show on it (a blog list, after an edit below a post's excerpt) is left out. Without it,
   * every page written.
   */
  changed: string[];
  /**
   * `rendered` and `renderMilliseconds`: with `BuildOptions.renderSample`, the pages rendered
   * (React pages and the sample) and the time that took.
   */
  stats: { pages: number; milliseconds: number; bytes: number; rendered?: number; renderMilliseconds?: number };
  /**
   * What renders a page of this build again without a build: the kept page store and the
   * site-wide render set-up. Only for a written build whose cache is kept (serve --watch).
   */
  renderFrom?: {
    storeDir: string;
    setup: SiteRenderSetup;
    /** Permalink → the ids on that page that links point at: what an edit of the page may not take away. */
    linkedIds: Map<string, Set<string>>;
    /** The site's Markdown engine, when it sets Markdown options. */
    markdown?: MarkdownEngine;
    /** What MDX content reads of the site. */
    site?: MdxSite;
  };
}

/** A page of the build before anything is written: a React page has no task. */
export interface PlannedPage {
  route: Route;
  /** Output path relative to the output folder. */
  file: string;
  task?: RenderTask;
  /** Set when the previous output into the same folder may hold the page already (`OutputReuse`). */
  fingerprint?: string;
}

/** The pages of a build, planned (`planPages`). */
export interface RenderPlan {
  pages: PlannedPage[];
  /** The previous output's pages that may stand again, when the build writes into the same folder. */
  reuse?: OutputReuse;
  /** A React page's HTML, rendered on this thread under the time limit when first asked for. */
  reactHtml(page: PlannedPage): string;
}
