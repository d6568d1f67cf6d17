// Docs versions in a real browser (test/fixtures/versions: `current` labelled "Next 🚧" at
// /docs/next, 2.0 the last at /docs, 1.0 at /docs/1.0): the version dropdown on desktop and in
// the drawer, the navbar's doc items following the page's or the preferred version, the
// banner and badge, storage that throws, and moving between versions in place.
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser, desktop } = useBrowser();
let url = '';
let close = async () => {};

beforeAll(async () => {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'hexsite-versions-'));
  // The fixture, with a generated index for next's Guides category.
  const site = path.join(temp, 'site');
  await cp(path.resolve(import.meta.dirname, '../fixtures/versions'), site, { recursive: true });
  const guides = { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/configure', 'guides/plugins'] };
  await writeFile(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', guides] }));
  const served = await buildAndServe(site, path.join(temp, 'out'));
  url = served.siteUrl;
  close = async () => {
    await served.close();
    await rm(temp, { recursive: true, force: true });
  };
});
afterAll(() => close());

const KEY = 'docs-preferred-version-default';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const navbar = (page: Page) => page.locator('nav[aria-label="Main"] .navbar__inner');
const dropdownToggle = (page: Page) => navbar(page).locator('.dropdown__toggle');
const dropdownLinks = (page: Page) =>
  navbar(page)
    .locator('.dropdown__menu a')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
const navHref = (page: Page, label: string) => navbar(page).locator('a.navbar__link', { hasText: label }).getAttribute('href');
const banner = (page: Page) => page.locator('.theme-doc-version-banner');
const pathname = (page: Page) => new URL(page.url()).pathname;
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

/** A fresh context (no stored preference) at a width. */
async function freshContext(width: number): Promise<BrowserContext> {
  return browser().newContext({ viewport: { width, height: 800 } });
}

