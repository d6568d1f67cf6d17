// The site `hexsite init` writes, in the browser: what a new team sees first.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStarter } from '../../src/init/writeStarter.js';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser: getBrowser, desktop } = useBrowser();

let root = '';
let siteUrl = '';
let close = async () => {};
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-starter-'));
  const site = path.join(root, 'site');
  await writeStarter({ dir: site, title: 'Starter' });
  // Under a sub-folder, as on GitHub Pages: every link of the starter must take the base path.
  const config = path.join(site, 'hexsite.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/'", "baseUrl: '/starter/'"));
  ({ siteUrl, close } = await buildAndServe(site, path.join(root, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe('the starter site', () => {
  it('opens on its hero, whose call to action leads to the first doc, and its blog lists both posts at their dated URLs', async () => {
    expect(siteUrl).toMatch(/\/starter\/$/);
    const { page, errors } = await openPage(desktop(), siteUrl);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Starter');
    expect(await page.locator('.button--primary').count()).toBeGreaterThan(0);
    await page.locator('.button--primary').first().click();
    await page.waitForURL(/\/starter\/docs\/intro\/?$/);
    // The intro and the two categories the starter writes.
    expect(await page.locator('.docs-sidebar .menu__link').count()).toBeGreaterThanOrEqual(3);
    await page.goto(`${siteUrl}blog`);
    expect(await page.locator('article').count()).toBe(2);
    // The newest post, at the URL its dated file name gives, as in a Docusaurus starter.
    await page.locator('article h2 a').first().click();
    await page.waitForURL(/\/starter\/blog\/2026\/01\/12\/release-notes$/);
    expect(await page.locator('.blog-author').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a 375 px screen in dark mode, with nothing scrolling sideways', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
    for (const route of ['', 'docs/intro', 'blog']) {
      const { page, errors } = await openPage(context, `${siteUrl}${route}`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(errors, route).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});
