import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const repo = path.resolve(import.meta.dirname, '../..');
const { desktop } = useBrowser();
let site: string;
let temp: string;
let close: () => Promise<void>;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-versions-search-'));
  ({ siteUrl: site, close } = await buildAndServe(path.join(repo, 'test/fixtures/versions'), path.join(temp, 'out')));
});

afterAll(async () => {
  await close?.();
  rmSync(temp, { recursive: true, force: true });
});

const box = (page: Page) => page.locator('.navbar .search-box__input');

/** The suggestions' URLs for a query typed into the navbar box. */
async function suggestions(page: Page, query: string): Promise<string[]> {
  await box(page).focus();
  await box(page).fill(query);
  await page.waitForFunction((typed) => document.querySelector('.navbar .search-box__dropdown')?.getAttribute('data-query') === typed, query, { timeout: 30_000 });
  return page.locator('.navbar [role="option"] a, .navbar a[role="option"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

describe('search on a site of several docs versions', () => {
  it('suggests the docs of the version being read, and pages of no version', async () => {
    const { page, errors } = await openPage(desktop(), `${site}docs/1.0/intro`);
    // "Orbit" is in every version's docs and on the home page.
    const old = await suggestions(page, 'orbit');
    expect(old.some((url) => url.startsWith('/docs/1.0/'))).toBe(true);
    expect(old).toContain('/');
    expect(old.filter((url) => url.startsWith('/docs/') && !url.startsWith('/docs/1.0/'))).toEqual([]);
    // A word only another version has: no suggestion, and no link to all results.
    expect(await suggestions(page, 'satellite')).toEqual([]);
    expect(await suggestions(page, 'moonbeam')).toEqual(['/docs/1.0/setup']);
    const all = await page.locator('.navbar .search-box__footer a').getAttribute('href');
    expect(new URL(all!, site).searchParams.get('version')).toBe('1.0');
    await page.goto(`${site}docs/intro`);
    expect(await suggestions(page, 'satellite')).toEqual(['/docs/guides/configure']);
    expect(await suggestions(page, 'moonbeam')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('searches the version its URL names on the search page, else the last', async () => {
    const { page, errors } = await openPage(desktop(), `${site}search?q=configure&version=current`);
    const results = () => page.locator('.search-page a[href^="/docs"]').evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
    await expect.poll(results, { timeout: 30_000 }).toContain('/docs/next/guides/configure');
    expect((await results()).every((url) => url.startsWith('/docs/next/'))).toBe(true);
    expect(await page.locator('.search-page').textContent()).toContain('Docs version: Next 🚧');
    await page.goto(`${site}search?q=configure`);
    await expect.poll(results, { timeout: 30_000 }).toContain('/docs/guides/configure');
    expect((await results()).some((url) => url.startsWith('/docs/next/') || url.startsWith('/docs/1.0/'))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
