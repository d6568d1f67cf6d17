// Two docs sets in a real browser (test/fixtures/docs-sets): the guides (`docs`, one version)
// at /docs, the API reference (`docsSets` id `api`) at /api in three versions (1.0 the last at
// /api, `current` labelled "Next" at /api/next, 0.9 at /api/0.9), in English and in French (only the API's
// endpoints page translated). The API's version dropdown keeps the page and is the API's alone,
// its banner and stored preference are the API's, search searches each set's version being
// read, and every page has its alternates in the other language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { serveBuiltFixture } from './builtFixture.js';

const { browser, desktop } = useBrowser();
let url = '';
let close = async () => {};

beforeAll(async () => {
  ({ url, close } = await serveBuiltFixture('docs-sets'));
});
afterAll(() => close());

// The navbar's own label is translated: found by its class.
const navbar = (page: Page) => page.locator('nav.navbar .navbar__inner');
const versionToggle = (page: Page) => navbar(page).locator('.dropdown--versions .dropdown__toggle');
const versionLinks = (page: Page) =>
  navbar(page)
    .locator('.dropdown--versions .dropdown__menu a')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
const navLink = (page: Page, label: string) => navbar(page).locator('a.navbar__link', { hasText: label });
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('two docs sets: routes, navbar, versions', () => {
  it("builds each set at its own routes, the API's versions at theirs, each page marked with its set", async () => {
    const { page, errors } = await openPage(desktop(), `${url}api/next/endpoints`);
    expect(await page.locator('h1').textContent()).toBe('Endpoints');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('plugin-docs plugin-id-api docs-version-current');
    await page.goto(`${url}api/endpoints`);
    expect(await page.locator('article').textContent()).toContain('POST /open');
    await page.goto(`${url}docs/intro`);
    expect(await page.evaluate(() => document.documentElement.className)).toContain('plugin-id-default');
    // The link written to the API's Markdown file leads to its page in the API's docs folder (`current`).
    expect(await page.locator('article a', { hasText: 'API reference' }).getAttribute('href')).toBe('/api/next/overview');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("activates each set's sidebar item on its own pages only, and shows the API's versions in its dropdown", async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    expect(await navLink(page, 'Guides').getAttribute('aria-current')).toBe('page');
    expect(await navLink(page, 'API').getAttribute('aria-current')).toBeNull();
    expect(await navLink(page, 'API').getAttribute('href')).toBe('/api/overview');
    // On a guide, the API's dropdown reads its last version and leads to its main doc in each.
    expect(await versionToggle(page).textContent()).toBe('1.0');
    expect(await versionLinks(page)).toEqual([
      ['Next', '/api/next/overview'],
      ['1.0', '/api/overview'],
      ['0.9', '/api/0.9/overview'],
    ]);
    await page.goto(`${url}api/next/endpoints`);
    expect(await navLink(page, 'API').getAttribute('aria-current')).toBe('page');
    expect(await navLink(page, 'Guides').getAttribute('aria-current')).toBeNull();
    expect(await versionToggle(page).textContent()).toBe('Next');
    // The dropdown keeps the page where the version has it, else leads to the version's main doc.
    expect(await versionLinks(page)).toEqual([
      ['Next', '/api/next/endpoints'],
      ['1.0', '/api/endpoints'],
      ['0.9', '/api/0.9/overview'],
    ]);
    // The API's navbar item follows the version being read.
    expect(await navLink(page, 'API').getAttribute('href')).toBe('/api/next/overview');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the API's banner and badge on its unreleased version, leading to the same doc in its last", async () => {
    const { page, errors } = await openPage(desktop(), `${url}api/next/endpoints`);
    const banner = page.locator('.theme-doc-version-banner');
    expect(await banner.textContent()).toContain('This is unreleased documentation for Relay Next version.');
    expect(await banner.locator('a').getAttribute('href')).toBe('/api/endpoints');
    expect(await page.locator('.theme-doc-version-badge').textContent()).toBe('Version: Next');
    await page.goto(`${url}api/0.9/overview`);
    expect(await page.locator('.theme-doc-version-banner').textContent()).toContain('This is documentation for Relay 0.9, which is no longer actively maintained.');
    expect(await page.locator('.theme-doc-version-banner a').getAttribute('href')).toBe('/api/overview');
    await page.goto(`${url}api/endpoints`);
    expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
    // The guides have one version: no banner, no badge.
    await page.goto(`${url}docs/connect`);
    expect(await page.locator('.theme-doc-version-banner, .theme-doc-version-badge').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the chosen API version under its own key, and leads the API item there from the guides', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openPage(context, `${url}api/endpoints`);
    await versionToggle(page).click();
    await navbar(page).locator('.dropdown--versions .dropdown__menu a', { hasText: 'Next' }).click();
    await expect.poll(() => pathname(page)).toBe('/api/next/endpoints');
    expect(await stored(page, 'docs-preferred-version-api')).toBe('current');
    expect(await stored(page, 'docs-preferred-version-default')).toBeNull();
    await page.goto(`${url}docs/intro`);
    // The stored preference is read just after the page shows.
    await expect.poll(() => navLink(page, 'API').getAttribute('href')).toBe('/api/next/overview');
    await expect.poll(() => versionToggle(page).textContent()).toBe('Next');
    // The banner's link to the last version makes it the preferred one.
    await page.goto(`${url}api/next/overview`);
    await page.locator('.theme-doc-version-banner a').click();
    await expect.poll(() => pathname(page)).toBe('/api/overview');
    expect(await stored(page, 'docs-preferred-version-api')).toBe('1.0');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('two docs sets: search and languages', () => {
  const box = (page: Page) => page.locator('.navbar .search-box__input');
  async function suggestions(page: Page, query: string): Promise<string[]> {
    await box(page).focus();
    await box(page).fill(query);
    await page.waitForFunction((typed) => document.querySelector('.navbar .search-box__dropdown')?.getAttribute('data-query') === typed, query, { timeout: 30_000 });
    return page.locator('.navbar [role="option"] a, .navbar a[role="option"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  }

  it("suggests the API's docs of the version being read beside the guides, named by the API's navbar item", async () => {
    const { page, errors } = await openPage(desktop(), `${url}api/next/overview`);
    const next = await suggestions(page, 'channel');
    expect(next).toContain('/api/next/endpoints');
    expect(next).toContain('/docs/connect');
    expect(next).not.toContain('/api/endpoints');
    expect(await page.locator('.navbar .search-box__dropdown').textContent()).toContain('API');
    await page.goto(`${url}api/overview`);
    const last = await suggestions(page, 'channel');
    expect(last).toContain('/api/endpoints');
    expect(last).not.toContain('/api/next/endpoints');
    const all = await page.locator('.navbar .search-box__footer a').getAttribute('href');
    expect(new URL(all!, url).searchParams.get('version')).toBe('api@1.0');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("searches the API version the search page's URL names", async () => {
    const { page, errors } = await openPage(desktop(), `${url}search?q=channel&version=api@current`);
    const results = () => page.locator('.search-page a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
    await expect.poll(results, { timeout: 30_000 }).toContain('/api/next/endpoints');
    expect(await results()).not.toContain('/api/endpoints');
    expect(await page.locator('.search-page').textContent()).toContain('Docs version: Next');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('builds the French API, translated where it is, with hreflang alternates and the French search', async () => {
    const { page, errors } = await openPage(desktop(), `${url}fr/api/next/endpoints`);
    expect(await page.locator('h1').textContent()).toBe("Points d'accès");
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', '/api/next/endpoints'],
        ['fr', '/fr/api/next/endpoints'],
      ]),
    );
    // The API's version label in French (`docusaurus-plugin-content-docs-api/current.json`).
    expect(await versionLinks(page)).toEqual([
      ['Suivante', '/fr/api/next/endpoints'],
      ['1.0', '/fr/api/endpoints'],
      ['0.9', '/fr/api/0.9/overview'],
    ]);
    // The overview is not translated: the English page stands in.
    await page.goto(`${url}fr/api/next/overview`);
    expect(await page.locator('h1').textContent()).toBe('Overview');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await suggestions(page, 'canal')).toContain('/fr/api/next/endpoints');
    expect(errors).toEqual([]);
    await page.close();
  });
});
