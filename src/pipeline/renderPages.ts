import type { ClientBundle } from '../bundle/bundleClient.js';
import type { CustomCss } from '../bundle/bundleCustomCss.js';
import { runUserCode } from '../config/userCode.js';
import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import type { DocumentOptions } from '../render/document.js';
import { configHtmlTags, renderHtmlTags, type HtmlTags } from '../render/htmlTags.js';
import { renderReactPage, type RenderedReactPage } from '../render/renderContent.js';
import { documentTitle } from '../site/titles.js';
import type { MdxSite } from '../mdx/siteModules.js';
import type { Route, SiteModel } from '../site/createSiteModel.js';
import type { PageData } from '../site/types.js';
import type { Progress } from './parseAll.js';
import { outputFileOf } from '../output/outputPaths.js';
import type { OutputReuse } from '../output/reuseOutput.js';
import { renderRoute, writePage, type RenderedRoute, type RenderSetup, type RenderTask, type SiteRenderSetup } from './renderRoute.js';
import { runTasks, type StageThreads } from '../threads/threads.js';
import { turnWhenDue } from '../threads/turns.js';
import type { PlannedPage, RenderPlan } from './types.js';
import type { ThreadStage } from '../threads/worker.js';
import { currentLocaleOf } from '../i18n/locale.js';
import { provideGlobalData } from '../../theme/mdx/MdxContext.js';
import { globalDataOf } from '../site/globalData.js';

/** What the render stage needs. */
export interface RenderPagesOptions {
  setup: SiteRenderSetup;
  /** Folder the pages are written into as they are rendered; null to return them. */
  outDir: string | null;
  /**
   * Whether to tell the pages rendered again that came out as the previous build into the same
   * folder wrote them (`RenderedRoute.same`), by a hash of each page's HTML kept in its record.
   */
  digests?: boolean;
  /** The threads for a stage of this many tasks. */
  threadsFor?: (stage: ThreadStage, tasks: number) => StageThreads;
  progress?: Progress;
}

/**
 * Plans the render of every page: a Markdown or generated page as the task that renders it,
 * with its fingerprint when the previous output into the same folder may hold it already; a
 * React page is rendered when it is first asked for, once.
 */
export async function planPages(options: {
  model: SiteModel;
  setup: SiteRenderSetup;
  rewrites: Map<string, Record<string, string>>;
  timeoutSeconds: number;
  reuse?: OutputReuse;
  /** What React pages read of the site (`useDocusaurusContext().siteConfig`), as MDX content does. */
  site: Pick<MdxSite, 'siteConfig'>;
}): Promise<RenderPlan> {
  const { model, setup, rewrites, reuse } = options;
  const made = new Map(model.routes.flatMap((route) => (route.content?.made ? [[route.content.file, route.content.made] as const] : [])));
  const pages: PlannedPage[] = [];
  for (const route of model.routes) {
    const file = outputFileOf(route.page.permalink, setup.baseUrl);
    if (route.component) {
      pages.push({ route, file });
      continue;
    }
    const task: RenderTask = {
      page: route.page,
      content: route.content ? { key: route.content.key, rewrites: route.content.rewrites, ...(route.content.made && { made: route.content.made }) } : undefined,
      excerpts: route.excerpts?.map((excerpt) => ({ key: excerpt.key, rewrites: rewrites.get(excerpt.file) ?? {}, ...(made.get(excerpt.file) && { made: made.get(excerpt.file) }) })),
    };
    pages.push({ route, file, task, fingerprint: reuse?.fingerprintOf(task) });
    // Each fingerprint hashes the page's data, its sidebar included: 0.1 s for corpus 1000.
    if (reuse) await turnWhenDue();
  }
  const reactHtml = new Map<PlannedPage, string>();
  return {
    pages,
    reuse,
    reactHtml(page) {
      let html = reactHtml.get(page);
      if (html === undefined) {
        provideGlobalData(setup.globalData);
        const rendered = renderComponent(page.route, { timeoutSeconds: options.timeoutSeconds, config: model.config, siteConfig: options.site.siteConfig });
        const data = { ...withLayout(page.route.page, rendered, model.config), contentHtml: rendered.html } as PageData;
        html = renderRoute({ page: data, ...(rendered.head && { head: rendered.head }) }, { ...setup, outDir: null }).html!;
        reactHtml.set(page, html);
      }
      return html;
    },
  };
}

