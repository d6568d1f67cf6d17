// A site in Arabic (test/fixtures/rtl-site): the theme is laid out right to left, because the
// language is written so, and code blocks stay left to right.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser, desktop } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-rtl-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  ({ siteUrl, close } = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/rtl-site'), path.join(temp, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('a right-to-left site', () => {
  it('puts the sidebar on the right, the table of contents on the left, and the brand at the right end of the navbar', async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/intro`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const [sidebar, doc, toc] = [await box(page, '.docs-sidebar'), await box(page, '.doc'), await box(page, '.docs-toc')];
    expect(sidebar.x).toBeGreaterThan(doc.x + doc.width - 1);
    expect(toc.x + toc.width).toBeLessThan(doc.x + 1);
    expect(sidebar.x + sidebar.width).toBe(1280);
    const [brand, search] = [await box(page, '.navbar__brand'), await box(page, '.search-box')];
    expect(brand.x).toBeGreaterThan(search.x);
    // The sidebar's divider, the TOC's line, the admonition's and the quote's bars are on the start side: the right.
    expect(await style(page, '.docs-sidebar', 'border-left-width')).toBe('1px');
    expect(await style(page, '.toc > .toc__list', 'border-right-width')).toBe('1px');
    expect(await style(page, '.admonition', 'border-right-width')).toBe('4px');
    expect(await style(page, '.markdown blockquote', 'border-right-width')).toBe('3px');
    expect(errors).toEqual([]);
  });

  it('points chevrons and arrows the way the text runs', async () => {
    const { page } = await openPage(desktop(), `${siteUrl}docs/intro`);
    // A collapsed category's chevron and the breadcrumbs' separator point left.
    expect(await style(page, '.menu__caret', 'transform')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const separator = await page.locator('.breadcrumbs__item + .breadcrumbs__item').first().evaluate((element) => getComputedStyle(element, '::before').transform);
    expect(separator).toMatch(/^matrix\(-0\.70\d*, -0\.70\d*, 0\.70\d*, -0\.70\d*, 0, 0\)$/);
    // The next page is on the left, its text at that end.
    const [next, doc] = [await box(page, '.pagination__link--next'), await box(page, '.doc')];
    expect(next.x).toBeLessThan(doc.x + 1);
    expect(await style(page, '.pagination__link--next', 'text-align')).toBe('end');
  });

  it('keeps code blocks left to right, their copy button at the right', async () => {
    const { page } = await openPage(desktop(), `${siteUrl}docs/intro`);
    expect(await style(page, '.code-block__pre', 'direction')).toBe('ltr');
    const [block, code] = [await box(page, '.code-block'), await box(page, '.code-line')];
    expect(code.x - block.x).toBeLessThan(25);
    await page.locator('.code-block').hover();
    const copy = await box(page, '.code-block__copy');
    expect(block.x + block.width - (copy.x + copy.width)).toBeLessThan(15);
  });

  it('opens the mobile menu from the right', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
    const { page } = await openPage(context, `${siteUrl}docs/intro`);
    await page.locator('.navbar__toggle').click();
    await page.locator('.drawer').waitFor();
    await page.waitForFunction(() => document.querySelector('.drawer')!.getAnimations().every((animation) => animation.playState === 'finished'));
    const drawer = await box(page, '.drawer');
    expect(drawer.x + drawer.width).toBe(375);
    expect(drawer.x).toBeGreaterThan(0);
    await context.close();
  });
});
