// Pages whose file names hold spaces, accents, `#`, `?` or `%` are reached by a reader from the
// sidebar and from links in content, served by a static host that decodes requests.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { desktop } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-names-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  const site = path.join(temp, 'site');
  cpSync(path.resolve(import.meta.dirname, '../fixtures/file-names-to-encode'), site, { recursive: true, filter: (file) => !file.includes('.hexsite') });
  // Made here: a `?` cannot be checked out on Windows.
  writeFileSync(path.join(site, 'docs/why?.md'), '---\ntitle: Why ask\n---\n\nA doc whose file name holds a question mark.\n');
  const out = path.join(temp, 'out');
  ({ siteUrl, close } = await buildAndServe(site, out));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

describe('pages with unusual file names', () => {
  it('opens every sidebar link to its page, whatever its file name', async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/intro`);
    const links = await page.locator('nav[aria-label="Docs sidebar"] a.menu__link').evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim() ?? '', (anchor as HTMLAnchorElement).href]));
    expect(links.map(([label]) => label).sort()).toEqual(['C sharp', 'Café', 'Introduction', 'My doc', 'One hundred percent', 'Why ask']);
    for (const [label, href] of links) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      expect(await page.locator('main h1').first().textContent()).toBe(label);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows links written in Markdown to those pages, fragments included', async () => {
    const { page } = await openPage(desktop(), `${siteUrl}docs/intro`);
    await page.locator('main a', { hasText: 'C# usage' }).click();
    await page.waitForURL(/docs\/c%23#usage$/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('C sharp');
    expect(await page.locator('#usage').isVisible()).toBe(true);
    await page.goBack();
    await page.locator('main a', { hasText: '100%' }).first().click();
    await page.waitForURL(/docs\/100%25$/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('One hundred percent');
    await page.close();
  });
});

describe('a site without a home page', () => {
  it("shows the site's title as the brand, leads it to the main doc, and starts the breadcrumbs at the page", async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/my%20doc`);
    // The config gives neither navbar title nor logo.
    expect(await page.locator('.navbar__brand').textContent()).toBe('Fixture');
    expect(await page.locator('nav[aria-label="Breadcrumbs"]').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Breadcrumbs"] a[aria-label="Home page"]').count()).toBe(0);
    await page.locator('.navbar__brand').click();
    await page.waitForURL(`${siteUrl}docs/intro`);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Introduction');
    expect(errors).toEqual([]);
    await page.close();
  });
});