/**
 * Renders the planned pages on the build's threads: each page is written as soon as it is
 * rendered, and only its path and size come back. React pages are the site's own code and
 * render on this thread, under the time limit. Results keep the routes' order.
 */
export async function renderPages(plan: RenderPlan, options: RenderPagesOptions): Promise<RenderedRoute[]> {
  const { progress } = options;
  const reuse = plan.reuse && options.outDir !== null ? { state: plan.reuse, newDir: options.outDir } : undefined;
  const setup: RenderSetup = { ...options.setup, outDir: options.outDir, digests: Boolean(reuse && options.digests) };
  let done = 0;
  const tick = () => progress?.(++done, plan.pages.length);
  // First what needs no rendering: pages of the previous output that stand again.
  const planned: Array<{ page: PlannedPage; reused?: number | null }> = [];
  for (const page of plan.pages) {
    if (!page.task || !reuse || page.fingerprint === undefined) {
      planned.push({ page });
      continue;
    }
    const reused = reuse.state.tryReuse({ permalink: page.route.page.permalink, fingerprint: page.fingerprint, newDir: reuse.newDir });
    if (typeof reused === 'number') tick();
    planned.push({ page, reused });
    // A link and a folder for each page: 0.2 s for corpus 1000, on this thread.
    await turnWhenDue();
  }
  const tasks = planned.flatMap(({ page, reused }) => (page.task && typeof reused !== 'number' ? [page.task] : []));
  const threads = options.threadsFor?.('render', tasks.length) ?? {};
  threads.pool?.init({ stage: 'render', ...setup });
  const components = new Map<PlannedPage, RenderedRoute>();
  const renderComponents = () => {
    for (const { page } of planned) {
      if (page.task) continue;
      const html = plan.reactHtml(page);
      components.set(page, writePage(setup, page.route.page.permalink, page.file, html));
      tick();
    }
  };
  // Without threads, React pages render first: a page that throws then leaves no other render
  // under way on this thread once the build has failed.
  if (!threads.pool) renderComponents();
  const rendering = runTasks(tasks, threads, (task) => renderRoute(task, setup), tick);
  // Awaited below; if a React page throws first, the threads are stopped mid-task and this fails
  // too: handled here, or it would end the process.
  rendering.catch(() => {});
  let results: RenderedRoute[];
  try {
    // With threads, React pages render here while the threads render the others.
    if (threads.pool) renderComponents();
    results = await rendering;
  } catch (error) {
    // A page failed: the threads' renders still under way stop before the build fails, so
    // none writes into the output that the failed build removes.
    await threads.pool?.close();
    throw error;
  }
  const fresh = new Map(tasks.map((task, index) => [task, results[index]]));
  return planned.map(({ page, reused }) => {
    const { permalink } = page.route.page;
    const rendered: RenderedRoute = !page.task ? components.get(page)! : typeof reused === 'number' ? { permalink, file: page.file, bytes: reused, reused: true } : fresh.get(page.task)!;
    if (!reuse) return rendered;
    if (page.task && page.fingerprint !== undefined) reuse.state.record({ permalink, fingerprint: page.fingerprint, dir: reuse.newDir, file: rendered.file });
    // A page rendered again that came out the same changed nothing a reader sees.
    return setup.digests && reuse.state.noteDigest(permalink, rendered.digest) ? { ...rendered, same: true } : rendered;
  });
}

/** The site-wide part of every page's render: also what the reuse of a previous output compares. */
export function createRenderSetup(model: SiteModel, bundle: ClientBundle, storeDir: string, extras: RenderExtras = {}): SiteRenderSetup {
  const { themeModule } = extras;
  return { document: documentOptions(model, bundle, extras), baseUrl: model.config.baseUrl, storeDir, globalData: globalDataOf(model), ...(themeModule && { themeModule }) };
}

