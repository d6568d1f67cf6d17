// A site of two locales in a real browser (test/fixtures/locales: English at /tern/, French at
// /tern/fr/, two of three docs, the blog post and the about page translated): the language menu
// leading to the same page in the other language, the page without a translation, moving in
// place within a locale, the alternates, and search in each locale.
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
  const temp = await mkdtemp(path.join(os.tmpdir(), 'hexsite-locales-'));
  const served = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/locales'), path.join(temp, 'out'));
  url = served.siteUrl;
  close = async () => {
    await served.close();
    await rm(temp, { recursive: true, force: true });
  };
});
afterAll(() => close());

const navbar = (page: Page) => page.locator('nav.navbar .navbar__inner');
const menuLinks = (page: Page) =>
  navbar(page)
    .locator('.dropdown__menu a')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')]));
const pathname = (page: Page) => new URL(page.url()).pathname;
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('several locales', () => {
  it('offers the same page in each language, and the other language loads as a page of its own', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/start`);
    expect(await navbar(page).locator('.dropdown__toggle').textContent()).toBe('English');
    expect(await menuLinks(page)).toEqual([
      ['English', '/tern/docs/start', null],
      ['Français', '/tern/fr/docs/start', 'fr'],
    ]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // Every request for the French page is the browser's own load: the router neither prefetches nor fetches another locale's page.
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${url}fr/docs/start`)) requested.push(request.resourceType());
    });
    await navbar(page).locator('.dropdown__toggle').click();
    await navbar(page).locator('.dropdown__menu a', { hasText: 'Français' }).hover();
    await navbar(page).locator('.dropdown__menu a', { hasText: 'Français' }).click();
    await page.waitForURL(`${url}fr/docs/start`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Another build of the site: the browser loaded it (the window is new), in French.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await lang(page)).toBe('fr');
    expect(await page.locator('h1').textContent()).toBe('Premiers pas');
    expect(await page.locator('.docs-sidebar').getByText('Guides pratiques').count()).toBe(1);
    expect(await navbar(page).locator('.dropdown__toggle').textContent()).toBe('Français');
    expect(requested).toEqual(['document']);
    // Its navbar and footer in French (the site's docusaurus-theme-classic/navbar.json and footer.json).
    expect(await navbar(page).locator('.navbar__title').textContent()).toBe('Sterne');
    expect(await navbar(page).locator('a.navbar__link', { hasText: 'Journal' }).getAttribute('href')).toBe('/tern/fr/blog');
    expect(await page.locator('footer .footer__title').textContent()).toBe('Documentation');
    expect(await page.locator('footer a', { hasText: 'Commencer' }).getAttribute('href')).toBe('/tern/fr/docs/start');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the query and the hash of the address in the other language', async () => {
    const { page, errors } = await openPage(desktop(), `${url}fr/docs/start?ref=menu#installation`);
    await navbar(page).locator('.dropdown__toggle').click();
    await navbar(page).locator('.dropdown__menu a', { hasText: 'English' }).click();
    await page.waitForURL(`${url}docs/start?ref=menu#installation`);
    expect(await lang(page)).toBe('en');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a page without a translation in the default language, said so in the reader\'s language', async () => {
    const { page, errors } = await openPage(desktop(), `${url}fr/docs/guides/birds`);
    expect(await page.locator('.untranslated-notice').textContent()).toBe("Cette page n'est pas encore traduite : elle est affichée en anglais.");
    expect(await page.locator('#__content').getAttribute('lang')).toBe('en');
    // Its neighbours are this locale's pages, moved to in place.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.pagination__link--prev').click();
    await page.waitForURL(`${url}fr/docs/guides/tides`);
    await page.locator('h1', { hasText: 'Marées' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.locator('.untranslated-notice').count()).toBe(0);
    expect(await page.locator('#__content').getAttribute('lang')).toBeNull();
    expect(await lang(page)).toBe('fr');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names every language of a page for search engines', async () => {
    const { page } = await openPage(desktop(), `${url}fr/blog/first-map`);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates).toEqual([
      ['en', 'https://example.com/tern/blog/first-map'],
      ['fr', 'https://example.com/tern/fr/blog/first-map'],
      ['x-default', 'https://example.com/tern/blog/first-map'],
    ]);
    expect(await page.locator('h1').textContent()).toBe('La première carte');
    await page.close();
  });

  it('searches the pages of the language being read', async () => {
    const { page, errors } = await openPage(desktop(), `${url}fr/docs/start`);
    const box = navbar(page).locator('.search-box__input');
    await box.fill('marées');
    const option = navbar(page).locator('[role="option"]').first();
    await option.waitFor();
    expect(await option.textContent()).toContain('Marées');
    // "Spring tides" is a heading of the English page only: its French translation stands for it here.
    await box.fill('spring');
    await navbar(page).locator('.search-box__empty', { hasText: 'Aucun résultat' }).waitFor();
    const english = await openPage(desktop(), `${url}docs/start`);
    const englishBox = navbar(english.page).locator('.search-box__input');
    await englishBox.fill('spring');
    await navbar(english.page).locator('[role="option"]').first().waitFor();
    expect(await navbar(english.page).locator('[role="option"]').first().textContent()).toContain('Spring tides');
    expect([...errors, ...english.errors]).toEqual([]);
    await page.close();
    await english.page.close();
  });

  it('offers the languages in the drawer of a narrow screen', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const { page, errors } = await openPage(context, `${url}fr/about`);
    expect(await page.locator('h1').first().textContent()).toBe('À propos de Tern');
    await page.locator('.navbar__toggle').click();
    const drawer = page.locator('.drawer');
    await drawer.getByText('Langues').click();
    const english = drawer.locator('a[hreflang="en"]');
    expect(await english.getAttribute('href')).toBe('/tern/about');
    await english.click();
    await page.waitForURL(`${url}about`);
    expect(await page.locator('h1').first().textContent()).toBe('About Tern');
    expect(pathname(page)).toBe('/tern/about');
    expect(errors).toEqual([]);
    await context.close();
  });
});
