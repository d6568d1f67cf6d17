import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const site = inject('siteUrl');
const { browser: getBrowser, desktop } = useBrowser();

// The minimal fixture with what a first site brings: a post by an author without an image,
// and a home page with a stylesheet of its own.
let firstSite = '';
let root = '';
let close = async () => {};
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-first-'));
  const siteDir = path.join(root, 'site');
  cpSync(path.resolve(import.meta.dirname, '../fixtures/minimal'), siteDir, { recursive: true });
  mkdirSync(path.join(siteDir, 'blog'));
  writeFileSync(path.join(siteDir, 'blog/2025-01-02-hello.md'), '---\ntitle: Hello\nauthors:\n  - name: Grace Hopper\n    title: Admiral\n---\n\nHi.\n\n<!-- truncate -->\n');
  writeFileSync(path.join(siteDir, 'pages/home.css'), '.home { color: rgb(1, 2, 3); }\n');
  writeFileSync(path.join(siteDir, 'pages/index.tsx'), "import './home.css';\nexport default function Home() {\n  return <h1 className=\"home\">Fixture home</h1>;\n}\n");
  const served = await buildAndServe(siteDir, path.join(root, 'out'));
  firstSite = served.siteUrl;
  close = served.close;
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe('a first site in the browser', () => {
  it('keeps the desktop docs sidebar below the navbar while the page scrolls to its end', async () => {
    const { page, errors } = await openPage(desktop(), `${site}docs/intro`);
    const place = () =>
      page.evaluate(() => ({
        navbarBottom: document.querySelector('.navbar')!.getBoundingClientRect().bottom,
        firstItemTop: document.querySelector('.docs-sidebar .menu__link')!.getBoundingClientRect().top,
      }));
    for (const y of [1500, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
      const { navbarBottom, firstItemTop } = await place();
      expect(firstItemTop).toBeGreaterThanOrEqual(navbarBottom);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows an author without an image as a circle of initials, level with the name', async () => {
    const { page, errors } = await openPage(desktop(), `${firstSite}blog/2025/01/02/hello`);
    const photo = page.locator('.blog-author__photo--initials').first();
    expect(await photo.textContent()).toBe('GH');
    const box = (await photo.boundingBox())!;
    expect(Math.round(box.width)).toBe(48);
    expect(Math.round(box.height)).toBe(48);
    const intro = (await page.locator('.blog-author__intro').first().boundingBox())!;
    // Beside the name, and centred on the name and title.
    expect(box.x + box.width).toBeLessThanOrEqual(intro.x);
    expect(Math.abs(box.y + box.height / 2 - (intro.y + intro.height / 2))).toBeLessThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('applies a React page’s own stylesheet on a full load and after an in-place navigation, and drops it on leaving', async () => {
    const { page, errors } = await openPage(desktop(), `${firstSite}about`);
    await page.locator('.navbar__brand').click();
    await page.waitForURL(firstSite);
    await expect.poll(() => page.locator('.home').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(1, 2, 3)');
    expect(await page.locator('link[data-page-style]').count()).toBe(1);
    await page.goBack();
    await page.waitForURL(`${firstSite}about`);
    await expect.poll(() => page.locator('link[data-page-style]').count()).toBe(0);
    await page.goto(firstSite);
    expect(await page.locator('.home').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(1, 2, 3)');
    expect(errors).toEqual([]);
    await page.close();
  });
});