describe('docs versions: dropdown, banner, badge', () => {
  it('on a 1.0 doc: the dropdown reads 1.0 and offers every version at the same doc, 1.0 current', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/1.0/intro`);
    expect(await dropdownToggle(page).textContent()).toBe('1.0');
    expect(await dropdownLinks(page)).toEqual([
      ['Next 🚧', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
    ]);
    const active = navbar(page).locator('.dropdown__menu a[aria-current="page"]');
    expect(await active.textContent()).toBe('1.0');
    expect(await active.getAttribute('class')).toContain('dropdown__link--active');
    await dropdownToggle(page).click();
    // The menu fades in (visibility and opacity transition): looked at until it is shown.
    await expect.poll(() => navbar(page).locator('.dropdown__menu a', { hasText: '2.0' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leads to the same doc in the versions that have it, else to their main doc", async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/1.0/setup`);
    expect(await dropdownLinks(page)).toEqual([
      ['Next 🚧', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/setup'],
    ]);
    // A doc of next and 2.0, not 1.0.
    await page.goto(`${url}docs/guides/configure`);
    expect(await dropdownLinks(page)).toEqual([
      ['Next 🚧', '/docs/next/guides/configure'],
      ['2.0', '/docs/guides/configure'],
      ['1.0', '/docs/1.0/intro'],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the unmaintained banner on 1.0, the unreleased one on next (docs and generated index), none on 2.0; the badge on each', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/1.0/intro`);
    expect(await banner(page).getAttribute('class')).toBe('theme-doc-version-banner alert alert--warning margin-bottom--md');
    expect(await banner(page).locator('> div').allTextContents()).toEqual([
      'This is documentation for Orbit 1.0, which is no longer actively maintained.',
      'For up-to-date documentation, see the latest version (2.0).',
    ]);
    expect(await banner(page).locator('a').textContent()).toBe('latest version');
    expect(await banner(page).locator('a').getAttribute('href')).toBe('/docs/intro');
    expect(await page.locator('article .theme-doc-version-badge').textContent()).toBe('Version: 1.0');

    await page.goto(`${url}docs/next/intro`);
    expect(await banner(page).locator('> div').allTextContents()).toEqual([
      'This is unreleased documentation for Orbit Next 🚧 version.',
      'For up-to-date documentation, see the latest version (2.0).',
    ]);
    expect(await banner(page).locator('a').getAttribute('href')).toBe('/docs/intro');
    expect(await page.locator('article .theme-doc-version-badge').textContent()).toBe('Version: Next 🚧');
    expect(await dropdownToggle(page).textContent()).toBe('Next 🚧');

    await page.goto(`${url}docs/next/category/guides`);
    expect(await banner(page).locator('> div').first().textContent()).toBe('This is unreleased documentation for Orbit Next 🚧 version.');
    expect(await page.locator('article .theme-doc-version-badge').textContent()).toBe('Version: Next 🚧');

    await page.goto(`${url}docs/intro`);
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator('article .theme-doc-version-badge').textContent()).toBe('Version: 2.0');
    expect(await dropdownToggle(page).textContent()).toBe('2.0');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leads the navbar's doc items into the page's version, else the next version that has the doc", async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/1.0/intro`);
    expect(await navHref(page, 'Docs')).toBe('/docs/1.0/intro');
    // 1.0 has no Configure doc: the last version's.
    expect(await navHref(page, 'Configure')).toBe('/docs/guides/configure');
    expect(await navbar(page).locator('a.navbar__link[aria-current="page"]', { hasText: 'Docs' }).count()).toBe(1);
    await page.goto(`${url}docs/next/guides/plugins`);
    expect(await navHref(page, 'Docs')).toBe('/docs/next/intro');
    expect(await navHref(page, 'Configure')).toBe('/docs/next/guides/configure');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("fills a collapsed category from its own version's whole sidebar", async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await sidebar.locator('a[role="button"]', { hasText: 'Guides' }).click();
    // 2.0's Guides: Configure only, in 2.0.
    await expect.poll(() => sidebar.locator('.menu--nested a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/docs/guides/configure']);
    expect(pathname(page)).toBe('/docs/intro');

    await page.goto(`${url}docs/next/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.getByRole('button', { name: "Expand sidebar category 'Guides'" }).click();
    await expect
      .poll(() => page.locator('nav[aria-label="Docs sidebar"] .menu--nested a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(['/docs/next/guides/configure', '/docs/next/guides/plugins']);

    await page.goto(`${url}docs/1.0/intro`);
    expect(await page.locator('nav[aria-label="Docs sidebar"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/docs/1.0/intro',
      '/docs/1.0/setup',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('docs versions: the preferred version', () => {
  it('remembers the version picked in the dropdown: on the home page the items lead into it and the dropdown reads it', async () => {
    const context = await freshContext(1280);
    const { page, errors } = await openPage(context, `${url}docs/intro`);
    await dropdownToggle(page).click();
    await navbar(page).locator('.dropdown__menu a', { hasText: '1.0' }).click();
    await expect.poll(() => pathname(page)).toBe('/docs/1.0/intro');
    expect(await stored(page)).toBe('1.0');

    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await expect.poll(() => navHref(page, 'Docs')).toBe('/docs/1.0/intro');
    // 1.0 has no Configure doc: the next candidate, the last version, has it.
    expect(await navHref(page, 'Configure')).toBe('/docs/guides/configure');
    expect(await dropdownToggle(page).textContent()).toBe('1.0');
    // Away from the docs, no version is the current one: each item leads to its main doc.
    expect(await dropdownLinks(page)).toEqual([
      ['Next 🚧', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
    ]);
    expect(await navbar(page).locator('.dropdown__menu a[aria-current]').count()).toBe(0);

    // The banner's link to the latest version makes it the preferred one.
    await page.goto(`${url}docs/1.0/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await banner(page).locator('a').click();
    await expect.poll(() => pathname(page)).toBe('/docs/intro');
    expect(await stored(page)).toBe('2.0');
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await dropdownToggle(page).textContent()).toBe('2.0');
    expect(await navHref(page, 'Docs')).toBe('/docs/intro');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgets a stored version that the site does not have', async () => {
    const context = await freshContext(1280);
    await context.addInitScript((key) => localStorage.setItem(key, '0.9'), KEY);
    const { page, errors } = await openPage(context, url);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(null);
    expect(await dropdownToggle(page).textContent()).toBe('2.0');
    expect(await navHref(page, 'Docs')).toBe('/docs/intro');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works with storage unavailable: no errors, the dropdown and banner lead on', async () => {
    const context = await freshContext(1280);
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const { page, errors } = await openPage(context, `${url}docs/1.0/intro`);
    await dropdownToggle(page).click();
    await navbar(page).locator('.dropdown__menu a', { hasText: 'Next 🚧' }).click();
    await expect.poll(() => pathname(page)).toBe('/docs/next/intro');
    expect(await dropdownToggle(page).textContent()).toBe('Next 🚧');
    await banner(page).locator('a').click();
    await expect.poll(() => pathname(page)).toBe('/docs/intro');
    expect(await banner(page).count()).toBe(0);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await dropdownToggle(page).textContent()).toBe('2.0');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('docs versions: in place and in the drawer', () => {
  it('moving between versions in place updates the dropdown, banner, badge and links', async () => {
    const context = await freshContext(1280);
    const { page, errors } = await openPage(context, `${url}docs/intro`);
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 42));
    await dropdownToggle(page).click();
    await navbar(page).locator('.dropdown__menu a', { hasText: '1.0' }).click();
    await expect.poll(() => banner(page).locator('> div').first().textContent()).toBe('This is documentation for Orbit 1.0, which is no longer actively maintained.');
    expect(pathname(page)).toBe('/docs/1.0/intro');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await dropdownToggle(page).textContent()).toBe('1.0');
    expect(await page.locator('article .theme-doc-version-badge').textContent()).toBe('Version: 1.0');
    expect(await navHref(page, 'Docs')).toBe('/docs/1.0/intro');
    expect(await navbar(page).locator('.dropdown__menu a[aria-current="page"]').textContent()).toBe('1.0');

    await page.locator('.markdown a', { hasText: 'Setup' }).click();
    await expect.poll(() => pathname(page)).toBe('/docs/1.0/setup');
    expect((await dropdownLinks(page))[1]).toEqual(['2.0', '/docs/intro']);

    await dropdownToggle(page).click();
    await navbar(page).locator('.dropdown__menu a', { hasText: 'Next 🚧' }).click();
    await expect.poll(() => banner(page).locator('> div').first().textContent()).toBe('This is unreleased documentation for Orbit Next 🚧 version.');
    expect(pathname(page)).toBe('/docs/next/intro');
    expect(await dropdownToggle(page).textContent()).toBe('Next 🚧');
    expect(await navHref(page, 'Configure')).toBe('/docs/next/guides/configure');

    await banner(page).locator('a').click();
    await expect.poll(() => pathname(page)).toBe('/docs/intro');
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await dropdownToggle(page).textContent()).toBe('2.0');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the versions in the 375 px drawer and remembers the one picked there', async () => {
    const context = await freshContext(375);
    const { page, errors } = await openPage(context, `${url}docs/1.0/intro`);
    expect(await banner(page).isVisible()).toBe(true);
    expect(await page.locator('article .theme-doc-version-badge').isVisible()).toBe(true);
    await page.locator('button[aria-label="Toggle navigation bar"]').click();
    const drawer = page.locator('.drawer');
    await drawer.locator('button', { hasText: 'Back to main menu' }).click();
    expect(await drawer.locator('a.menu__link', { hasText: 'Docs' }).getAttribute('href')).toBe('/docs/1.0/intro');
    const toggle = drawer.locator('.dropdown__toggle');
    expect(await toggle.textContent()).toBe('Versions');
    await toggle.click();
    const links = drawer.locator('.dropdown__menu a');
    expect(await links.evaluateAll((items) => items.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual([
      ['Next 🚧', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
    ]);
    expect(await drawer.locator('.dropdown__menu a[aria-current="page"]').textContent()).toBe('1.0');
    await links.filter({ hasText: 'Next 🚧' }).click();
    await expect.poll(() => pathname(page)).toBe('/docs/next/intro');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await stored(page)).toBe('current');

    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.locator('button[aria-label="Toggle navigation bar"]').click();
    await expect.poll(() => drawer.locator('a.menu__link', { hasText: 'Configure' }).getAttribute('href')).toBe('/docs/next/guides/configure');
    expect(await drawer.locator('a.menu__link', { hasText: 'Docs' }).getAttribute('href')).toBe('/docs/next/intro');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('docs versions: accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on a 1.0 doc with the banner, badge and open dropdown (${theme})`, async () => {
      const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const { page, errors } = await openPage(context, `${url}docs/1.0/intro`);
      await page.addScriptTag({ content: axeSource });
      const violations = () =>
        page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
          const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } });
          return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
        });
      // Closed first: the open menu covers part of the banner.
      expect(await violations()).toEqual([]);
      await dropdownToggle(page).click();
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
