import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { openPage, useBrowser } from './browser.js';
import { copyFixture } from './builtFixture.js';
import { startStaticServer } from './staticServer.js';

// A Docusaurus website folder built from its own docusaurus.config.js (test/fixtures/docusaurus-site):
// its home page written with Infima's classes and a package it has not installed, and a swizzled
// footer that imports a stylesheet.
const { browser } = useBrowser();
const shots = process.env.HEXSITE_SCREENSHOTS ?? path.join(os.tmpdir(), 'hexsite-docusaurus-site-shots');
let url = '';
let close = async () => {};

beforeAll(async () => {
  const { temp, siteDir } = await copyFixture('docusaurus-site');
  const outDir = path.join(temp, 'out');
  await build({ siteDir: path.join(siteDir, 'website'), outDir });
  const server = await startStaticServer(outDir, '/lantern/');
  url = `http://127.0.0.1:${server.port}/lantern/`;
  close = async () => {
    await server.close();
    await rm(temp, { recursive: true, force: true });
  };
  mkdirSync(shots, { recursive: true });
}, 60_000);
afterAll(() => close());

async function pageAt(width: number) {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  return { context, ...(await openPage(context, url)) };
}

describe('a Docusaurus website folder, read through its config', () => {
  it("lays the home page out with Infima's classes: a coloured hero, two columns side by side that stack on a phone", async () => {
    const wide = await pageAt(1280);
    expect(await wide.page.title()).toBe('Home | Lantern');
    const hero = wide.page.locator('header.hero');
    expect(await hero.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const columns = wide.page.locator('.row > .col');
    const [first, second] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    expect(first!.y).toBe(second!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(await columns.nth(0).evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
    // The package that is not installed renders nothing, and nothing fails.
    expect(await wide.page.locator('main, header').allTextContents()).not.toContainEqual(expect.stringContaining('Star'));
    expect(wide.errors).toEqual([]);
    await wide.page.screenshot({ path: path.join(shots, 'home-1280.png') });
    await wide.context.close();

    const narrow = await pageAt(375);
    const stacked = narrow.page.locator('.row > .col');
    const [top, below] = [await stacked.nth(0).boundingBox(), await stacked.nth(1).boundingBox()];
    expect(below!.y).toBeGreaterThanOrEqual(top!.y + top!.height - 1);
    await narrow.page.screenshot({ path: path.join(shots, 'home-375.png') });
    await narrow.context.close();
  });

  it('applies the CSS a swizzled component imports on every page', async () => {
    for (const at of ['', 'guide/start']) {
      const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await openPage(context, `${url}${at}`);
      expect(await page.locator('footer.footer').evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('4px');
      expect(await page.locator('footer.footer').evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(179, 92, 0)');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
