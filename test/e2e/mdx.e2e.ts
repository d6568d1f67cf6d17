// MDX content in a real browser (test/fixtures/mdx-site): Docusaurus's tabs synchronised by
// `groupId` across pages, a partial, an expression, a site component with state and an npm
// package's component hydrated as islands, a static component that ships no script, and the
// page readable without JavaScript.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser, desktop } = useBrowser();
let url = '';
let close = async () => {};

beforeAll(async () => {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'hexsite-mdx-'));
  const served = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/mdx-site'), path.join(temp, 'out'));
  url = served.siteUrl;
  close = async () => {
    await served.close();
    await rm(temp, { recursive: true, force: true });
  };
});
afterAll(() => close());

const selected = (page: Page) => page.locator('.tabs__tab[aria-selected="true"]').first().textContent();
const counter = (page: Page) => page.locator('.counter button').textContent();

/** Clicks the counter until hydration has made it count, then returns what it shows. */
async function countOnce(page: Page): Promise<void> {
  const start = await counter(page);
  await expect.poll(async () => {
    if ((await counter(page)) === start) await page.locator('.counter button').click();
    return counter(page);
  }).not.toBe(start);
}

describe('MDX pages', () => {
  it('renders the expression, the partial and its heading in both tables of contents, and a static component without a script', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    expect(await page.locator('.markdown p').first().textContent()).toBe('The answer is 42, and this page is titled "Introduction".');
    expect(await page.locator('.markdown', { hasText: 'This text comes from a partial' }).count()).toBe(1);
    expect(await page.locator('.toc__list a', { hasText: 'From the partial' }).count()).toBeGreaterThan(0);
    expect(await page.locator('.toc-inline a', { hasText: 'From the partial' }).count()).toBe(1);
    // Styled by the CSS its module imports, the page's own stylesheet; no island for it.
    expect(await page.locator('.badge').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
    expect(await page.locator('hexsite-island:has(.badge)').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the site component with state, its Markdown children kept, and again after leaving in place and coming back', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    expect(await counter(page)).toBe('Count: 1');
    await countOnce(page);
    expect(await counter(page)).toBe('Count: 2');
    await page.locator('.counter button').click();
    expect(await counter(page)).toBe('Count: 3');
    expect(await page.locator('.counter__note strong').textContent()).toBe('here');
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 7));
    await page.locator('.markdown a', { hasText: 'the guide' }).click();
    await page.waitForURL(`${url}docs/guides/setup`);
    await page.goBack();
    await page.waitForURL(`${url}docs/intro`);
    await expect.poll(() => counter(page)).toBe('Count: 1');
    await countOnce(page);
    expect(await counter(page)).toBe('Count: 2');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("takes the title and tags of @docusaurus/Head into the page's head, on first load and in place, and gives them back on leaving", async () => {
    const keywords = (page: Page) => page.locator('head meta[name="keywords"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    const { page, errors } = await openPage(desktop(), `${url}docs/guides/tabs`);
    expect(await page.title()).toBe('Tabs in the head | MDX site');
    expect(await keywords(page)).toContain('tabs, head');
    await page.goto(`${url}docs/intro`);
    const before = await page.title();
    expect(before).not.toBe('Tabs in the head | MDX site');
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 7));
    await page.locator('.sidebar a, nav a').filter({ hasText: 'Tabs elsewhere' }).first().click();
    await page.waitForURL(`${url}docs/guides/tabs`);
    await expect.poll(() => page.title()).toBe('Tabs in the head | MDX site');
    expect(await keywords(page)).toContain('tabs, head');
    await page.goBack();
    await page.waitForURL(`${url}docs/intro`);
    await expect.poll(() => page.title()).toBe(before);
    expect(await keywords(page)).not.toContain('tabs, head');
    // In place all along: the page was never loaded again.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("runs an npm package's component: the video's poster turns into the player when clicked", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    // No network here: YouTube's servers answer nothing.
    await context.route(/^https?:\/\/([^/]*\.)?(youtube(-nocookie)?|ytimg|google)\.com\//, (route) => route.abort());
    const { page } = await openPage(context, `${url}docs/intro`);
    const poster = page.locator('.yt-lite');
    await poster.scrollIntoViewIfNeeded();
    await expect.poll(async () => {
      if (!(await page.locator('.yt-lite iframe').count())) await poster.click();
      return page.locator('.yt-lite iframe').count();
    }).toBe(1);
    expect(await page.locator('.yt-lite iframe').getAttribute('src')).toContain('dQw4w9WgXcQ');
    await context.close();
  });

  it('switches tabs by groupId on the page and on the next page opened, with no React of their own', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    expect(await selected(page)).toBe('npm');
    expect(await page.locator('.tabs__panel:not([hidden])').first().textContent()).toContain('npm install mdx-site');
    // Switching starts once the theme's script for content has loaded.
    await expect.poll(async () => {
      if ((await selected(page)) !== 'Yarn') await page.locator('.tabs__tab', { hasText: 'Yarn' }).first().click();
      return selected(page);
    }).toBe('Yarn');
    expect(await page.locator('.tabs__panel:not([hidden])').first().textContent()).toContain('yarn add mdx-site');
    // The tabs are not an island: their switching is the theme's script.
    expect(await page.locator('hexsite-island .tabs').count()).toBe(0);
    await page.goto(`${url}docs/guides/tabs`);
    // The stored choice is applied once the theme's script for content has loaded.
    await expect.poll(() => selected(page)).toBe('Yarn');
    expect(await page.locator('.tabs__panel:not([hidden])').first().textContent()).toContain('yarn build');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is readable without JavaScript: every tab panel, the counter as rendered, the partial', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}docs/intro`);
    expect(await page.locator('.tabs__panel', { hasText: 'npm install mdx-site' }).isVisible()).toBe(true);
    expect(await page.locator('.tabs__panel', { hasText: 'yarn add mdx-site' }).isVisible()).toBe(true);
    expect(await counter(page)).toBe('Count: 1');
    expect(await page.locator('.markdown', { hasText: 'This text comes from a partial' }).isVisible()).toBe(true);
    await context.close();
  });
});
