// A sidebar of hundreds of docs in one folder: each page carries a window of it (site/windowSidebar.ts);
// the reader still sees the current page, reaches every other, and moves in place.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const COUNT = 300;
const { browser, desktop } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-big-sidebar-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  const site = path.join(temp, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify({ title: 'Flat', url: 'https://example.com', baseUrl: '/' }));
  for (let i = 0; i < COUNT; i++) writeFileSync(path.join(site, 'docs', `doc-${String(i).padStart(4, '0')}.md`), `# Doc ${i}\n\nA small page.\n`);
  const out = path.join(temp, 'out');
  ({ siteUrl, close } = await buildAndServe(site, out));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';

describe('a large flat sidebar', () => {
  it('loads the whole sidebar once, shows the current page in it, and moves in place', async () => {
    const context = desktop();
    const { page, errors } = await openPage(context, `${siteUrl}docs/doc-0150`);
    await expect.poll(() => page.locator(`${SIDEBAR} a.menu__link`).count()).toBe(COUNT);
    await expect(page.locator(`${SIDEBAR} .menu__item--more`).count()).resolves.toBe(0);
    const current = page.locator(`${SIDEBAR} a[aria-current="page"]`);
    await expect(current.textContent()).resolves.toBe('Doc 150');
    // The current page is scrolled into the sidebar's view.
    const inView = () => current.evaluate((link) => {
      const box = link.closest('.docs-sidebar')!.getBoundingClientRect();
      const own = link.getBoundingClientRect();
      return own.top >= box.top && own.bottom <= box.bottom;
    });
    await expect.poll(inView).toBe(true);

    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator(`${SIDEBAR} a.menu__link`, { hasText: /^Doc 290$/ }).click();
    await page.waitForURL(/docs\/doc-0290$/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Doc 290');
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await expect.poll(() => current.textContent()).toBe('Doc 290');
    await expect(page.locator(`${SIDEBAR} a.menu__link`).count()).resolves.toBe(COUNT);
    await page.locator(`${SIDEBAR} a.menu__link`, { hasText: /^Doc 3$/ }).click();
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Doc 3');
    await expect.poll(inView).toBe(true);
    // The whole sidebar was loaded once, on the first page, and not again for these moves.
    const sidebarLoads = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/__hexsite/sidebars/')).length);
    expect(sidebarLoads).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript, shows a window around the page and leads on through the rest', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}docs/doc-0120`);
    const labels = await page.locator(`${SIDEBAR} .menu__link`).allTextContents();
    expect(labels).toHaveLength(52);
    expect(labels[0]).toBe('100 more above');
    expect(labels.at(-1)).toBe('150 more below');
    expect(await page.locator(`${SIDEBAR} a[aria-current="page"]`).textContent()).toBe('Doc 120');
    await page.locator(`${SIDEBAR} a`, { hasText: '150 more below' }).click();
    await page.waitForURL(/docs\/doc-0150$/);
    expect(await page.locator(`${SIDEBAR} a[aria-current="page"]`).textContent()).toBe('Doc 150');
    expect(await page.locator(`${SIDEBAR} .menu__link`).first().textContent()).toBe('150 more above');
    await page.locator(`${SIDEBAR} a`, { hasText: '150 more above' }).click();
    await page.waitForURL(/docs\/doc-0149$/);
    expect(await page.locator(`${SIDEBAR} .menu__link`).allTextContents()).toContain('Doc 100');
    await context.close();
  });
});
