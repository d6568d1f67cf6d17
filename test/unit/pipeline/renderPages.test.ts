import { describe, expect, it } from 'vitest';
import { renderPages } from '../../../src/pipeline/renderPages.js';
import type { PlannedPage, RenderPlan } from '../../../src/pipeline/types.js';
import type { SiteRenderSetup } from '../../../src/pipeline/renderRoute.js';
import type { WorkerPool } from '../../../src/threads/workerPool.js';

/** Threads that never finish a task unless told to fail it, and say whether they were stopped. */
function stuckThreads(options: { failFirst?: boolean } = {}) {
  const state = { closed: false, started: 0 };
  const pool = {
    init() {},
    run() {
      state.started++;
      if (options.failFirst && state.started === 1) return Promise.reject(new Error('page 1 failed'));
      return new Promise(() => {});
    },
    async close() {
      state.closed = true;
    },
  } as unknown as WorkerPool;
  return { state, threadsFor: () => ({ pool }) };
}

function planOf(pages: PlannedPage[], reactHtml: () => string = () => '<p>page</p>'): RenderPlan {
  return { pages, reactHtml };
}

const markdownPage = (index: number): PlannedPage => ({
  route: { page: { permalink: `/docs/${index}` } } as PlannedPage['route'],
  file: `docs/${index}/index.html`,
  task: { page: { permalink: `/docs/${index}` } } as PlannedPage['task'],
});
const reactPage: PlannedPage = { route: { page: { permalink: '/' }, component: {} } as unknown as PlannedPage['route'], file: 'index.html' };
const setup = { baseUrl: '/' } as unknown as SiteRenderSetup;

describe('renderPages', () => {
  it('stops the threads still rendering when a React page throws, before failing', async () => {
    const { state, threadsFor } = stuckThreads();
    const plan = planOf([markdownPage(1), markdownPage(2), reactPage], () => {
      throw new Error('no data');
    });
    await expect(renderPages(plan, { setup, outDir: null, threadsFor })).rejects.toThrow('no data');
    expect(state.closed).toBe(true);
  });

  it('stops the other threads when one page fails on a thread', async () => {
    const { state, threadsFor } = stuckThreads({ failFirst: true });
    await expect(renderPages(planOf([markdownPage(1), markdownPage(2), markdownPage(3)]), { setup, outDir: null, threadsFor })).rejects.toThrow('page 1 failed');
    expect(state.started).toBe(3);
    expect(state.closed).toBe(true);
  });
});
