import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutDir } from '../../src/watch/devOutDir.js';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(repo, 'test/fixtures/custom-styling');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-styling-'));
/** The fixture as it is (re-branded by `--hexsite-color-primary`), and a copy whose custom CSS is a Docusaurus site's. */
const sites: Record<'hexsite' | 'docusaurus', { siteUrl: string; close: () => Promise<void> }> = {} as never;
const closing: Array<() => Promise<void>> = [];

beforeAll(async () => {
  sites.hexsite = await buildAndServe(fixture, path.join(temp, 'out'));
  const copy = path.join(temp, 'docusaurus-site');
  cpSync(fixture, copy, { recursive: true });
  writeFileSync(path.join(copy, 'hexsite.config.json'), JSON.stringify({ title: 'Docusaurus colours', url: 'https://example.com', baseUrl: '/brand/', customCss: './src/css/docusaurus.css' }));
  rmSync(path.join(copy, 'hexsite.config.ts'));
  sites.docusaurus = await buildAndServe(copy, path.join(temp, 'docusaurus-out'));
  closing.push(sites.hexsite.close, sites.docusaurus.close);
});

afterAll(async () => {
  await Promise.all(closing.map((close) => close()));
  rmSync(temp, { recursive: true, force: true });
});

const { browser, desktop } = useBrowser();

/** A context whose pages open in the colour mode given, as a reader who chose it. */
async function inMode(mode: 'light' | 'dark', width = 1280): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  return context;
}

/** The computed colour of the first element matching `selector`. */
const colour = (page: Page, selector: string, property = 'color') =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('custom CSS and theme variables', () => {
  it('re-brands links and the active navbar item in light and dark mode with one variable', async () => {
    const light = await inMode('light');
    const { page, errors } = await openPage(light, `${sites.hexsite.siteUrl}docs/intro`);
    // --hexsite-color-primary: #7c3aed, as it is in light mode.
    expect(await colour(page, '.markdown a')).toBe('rgb(124, 58, 237)');
    expect(await colour(page, '.navbar__link.is-active')).toBe('rgb(124, 58, 237)');
    expect(await colour(page, 'body', 'font-family')).toBe('Georgia, "Times New Roman", serif');
    expect(errors).toEqual([]);
    await light.close();

    const dark = await inMode('dark');
    const { page: darkPage } = await openPage(dark, `${sites.hexsite.siteUrl}docs/intro`);
    expect(await darkPage.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // Derived: the brand mixed with white (55% / 45% in oklab), a violet light enough for a dark page.
    const expected = await darkPage.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'color-mix(in oklab, #7c3aed 55%, white)';
      document.body.append(probe);
      return getComputedStyle(probe).color;
    });
    expect(expected).not.toBe('rgb(124, 58, 237)');
    expect(await colour(darkPage, '.markdown a')).toBe(expected);
    expect(await colour(darkPage, '.navbar__link.is-active')).toBe(expected);
    await dark.close();
  });

  it("takes a Docusaurus site's --ifm-color-primary, per colour mode", async () => {
    const light = await inMode('light');
    const { page, errors } = await openPage(light, `${sites.docusaurus.siteUrl}docs/intro`);
    expect(await colour(page, '.markdown a')).toBe('rgb(46, 133, 85)');
    expect(await colour(page, '.navbar__link.is-active, .menu__link.is-active')).toBe('rgb(46, 133, 85)');
    expect(errors).toEqual([]);
    await light.close();
    const dark = await inMode('dark');
    const { page: darkPage } = await openPage(dark, `${sites.docusaurus.siteUrl}docs/intro`);
    expect(await colour(darkPage, '.markdown a')).toBe('rgb(37, 194, 160)');
    await dark.close();
  });

  it('applies the rules of the custom CSS, with its pictures, after the theme stylesheet, below the base path', async () => {
    const { page, errors } = await openPage(desktop(), `${sites.hexsite.siteUrl}docs/intro`);
    expect(await colour(page, '.navbar', 'border-bottom-color')).toBe('rgb(234, 88, 12)');
    expect(await colour(page, '.navbar', 'border-bottom-width')).toBe('3px');
    const sheets = await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sheets).toEqual([expect.stringMatching(/^\/brand\/assets\/css\/styles\.[A-Z0-9]{8}\.css$/), expect.stringMatching(/^\/brand\/assets\/css\/custom\.[A-Z0-9]{8}\.css$/), '/brand/css/extra.css']);
    // The pictures its url()s name load (a failed request would be in `errors`).
    expect(await colour(page, '.footer', 'background-image')).toMatch(/\/brand\/assets\/media\/stripes\.[A-Z0-9]{8}\.svg/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the custom CSS through in-place navigation to another page', async () => {
    const { page } = await openPage(desktop(), `${sites.hexsite.siteUrl}docs/intro`);
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await page.locator('.markdown a', { hasText: 'second page' }).click();
    await page.waitForURL(`${sites.hexsite.siteUrl}docs/second`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Second page');
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
    expect(await page.locator('head link[rel="stylesheet"][href*="/assets/css/custom."]').count()).toBe(1);
    expect(await colour(page, '.navbar', 'border-bottom-color')).toBe('rgb(234, 88, 12)');
    expect(await colour(page, '.navbar__link.is-active')).toBe('rgb(124, 58, 237)');
    await page.close();
  });
});

