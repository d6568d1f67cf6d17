// A navbar and footer written as a Docusaurus site writes them (test/fixtures/navbar-conventions):
// relative `to` and logo paths on a page two folders down, a dropdown of links, the search box
// placed by a `search` item, HTML in the copyright, and a title delimiter of its own.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser } = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-navbar-'));
/** Where the screenshots go, to be looked at: HEXSITE_SCREENSHOTS, else the temporary folder. */
const shots = process.env.HEXSITE_SCREENSHOTS ?? path.join(temp, 'shots');
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  ({ siteUrl, close } = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/navbar-conventions'), path.join(temp, 'out')));
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

/** A context of the width and colour mode given. */
async function contextOf(width: number, mode: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  return context;
}

const nested = () => `${siteUrl}docs/guides/deep/setup`;
/** Opens the mobile menu at its main panel (on a docs page it opens at the sidebar). */
async function openMainMenu(page: Page): Promise<void> {
  await page.locator('.navbar__toggle').click();
  await page.locator('.drawer__panel').first().waitFor();
  if (await page.locator('.drawer__back').isVisible()) await page.locator('.drawer__back').click();
}

const menuShown = (page: Page) => page.locator('.navbar .dropdown--links .dropdown__menu').evaluate((menu) => getComputedStyle(menu).visibility === 'visible');

describe('navbar and footer conventions', () => {
  it('leads relative `to`, logo and footer paths from a nested page to the site’s root, below the base URL', async () => {
    const context = await contextOf(1280);
    const { page, errors } = await openPage(context, nested());
    const base = new URL(siteUrl).pathname;
    expect(await page.locator('.navbar__link.nav-blog').getAttribute('href')).toBe(`${base}blog`);
    await page.locator('.navbar__link.nav-blog').click();
    await page.waitForURL(`${siteUrl}blog`);
    expect(await page.locator('h1, h2').first().textContent()).toBeTruthy();
    await page.goto(nested());
    // The logo's image loads from the site's root, and the logo leads where its `href` says.
    const logo = page.locator('.navbar__logo--light');
    expect(await logo.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await logo.getAttribute('src')).toBe(`${base}img/logo.svg`);
    expect(await logo.evaluate((image) => [image.getBoundingClientRect().width, image.classList.contains('brand-logo')])).toEqual([28, true]);
    expect(await page.locator('.navbar__logo--dark').isVisible()).toBe(false);
    await page.locator('.navbar__brand').click();
    await page.waitForURL(`${siteUrl}docs/intro`);
    expect(await page.locator('.footer__link.footer-intro').getAttribute('href')).toBe(`${base}docs/intro`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dark logo in dark mode', async () => {
    const context = await contextOf(1280, 'dark');
    const { page } = await openPage(context, nested());
    expect(await page.locator('.navbar__logo--dark').isVisible()).toBe(true);
    expect(await page.locator('.navbar__logo--light').isVisible()).toBe(false);
    await context.close();
  });

  it('renders the copyright and a footer item as HTML', async () => {
    const context = await contextOf(1280);
    const { page } = await openPage(context, nested());
    const link = page.locator('.footer__copyright a');
    expect(await link.textContent()).toBe('Example');
    expect(await link.getAttribute('href')).toBe('https://example.com');
    expect(await page.locator('.footer__copyright br').count()).toBe(1);
    expect(await page.locator('.footer__copyright').textContent()).not.toContain('<a');
    expect(await page.locator('.footer-docs .footer-html').textContent()).toBe('Status');
    await page.locator('footer').screenshot({ path: path.join(shots, 'footer-1280.png') });
    await context.close();
  });

  it('opens the dropdown on hover and to the keyboard, and follows its links', async () => {
    const context = await contextOf(1280);
    const { page, errors } = await openPage(context, `${siteUrl}docs/intro`);
    const toggle = page.locator('.navbar .dropdown--links .dropdown__toggle');
    expect(await menuShown(page)).toBe(false);
    await toggle.hover();
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.screenshot({ path: path.join(shots, 'dropdown-1280-light.png'), clip: { x: 0, y: 0, width: 1280, height: 260 } });
    await page.mouse.move(640, 600);
    await expect.poll(() => menuShown(page)).toBe(false);
    // Tab from the Blog link reaches the dropdown's label, then its links.
    await page.locator('.navbar__link.nav-blog').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Guides');
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Setup');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('dropdown__link usage-link');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${siteUrl}docs/guides/deep/usage`);
    // On a page it leads to, the dropdown shows as active.
    await expect.poll(() => page.locator('.navbar .dropdown--links .dropdown__toggle').getAttribute('class')).toBe('dropdown__toggle is-active');
    expect(await page.locator('.navbar .dropdown--links').getAttribute('class')).toContain('nav-guides');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the dropdown on a tap of its label on a touch screen', async () => {
    const context = await browser().newContext({ viewport: { width: 1024, height: 800 }, hasTouch: true });
    const { page } = await openPage(context, `${siteUrl}docs/intro`);
    await page.locator('.navbar .dropdown--links .dropdown__toggle').tap();
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.locator('.navbar .dropdown__link', { hasText: 'Setup' }).tap();
    await page.waitForURL(`${siteUrl}docs/guides/deep/setup`);
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`lists the dropdown in the mobile menu as a group that opens and closes (375 px, ${mode})`, async () => {
      const context = await contextOf(375, mode);
      const { page, errors } = await openPage(context, `${siteUrl}blog`);
      await openMainMenu(page);
      const group = page.locator('.drawer .dropdown--links');
      await group.waitFor();
      const entries = group.locator('.dropdown__menu');
      expect(await entries.isVisible()).toBe(false);
      await group.locator('.dropdown__toggle').click();
      expect(await entries.isVisible()).toBe(true);
      expect(await group.locator('.dropdown__toggle').getAttribute('aria-expanded')).toBe('true');
      await page.screenshot({ path: path.join(shots, `dropdown-375-${mode}.png`) });
      await group.locator('.dropdown__toggle').click();
      expect(await entries.isVisible()).toBe(false);
      await group.locator('.dropdown__toggle').click();
      await group.locator('.dropdown__link', { hasText: 'Usage' }).click();
      await page.waitForURL(`${siteUrl}docs/guides/deep/usage`);
      // On a page it leads to, the group is open from the start.
      await openMainMenu(page);
      await page.locator('.drawer .dropdown--links .dropdown__menu').waitFor();
      expect(await page.locator('.drawer .dropdown--links .dropdown__menu').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the dark mode dropdown at 1280 px', async () => {
    const context = await contextOf(1280, 'dark');
    const { page } = await openPage(context, `${siteUrl}docs/intro`);
    await page.locator('.navbar .dropdown--links .dropdown__toggle').hover();
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.screenshot({ path: path.join(shots, 'dropdown-1280-dark.png'), clip: { x: 0, y: 0, width: 1280, height: 260 } });
    await context.close();
  });

  it('places the search box where the `search` item is, once, at every width', async () => {
    for (const width of [1280, 375]) {
      const context = await contextOf(width);
      const { page } = await openPage(context, `${siteUrl}docs/intro`);
      expect(await page.locator('.search-box').count()).toBe(1);
      // Left items, in order: Blog, the dropdown, then the search box; none after the colour switch.
      expect(await page.locator('.navbar__items:not(.navbar__items--right) .navbar__links > *').evaluateAll((items) => items.map((item) => item.className))).toEqual([
        'navbar__link nav-blog',
        'dropdown dropdown--links nav-guides',
        'navbar__search',
      ]);
      expect(await page.locator('.navbar__search .search-box__input').isVisible()).toBe(true);
      // Inside the screen, also while it has the focus (and is wider).
      await page.screenshot({ path: path.join(shots, `search-${width}-idle.png`), clip: { x: 0, y: 0, width, height: 80 } });
      expect(await page.locator('.search-box').evaluate((box) => box.getBoundingClientRect().right)).toBeLessThanOrEqual(width);
      await page.locator('.navbar__search .search-box__input').focus();
      expect(await page.locator('.search-box').evaluate((box) => box.getBoundingClientRect().right)).toBeLessThanOrEqual(width);
      if (width === 1280) expect(await page.locator('.navbar__item .nav-badge').textContent()).toBe('beta');
      await page.locator('.navbar__search .search-box__input').fill('usage');
      await page.locator('.search-box__option').first().waitFor();
      await page.screenshot({ path: path.join(shots, `search-${width}.png`), clip: { x: 0, y: 0, width, height: 300 } });
      await context.close();
    }
  });

  it('writes the document title with the site’s delimiter, also after an in-place navigation', async () => {
    const context = await contextOf(1280);
    const { page } = await openPage(context, `${siteUrl}docs/intro`);
    expect(await page.title()).toBe('Intro · Conventions');
    await page.locator('.navbar .dropdown--links .dropdown__toggle').hover();
    await page.locator('.navbar .dropdown__link', { hasText: 'Setup' }).click();
    await page.waitForFunction(() => document.title === 'Setup · Conventions');
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations with the dropdown open (${mode})`, async () => {
      const context = await contextOf(1280, mode);
      const { page } = await openPage(context, `${siteUrl}blog`);
      await page.addScriptTag({ content: axeSource });
      await page.locator('.navbar .dropdown--links .dropdown__toggle').click();
      await expect.poll(() => menuShown(page)).toBe(true);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } });
        return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
