// A site in English and French (test/fixtures/translated-code) whose MDX page, React page and an
// island use `@docusaurus/Translate`: the French build shows the messages of i18n/fr/code.json,
// the same before and after hydration (the islands carry the messages they use), after a click
// that renders an island again, and after an in-place navigation.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { desktop } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-translate-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  ({ siteUrl, close } = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/translated-code'), path.join(temp, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

const text = (page: Page, selector: string) => page.locator(selector).first().innerText();

/** Clicks the island's button until hydration made it count (a click before does nothing), and returns its label. */
async function clickOnceHydrated(page: Page, before: string, after: string): Promise<void> {
  await expect.poll(async () => {
    if ((await text(page, '.clicks')) === before) await page.locator('.clicks').click();
    return text(page, '.clicks');
  }).toBe(after);
}

describe('@docusaurus/Translate', () => {
  it('shows the French messages in MDX content, as rendered and after hydration', async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}fr/docs/intro`);
    expect(await text(page, '.welcome')).toBe('Bienvenue dans la documentation');
    expect(await page.locator('.made-by').first().innerHTML()).toBe('Fait par <b>Hexa</b>');
    expect(await text(page, '.no-id')).toBe('Lisez la suite');
    expect(await text(page, '.untranslated')).toBe('Stays in English');
    expect(await page.locator('.attribute').getAttribute('title')).toBe('Une info-bulle');
    // The island: French as the server wrote it, and after it rendered again in the browser.
    expect(await text(page, '.clicks')).toBe('Cliqué 0 fois');
    await clickOnceHydrated(page, 'Cliqué 0 fois', 'Cliqué 1 fois');
    await page.locator('.clicks').click();
    expect(await text(page, '.clicks')).toBe('Cliqué 2 fois');
    // A message the island shows only after an interaction: sent with it, as its code names it.
    await page.locator('.clicks').click();
    expect(await text(page, '.clicks-many')).toBe("C'est beaucoup");
    expect(errors).toEqual([]);
  });

  it('shows the French messages in a React page that hydrates, and after an in-place navigation', async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}fr/hello`);
    expect(await text(page, '.hello-title')).toBe('Bonjour depuis une page');
    expect(await text(page, '.hello-link')).toBe('Vers la documentation');
    await clickOnceHydrated(page, 'Cliqué 0 fois', 'Cliqué 1 fois');
    // Hydrated: the page's own Translate renders the same in the browser.
    expect(await text(page, '.hello-title')).toBe('Bonjour depuis une page');
    await page.evaluate(() => ((window as unknown as { __inPlace: boolean }).__inPlace = true));
    await page.locator('.hello-link a').click();
    await page.waitForURL(/\/fr\/docs\/intro$/);
    await expect.poll(() => text(page, '.welcome')).toBe('Bienvenue dans la documentation');
    expect(await page.evaluate(() => (window as unknown as { __inPlace?: boolean }).__inPlace)).toBe(true);
    await clickOnceHydrated(page, 'Cliqué 0 fois', 'Cliqué 1 fois');
    expect(errors).toEqual([]);
  });

  it('shows the default messages in the default locale', async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/intro`);
    expect(await text(page, '.welcome')).toBe('Welcome to the docs');
    expect(await page.locator('.made-by').first().innerHTML()).toBe('Made by <b>Hexa</b>');
    await clickOnceHydrated(page, 'Clicked 0 times', 'Clicked 1 times');
    expect(errors).toEqual([]);
  });
});
