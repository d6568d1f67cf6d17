// A team's own site, every extension at once (test/fixtures/team-site): one CSS variable
// re-brands both colour modes, math from npm's remark-math and rehype-katex with KaTeX's own
// stylesheet through customCss, a footer wrapped by src/theme/Footer.tsx, a page a local
// plugin adds, redirects, an analytics script and gtag.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-team-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  ({ siteUrl, close } = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/team-site'), path.join(temp, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

/** A context in the colour mode given, in which Google's servers answer nothing (this machine has no network). */
async function inMode(mode: 'light' | 'dark', width = 1280): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await context.route(/googletagmanager|google-analytics/, (route) => route.abort());
  return context;
}

const style = (page: Page, selector: string, property = 'color') =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The colour a CSS colour expression computes to on `page`. */
const computed = (page: Page, expression: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, expression);

describe('a team site using every extension', () => {
  it('is re-branded in light and dark mode by one variable in its custom CSS', async () => {
    const light = await inMode('light');
    const { page, errors } = await openPage(light, `${siteUrl}docs/intro`);
    expect(await style(page, '.markdown a')).toBe('rgb(194, 65, 12)');
    expect(await style(page, '.navbar__link.is-active')).toBe('rgb(194, 65, 12)');
    expect(errors).toEqual([]);
    await light.close();

    const dark = await inMode('dark');
    const { page: darkPage } = await openPage(dark, `${siteUrl}docs/intro`);
    expect(await darkPage.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const derived = await computed(darkPage, 'color-mix(in oklab, #c2410c 55%, white)');
    expect(derived).not.toBe('rgb(194, 65, 12)');
    expect(await style(darkPage, '.markdown a')).toBe(derived);
    await dark.close();
  });

  it("renders math with the npm plugins, styled by KaTeX's stylesheet and fonts from customCss", async () => {
    const context = await inMode('light');
    const { page, errors } = await openPage(context, `${siteUrl}docs/intro`);
    expect(await page.locator('.markdown .katex').count()).toBe(2);
    expect(await page.locator('.markdown .katex-display').count()).toBe(1);
    // KaTeX's CSS hides the MathML copy and sets its own font, whose file the bundle carried.
    expect(await style(page, '.katex', 'font-family')).toContain('KaTeX_Main');
    expect(await style(page, '.katex-mathml', 'position')).toBe('absolute');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the wrapped footer, also after in-place navigation', async () => {
    const context = await inMode('light');
    const { page, errors } = await openPage(context, `${siteUrl}docs/intro`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    expect(await page.locator('footer').first().isVisible()).toBe(true);
    expect(await page.locator('.team-footer-note').textContent()).toBe('Maintained by the docs team.');
    await page.locator('main a', { hasText: 'the guide' }).click();
    await page.waitForURL(/\/team\/docs\/guide$/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Guide');
    expect(await page.locator('.team-footer-note').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reaches the plugin's page in place from the navbar, in the site's layout", async () => {
    const context = await inMode('light');
    const { page, errors } = await openPage(context, `${siteUrl}docs/intro`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('nav.navbar a', { hasText: 'Changelog' }).click();
    await page.waitForURL(/\/team\/changelog$/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Changelog');
    expect(await page.locator('ul.changelog li').allTextContents()).toEqual(['1.1 — 2026-10-01', '1.0 — 2026-06-15']);
    expect(await page.title()).toBe('Changelog | Team site');
    expect(await page.locator('.team-footer-note').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands each redirect on its target, keeping the query and hash', async () => {
    const context = await inMode('light');
    const page = await context.newPage();
    await page.goto(`${siteUrl}start?from=mail#top`);
    await page.waitForURL(/\/team\/docs\/intro\?from=mail#top$/);
    await page.goto(`${siteUrl}docs/getting-started`);
    await page.waitForURL(/\/team\/docs\/intro$/);
    expect(await page.locator('main h1').first().textContent()).toBe('Introduction');
    await context.close();
  });

  it('runs its analytics script and carries its head tags and gtag', async () => {
    const context = await inMode('light');
    const { page, errors } = await openPage(context, `${siteUrl}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.analytics)).toBe('team');
    expect(await page.locator('head script[src="/team/js/analytics.js"][defer]').count()).toBe(1);
    expect(await page.locator('meta[name="analytics-site"]').getAttribute('content')).toBe('team');
    expect(await page.locator('head script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEAM0001"]').count()).toBe(1);
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry)));
    expect(dataLayer).toContainEqual(['config', 'G-TEAM0001', {}]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches npm2yarn tabs, marks the highlighted line and titles the important box', async () => {
    const context = await inMode('light', 375);
    const { page, errors } = await openPage(context, `${siteUrl}docs/intro`);
    await page.locator('[role="tab"]', { hasText: 'Yarn' }).click();
    await expect.poll(() => page.locator('[role="tabpanel"]:visible').textContent()).toContain('yarn add @team/cli');
    expect(await page.locator('.theme-code-block-highlighted-line').textContent()).toContain('return `Hello, ${name}`;');
    expect(await page.locator('.markdown pre').last().textContent()).not.toContain('highlight-next-line');
    expect(await page.locator('.admonition').textContent()).toContain('Before you start');
    expect(errors).toEqual([]);
    await context.close();
  });
});
