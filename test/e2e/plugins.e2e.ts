// The plugin API as a reader meets it: a local plugin's page in the site's layout, reached in
// place; redirects that land on their target with the query and hash; gtag's tags.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-plugins-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  ({ siteUrl, close } = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/plugins'), path.join(temp, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

/** A desktop context in which Google's servers answer nothing (this machine has no network). */
async function offlineContext() {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(/googletagmanager|google-analytics/, (route) => route.abort());
  return context;
}

describe('plugins', () => {
  it("shows a plugin's page in the site's layout, reached in place from a link", async () => {
    const context = await offlineContext();
    const { page, errors } = await openPage(context, `${siteUrl}docs/intro`);
    // A full load would lose this mark: it shows the client router showed the page in place.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('main a', { hasText: 'releases' }).click();
    await page.waitForURL(/\/site\/releases$/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Release history');
    expect(await page.locator('ul.release-list li').allTextContents()).toEqual(['2.0 — 2025-03-01', '1.0 — 2024-11-12']);
    expect(await page.title()).toBe('Release history | Plugged');
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The component page a plugin added, by the navbar-less way: a content link.
    await page.goBack();
    await page.locator('main a', { hasText: 'team' }).click();
    await expect.poll(() => page.locator('.team-note').textContent()).toBe("Rendered from a plugin's React component.");
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands a redirect on its target, keeping the query and the hash', async () => {
    const context = await offlineContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}docs/start?from=mail#details`);
    await page.waitForURL(/\/site\/docs\/intro\?from=mail#details$/);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await page.locator('main h1').first().textContent()).toBe('Introduction');
    await page.goto(`${siteUrl}history`);
    await page.waitForURL(/\/site\/releases$/);
    await context.close();
  });

  it("carries the built-in gtag plugin's tags and the local plugin's tags on every page", async () => {
    const context = await offlineContext();
    const { page, errors } = await openPage(context, `${siteUrl}`);
    expect(await page.locator('head script[src^="https://www.googletagmanager.com/gtag/js?id=G-FIXTURE123"]').count()).toBe(1);
    const config = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry)));
    expect(config).toContainEqual(['config', 'G-FIXTURE123', { anonymize_ip: true }]);
    expect(await page.locator('meta[name="releases-plugin"]').getAttribute('content')).toBe('on');
    expect(await page.evaluate(() => document.documentElement.dataset.releasesPlugin)).toBe('ran');
    // A page shown in place is counted as a page view.
    await page.locator('nav.navbar a', { hasText: 'Releases' }).click();
    await page.waitForURL(/\/site\/releases$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.some((entry) => entry[0] === 'event' && entry[1] === 'page_view')))
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
