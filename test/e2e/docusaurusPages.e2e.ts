import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { serveBuiltFixture } from './builtFixture.js';

// A site whose pages are written as Docusaurus's are (`src/pages`, `@theme/Layout`, CSS modules,
// clsx and classnames without an installed copy, `@docusaurus/router`).
const { browser, desktop } = useBrowser();
/** Where the screenshots go, to be looked at: HEXSITE_SCREENSHOTS, else the temporary folder. */
const shots = process.env.HEXSITE_SCREENSHOTS ?? path.join(os.tmpdir(), 'hexsite-docusaurus-pages-shots');
let url = '';
let out = '';
let close = async () => {};

beforeAll(async () => {
  ({ url, outDir: out, close } = await serveBuiltFixture('docusaurus-pages'));
  mkdirSync(shots, { recursive: true });
});
afterAll(() => close());

async function contextOf(width: number, mode: 'light' | 'dark'): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  return context;
}

describe('React pages written against Docusaurus', () => {
  it('renders a page with <Layout> inside the chrome once, with its title and description', async () => {
    const { page, errors } = await openPage(desktop(), url);
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('.hero__title').textContent()).toBe('Orbit');
    expect(await page.title()).toBe('Hello from Orbit | Orbit');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe("Orbit's home page: plans, launches, and the people behind them");
    // One main landmark: the page's own.
    expect(await page.locator('main').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('scopes CSS modules: hashed class names, styled, two files of one name apart', async () => {
    const { page, errors } = await openPage(desktop(), url);
    const hero = page.locator('header.hero');
    const heroClass = (await hero.getAttribute('class')) ?? '';
    expect(heroClass).toMatch(/^hero hero--primary styles_[0-9a-f]{8}_heroBanner$/);
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(20, 60, 120)');
    // The page's `.buttons` is flex; the component's module has a `.buttons` of its own (grid), which does not leak.
    expect(await page.locator('.hero .container > div').last().evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    const title = page.locator('h3').first();
    expect(await title.getAttribute('class')).toMatch(/^styles_[0-9a-f]{8}_featureTitle$/);
    expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(200, 30, 90)');
    // A plain CSS import of a component the page imports is in the page's stylesheet too.
    expect(await page.locator('.orbit-feature-note').evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives clsx and classnames from hexsite when the site has none installed', async () => {
    const { page } = await openPage(desktop(), url);
    expect(await page.locator('a.button--outline').getAttribute('class')).toBe('button button--outline button--lg');
    expect(await page.locator('.orbit-feature').count()).toBe(3);
    await page.goto(`${url}help`);
    expect(await page.locator('.help-page').getAttribute('class')).toBe('container margin-vert--xl help-page');
    // A component of `src/components`, by `@site/…`, with JSX in a `.js` file.
    expect(await page.locator('.help-note').getAttribute('class')).toBe('help-note text--italic');
    await page.close();
  });

  it('builds a nested page of src/pages with its wrapper class and head tags, and no page for _ files and tests', async () => {
    const { page, errors } = await openPage(desktop(), `${url}help`);
    expect(await page.title()).toBe('Help | Orbit');
    expect(await page.locator('#__main').getAttribute('class')).toBe('main-wrapper help-wrapper');
    expect(await page.locator('meta[name="orbit-page"]').getAttribute('content')).toBe('help');
    expect(await page.locator('h1').textContent()).toBe('Need help?');
    expect(errors).toEqual([]);
    for (const missing of ['_draft', '_parts/Banner', 'index.test', '__tests__/home']) {
      const response = await page.request.get(`${url}${missing}`);
      expect(response.status(), missing).toBe(404);
    }
    await page.close();
  });

  it('hydrates a page using useLocation, useIsBrowser and useHistory, without its footer', async () => {
    const { page, errors } = await openPage(desktop(), `${url}where`);
    expect(await page.locator('footer').count()).toBe(0);
    await expect.poll(() => page.locator('.where-env').textContent()).toBe('Running in the browser');
    expect(await page.locator('.where-path').textContent()).toBe('Path: /where');
    // The site's config reaches the page's code in the browser too: no hydration mismatch (errors, below).
    expect(await page.locator('.where-site').textContent()).toBe('On Orbit');
    await expect.poll(() => page.locator('.where-only').textContent()).toMatch(/^Width: \d+px, DOM here$/);
    // Its CSS module names `.panel` alike in the server's HTML and the browser's render.
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).borderLeftWidth)).toBe('4px');
    await page.locator('.where-push').click();
    await expect.poll(() => page.locator('.where-search').textContent()).toBe('Query: ?tab=2');
    expect(new URL(page.url()).search).toBe('?tab=2');
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 7));
    await page.locator('.where-go').click();
    await page.waitForURL(`${url}help`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Need help?');
    // In place, by the site's own navigation: the footer is back, the window the same.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('#__main').getAttribute('class')).toBe('main-wrapper help-wrapper');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends the reader on from a page that renders <Redirect>, with a meta refresh for readers without JavaScript', async () => {
    const html = await readFile(path.join(out, 'moved/index.html'), 'utf8');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/help">');
    const { page, errors } = await openPage(desktop(), `${url}moved`);
    await page.waitForURL(`${url}help`);
    expect(await page.locator('h1').textContent()).toBe('Need help?');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a swizzled footer written with Docusaurus\'s hooks working: site config, base URL, Link, clsx', async () => {
    const { page, errors } = await openPage(desktop(), url);
    const note = page.locator('.orbit-footer-note');
    expect(await note.textContent()).toBe('Orbit is made with care. Get help');
    expect(await note.getAttribute('class')).toBe('orbit-footer-note text--center');
    await note.locator('a').click();
    await page.waitForURL(`${url}help`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Need help?');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('builds a swizzled NotFound, <Layout> and all, as the not-found page', async () => {
    const { page, errors } = await openPage(desktop(), `${url}nowhere/at/all`);
    expect(await page.locator('h1').textContent()).toBe('Lost in orbit');
    expect(await page.title()).toBe('Lost in orbit | Orbit');
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(errors.filter((error) => !error.includes('nowhere/at/all'))).toEqual([]);
    await page.close();
  });

  it('ships no script of its own for a <Layout> page that needs no browser code', async () => {
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('hexsite-island');
    expect(html).not.toContain('"islands"');
    const plain = await readFile(path.join(out, 'plain/index.html'), 'utf8');
    expect(plain).toContain('<div id="__main" class="main-wrapper"><main><div id="__content" class="react-page"><p class="plain-page">');
    expect(plain).not.toContain('"layout"');
  });

  it('looks right at 375 and 1280 px, light and dark', async () => {
    for (const width of [375, 1280]) {
      for (const mode of ['light', 'dark'] as const) {
        const context = await contextOf(width, mode);
        const { page, errors } = await openPage(context, url);
        await page.screenshot({ path: path.join(shots, `home-${width}-${mode}.png`), fullPage: true });
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
