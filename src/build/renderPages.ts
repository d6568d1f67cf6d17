import type { ClientBundle } from '../bundle/bundleClient.js';
import { runUserCode } from '../config/userCode.js';
import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import type { DocumentOptions } from '../render/document.js';
import { renderReactPage } from '../render/renderContent.js';
import type { Route, SiteModel } from '../site/createSiteModel.js';
import type { PageData } from '../site/types.js';
import type { Progress } from './parseAll.js';
import { outputFileOf } from './outputPaths.js';
import type { OutputReuse } from './reuseOutput.js';
import { renderRoute, type RenderedRoute, type RenderSetup, type RenderTask, type SiteRenderSetup } from './renderRoute.js';
import { runTasks, type StageThreads } from './threads.js';
import type { ThreadStage } from './worker.js';

/** What the render stage needs. */
export interface RenderPagesOptions {
  model: SiteModel;
  setup: SiteRenderSetup;
  /** Each Markdown file's link rewrites (see `rewritesByFile`). */
  rewrites: Map<string, Record<string, string>>;
  /** Folder the pages are written into as they are rendered; null to return them. */
  outDir: string | null;
  /** The threads for a stage of this many tasks. */
  threadsFor?: (stage: ThreadStage, tasks: number) => StageThreads;
  timeoutSeconds: number;
  progress?: Progress;
  /** Pages of the previous output into the same folder that may stand again. */
  reuse?: OutputReuse;
}

/**
 * Renders every page on the build's threads: each page is written as soon as it is rendered,
 * and only its path and size come back. React pages are the site's own code and render on this
 * thread, under the time limit. Results keep the routes' order.
 */
export async function renderPages(options: RenderPagesOptions): Promise<RenderedRoute[]> {
  const { model, progress, rewrites } = options;
  const setup: RenderSetup = { ...options.setup, outDir: options.outDir };
  const taskOf = (route: Route): RenderTask => ({
    page: route.page,
    content: route.content ? { key: route.content.key, rewrites: route.content.rewrites } : undefined,
    excerpts: route.excerpts?.map((excerpt) => ({ key: excerpt.key, rewrites: rewrites.get(excerpt.file) ?? {} })),
  });
  let done = 0;
  const tick = () => progress?.(++done, model.routes.length);
  const reuse = options.reuse && options.outDir !== null ? { state: options.reuse, newDir: options.outDir } : undefined;
  // First what needs no rendering: pages of the previous output that stand again.
  const planned = model.routes.map((route) => {
    if (route.component) return { route };
    const task = taskOf(route);
    if (!reuse) return { route, task };
    const fingerprint = reuse.state.fingerprintOf(task);
    const reused = reuse.state.tryReuse({ permalink: route.page.permalink, fingerprint, newDir: reuse.newDir });
    if (typeof reused === 'number') tick();
    return { route, task, fingerprint, reused };
  });
  const tasks = planned.flatMap((item) => (item.task && typeof item.reused !== 'number' ? [item.task] : []));
  const threads = options.threadsFor?.('render', tasks.length) ?? {};
  threads.pool?.init({ stage: 'render', ...setup });
  const components = new Map<Route, RenderedRoute>();
  const renderComponents = () => {
    for (const { route, task } of planned) {
      if (task) continue;
      const page = { ...route.page, contentHtml: renderComponent(route, options.timeoutSeconds, model.config.baseUrl) } as PageData;
      components.set(route, renderRoute({ page }, setup));
      tick();
    }
  };
  // Without threads, React pages render first: a page that throws then leaves no other render
  // under way on this thread once the build has failed.
  if (!threads.pool) renderComponents();
  const rendering = runTasks(tasks, threads, (task) => renderRoute(task, setup), tick);
  // Awaited below; if a React page throws first, the threads are stopped mid-task and this fails
  // too, after the build has failed: handled here, or it would end the process.
  rendering.catch(() => {});
  // With threads, React pages render here while the threads render the others.
  if (threads.pool) renderComponents();
  const results = await rendering;
  const fresh = new Map(tasks.map((task, index) => [task, results[index]]));
  return planned.map(({ route, task, fingerprint, reused }) => {
    if (!task) return components.get(route)!;
    const { permalink } = route.page;
    const rendered: RenderedRoute =
      typeof reused === 'number' ? { permalink, file: outputFileOf(permalink, setup.baseUrl), bytes: reused, reused: true } : fresh.get(task)!;
    if (reuse && fingerprint) reuse.state.record({ permalink, fingerprint, dir: reuse.newDir, file: rendered.file });
    return rendered;
  });
}

/** The site-wide part of every page's render: also what the reuse of a previous output compares. */
export function createRenderSetup(model: SiteModel, bundle: ClientBundle, storeDir: string): SiteRenderSetup {
  return { document: documentOptions(model, bundle), baseUrl: model.config.baseUrl, storeDir };
}

/** Each Markdown file's link rewrites: its own page's, which its excerpt and feed item share. */
export function rewritesByFile(routes: Route[]): Map<string, Record<string, string>> {
  return new Map(routes.flatMap((route) => (route.content ? [[route.content.file, route.content.rewrites] as const] : [])));
}

/** A React page is the writer's code: when it throws or hangs, say which page and why. */
function renderComponent(route: Route, timeoutSeconds: number, baseUrl: string): string {
  try {
    return runUserCode(() => renderReactPage(route.component!, baseUrl), { file: route.file ?? '', doing: 'rendering the page', timeoutSeconds });
  } catch (error) {
    if (error instanceof HexsiteError) throw error;
    throw new HexsiteError(`Unexpected error while rendering the page: ${describeThrown(error)}`, {
      file: route.file,
      ruleId: 'page-render',
      hint: 'Fix the component; run with --debug to see the stack trace.',
      cause: error,
    });
  }
}

/** The document shell's settings, the same for every page. */
function documentOptions(model: SiteModel, bundle: ClientBundle): DocumentOptions {
  const { config, chrome } = model;
  return {
    chrome,
    lang: config.i18n.defaultLocale,
    favicon: config.favicon ? `${config.baseUrl}${config.favicon.replace(/^\//, '')}` : undefined,
    image: config.image ? `${config.url}${config.baseUrl}${config.image.replace(/^\//, '')}` : undefined,
    assets: {
      script: `${config.baseUrl}assets/${bundle.script}`,
      stylesheet: `${config.baseUrl}assets/${bundle.stylesheet}`,
      preload: (bundle.preload ?? []).map((chunk) => `${config.baseUrl}assets/${chunk}`),
      headLinks: model.blog?.headLinks,
    },
  };
}