/** Each Markdown file's link rewrites: its own page's, which its excerpt and feed item share. */
export function rewritesByFile(routes: Route[]): Map<string, Record<string, string>> {
  return new Map(routes.flatMap((route) => (route.content ? [[route.content.file, route.content.rewrites] as const] : [])));
}

/**
 * A React page's data with what its `<Layout>` asked for: its title and description in the
 * head (the title as Docusaurus writes it, `Help | Site`), the footer left out, a class on the
 * wrapper. A page without `<Layout>` keeps its data as it is.
 */
function withLayout(page: PageData, rendered: RenderedReactPage, config: SiteModel['config']): PageData {
  const { layout } = rendered;
  if (!layout || page.kind !== 'reactPage') return page;
  const { title, description, noFooter, wrapperClassName } = layout;
  const chrome = { ...(noFooter && { noFooter }), ...(wrapperClassName && { wrapperClassName }) };
  return {
    ...page,
    ...(title !== undefined && { title, documentTitle: documentTitle(title, config) }),
    ...(description !== undefined && { description }),
    ...(Object.keys(chrome).length && { layout: chrome }),
  };
}

/** A React page is the writer's code: when it throws or hangs, say which page and why. */
function renderComponent(route: Route, options: { timeoutSeconds: number; config: SiteModel['config']; siteConfig: Record<string, unknown> }): RenderedReactPage {
  const { timeoutSeconds, config, siteConfig } = options;
  const context = { baseUrl: config.baseUrl, siteDir: config.site.real, siteConfig, permalink: route.page.permalink, codeTranslations: config.codeTranslations, file: route.file };
  try {
    return runUserCode(() => renderReactPage({ component: route.component!, island: route.island }, context), { file: route.file ?? '', doing: 'rendering the page', timeoutSeconds });
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

/** What a site adds to every page's render: its stylesheet, its theme overrides, its plugins' tags. */
export interface RenderExtras {
  /** The site's `customCss`, bundled. */
  customCss?: CustomCss;
  /** The server render module built with the site's theme overrides. */
  themeModule?: string;
  /** Whether the site's theme overrides read the plugins' global data: every page then carries it for the browser. */
  themeReadsGlobalData?: boolean;
  /** The tags the site's plugins inject (`injectHtmlTags`). */
  pluginTags?: HtmlTags;
}

/** The document shell's settings, the same for every page. */
function documentOptions(model: SiteModel, bundle: ClientBundle, { customCss, pluginTags, themeReadsGlobalData }: RenderExtras): DocumentOptions {
  const { config, chrome } = model;
  const locale = currentLocaleOf(config);
  return {
    tags: renderHtmlTags(pluginTags ? [configHtmlTags(config), pluginTags] : [configHtmlTags(config)], { baseUrl: config.baseUrl }),
    chrome,
    ...(themeReadsGlobalData && { globalData: globalDataOf(model) }),
    lang: locale.htmlLang,
    dir: locale.direction,
    favicon: config.favicon ? `${config.baseUrl}${config.favicon.replace(/^\//, '')}` : undefined,
    image: config.image ? `${config.url}${config.baseUrl}${config.image.replace(/^\//, '')}` : undefined,
    assets: {
      script: `${config.baseUrl}assets/${bundle.script}`,
      stylesheet: `${config.baseUrl}assets/${bundle.stylesheet}`,
      preload: (bundle.preload ?? []).map((chunk) => `${config.baseUrl}assets/${chunk}`),
      headLinks: model.blog?.headLinks,
      // The theme overrides' CSS, then the site's `customCss`, which wins over it.
      ...((bundle.overrideStylesheet || customCss?.stylesheet) && {
        customCss: [bundle.overrideStylesheet && `${config.baseUrl}assets/${bundle.overrideStylesheet}`, customCss?.stylesheet && `${config.baseUrl}${customCss.stylesheet}`].filter((href): href is string => Boolean(href)),
      }),
    },
  };
}