describe('stylesheets, scripts and headTags', () => {
  it('runs the scripts, with their attributes, and writes the head tags, below the base path', async () => {
    const { page, errors } = await openPage(desktop(), `${sites.hexsite.siteUrl}docs/intro`);
    expect(await page.evaluate(() => (window as unknown as { __brandScript?: string }).__brandScript)).toBe('ran');
    // A deferred script runs once the document is parsed.
    expect(await page.evaluate(() => (window as unknown as { __deferredScript?: string }).__deferredScript)).toBe('interactive');
    expect(await page.locator('head script[src="/brand/js/deferred.js"][defer][data-domain="example.com"]').count()).toBe(1);
    expect(await page.locator('head meta[name="site-verification"]').getAttribute('content')).toBe('token-123');
    expect(await page.locator('head link[rel="preconnect"]').getAttribute('href')).toBe('https://analytics.example.com');
    // The stylesheet of `stylesheets` loaded and applies.
    expect(await colour(page, '.footer__copyright', 'letter-spacing')).toBe('0.5px');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the verification meta after in-place navigation', async () => {
    const { page } = await openPage(desktop(), `${sites.hexsite.siteUrl}docs/intro`);
    await page.locator('.markdown a', { hasText: 'second page' }).click();
    await page.waitForURL(`${sites.hexsite.siteUrl}docs/second`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Second page');
    expect(await page.locator('head meta[name="site-verification"]').getAttribute('content')).toBe('token-123');
    await page.close();
  });
});

describe('hexsite serve --watch and custom CSS', () => {
  let watcher: ChildProcess | undefined;
  let printed = '';
  const site = path.join(temp, 'watched');
  afterAll(() => {
    watcher?.kill('SIGTERM');
    rmSync(path.dirname(devOutDir(site)), { recursive: true, force: true });
  });

  it('shows an edit of a custom CSS file, and of a file it imports', async () => {
    cpSync(fixture, site, { recursive: true });
    watcher = spawn(process.execPath, [path.join(repo, 'bin/hexsite.js'), 'serve', '--watch', site, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => (printed += chunk.toString());
    watcher.stdout!.on('data', collect);
    watcher.stderr!.on('data', collect);
    await expect.poll(() => /serving it at (http:\/\/\S+)/.exec(printed)?.[1], { timeout: 60000 }).toBeTruthy();
    const siteUrl = /serving it at (http:\/\/\S+)/.exec(printed)![1];
    const { page } = await openPage(desktop(), `${siteUrl}docs/intro`);
    expect(await colour(page, '.markdown a')).toBe('rgb(124, 58, 237)');
    writeFileSync(path.join(site, 'src/css/custom.css'), "@import './rules.css';\n:root { --hexsite-color-primary: #be123c; }\n");
    await expect.poll(() => colour(page, '.markdown a'), { timeout: 30000 }).toBe('rgb(190, 18, 60)');
    writeFileSync(path.join(site, 'src/css/rules.css'), '.navbar { border-bottom: 5px solid rgb(22, 163, 74); }\n');
    await expect.poll(() => colour(page, '.navbar', 'border-bottom-color'), { timeout: 30000 }).toBe('rgb(22, 163, 74)');
    // A mistake is reported with its file and line; the page stays as it was.
    const before = printed.length;
    writeFileSync(path.join(site, 'src/css/rules.css'), '.navbar {\n  color: red;\n');
    await expect.poll(() => printed.slice(before), { timeout: 30000 }).toMatch(/src\/css\/rules\.css:3:1 {2}Unexpected CSS: Expected "}" to go with "{"/);
    await page.close();
  });
});
