import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.js';
import { firstPage, secondPage, tabsDocument } from './mdxTabsPages.js';
import { startStaticServer } from './staticServer.js';

// Static pages made of <Tabs>' server markup, the theme's stylesheet and the content
// enhancements of the client (theme/client/enhanceContent.ts), run as the router runs them:
// what a page with tabs gets, without React in the browser.
const { browser } = useBrowser();
let url = '';
let close: (() => Promise<void>) | undefined;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-e2e-mdx-tabs-'));
  const root = path.resolve(import.meta.dirname, '../..');
  await build({
    stdin: { contents: "import { enhanceContent } from './theme/client/enhanceContent.ts'; import { readStorage, writeStorage } from './theme/components/storage.ts'; enhanceContent(document, { read: readStorage, write: writeStorage }); document.documentElement.dataset.enhanced = 'true';", resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    outfile: path.join(dir, 'tabs.js'),
    logLevel: 'error',
  });
  await build({ entryPoints: [path.join(root, 'theme/css/theme.css')], bundle: true, outfile: path.join(dir, 'styles.css'), logLevel: 'error', external: ['*.woff2'] });
  await writeFile(path.join(dir, 'index.html'), tabsDocument(firstPage()));
  await writeFile(path.join(dir, '404.html'), 'missing');
  await writeFile(path.join(dir, 'other.html'), tabsDocument(secondPage()));
  const server = await startStaticServer(dir, '/');
  url = `http://127.0.0.1:${server.port}/`;
  close = server.close;
});

afterAll(async () => {
  await close?.();
  await rm(dir, { recursive: true, force: true });
});

async function open(page: Page, address: string) {
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'true');
}

/** The text of the panel each tab set shows, in page order. */
const shown = (page: Page) => page.$$eval('.tabs', (sets) => sets.map((set) => set.querySelector<HTMLElement>(':scope > .tabs__panel:not([hidden])')?.innerText.trim() ?? null));

describe('<Tabs> in the browser', () => {
  it('shows each default, switches a group on the page and on other pages, and keeps the choice under Docusaurus’s key', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, url);
    expect(await shown(page)).toEqual(['Mac first', 'Windows second', 'npm install', 'First panel']);

    await page.getByRole('tab', { name: 'Linux' }).click();
    // The second set has no Linux tab: it keeps its own.
    expect(await shown(page)).toEqual(['Linux first', 'Windows second', 'npm install', 'First panel']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');

    await page.getByRole('tab', { name: 'macOS' }).nth(1).click();
    expect(await shown(page)).toEqual(['Mac first', 'Mac second', 'npm install', 'First panel']);
    expect(await page.getByRole('tab', { name: 'macOS' }).first().getAttribute('aria-selected')).toBe('true');

    // Another page shows the choice; a choice there reaches this page, open in another window.
    const other = await context.newPage();
    await open(other, `${url}other.html`);
    expect(await shown(other)).toEqual(['Mac other page']);
    await other.getByRole('tab', { name: 'Windows' }).click();
    await expect.poll(() => shown(page)).toEqual(['Windows first', 'Windows second', 'npm install', 'First panel']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the query parameter before the stored choice, and writes it when a tab is chosen, in place', async () => {
    const context = await browser().newContext();
    await context.addInitScript(() => localStorage.setItem('docusaurus.tab.os', 'win'));
    const page = await context.newPage();
    await open(page, `${url}?pm=yarn`);
    expect(await shown(page)).toEqual(['Windows first', 'Windows second', 'yarn add', 'First panel']);
    const entries = await page.evaluate(() => history.length);
    await page.locator('.pm-tabs').getByRole('tab', { name: 'npm' }).click();
    expect(new URL(page.url()).searchParams.get('pm')).toBe('npm');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // A value no tab has is left alone: the stored choice does not stand in for it, as in Docusaurus.
    await open(page, `${url}?pm=pnpm`);
    expect((await shown(page))[2]).toBe('npm install');
    await context.close();
  });

  it('follows the ARIA tabs pattern’s keys: arrows (wrapping), Home and End move and show', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await open(page, url);
    const first = page.locator('.tabs').first();
    await first.getByRole('tab', { name: 'macOS' }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect([await focused(), (await shown(page))[0]]).toEqual(['Windows', 'Windows first']);
    await page.keyboard.press('End');
    expect([await focused(), (await shown(page))[0]]).toEqual(['Linux', 'Linux first']);
    await page.keyboard.press('ArrowRight');
    expect([await focused(), (await shown(page))[0]]).toEqual(['macOS', 'Mac first']);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Linux');
    await page.keyboard.press('Home');
    expect([await focused(), (await shown(page))[0]]).toEqual(['macOS', 'Mac first']);
    // Only the chosen tab is in the tab order; Tab leaves the list for the panel's content.
    expect(await first.locator('[role=tab][tabindex="0"]').count()).toBe(1);
    await context.close();
  });

  it('adds a lazy panel to the page only when its tab is first chosen', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await open(page, url);
    expect(await page.locator('.late').count()).toBe(0);
    await page.locator('.lazy-tabs').getByRole('tab', { name: 'Two' }).click();
    expect(await page.locator('.late').textContent()).toBe('Second panel');
    expect(await page.locator('.late').isVisible()).toBe(true);
    await context.close();
  });

  it('shows every panel under its label without JavaScript, and the tab list not at all', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    for (const text of ['Mac first', 'Windows first', 'Linux first', 'Mac second', 'yarn add', 'Second panel']) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await page.locator('.tabs__list').first().isVisible()).toBe(false);
    const label = await page.locator('.tabs__panel').nth(1).evaluate((panel) => getComputedStyle(panel, '::before').content);
    expect(label).toBe('"Windows"');
    await context.close();
  });

  it('has no axe violations, a lazy panel revealed, in light and dark mode', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const theme of ['light', 'dark']) {
      const context = await browser().newContext();
      const page = await context.newPage();
      await open(page, url);
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
      await page.locator('.lazy-tabs').getByRole('tab', { name: 'Two' }).click();
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } });
        return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join('; ')}`);
      });
      // The test page is a bare <main>, without the landmarks and title of a real page.
      expect(violations.filter((violation) => !/^(region|page-has-heading-one|landmark-one-main)/.test(violation)), theme).toEqual([]);
      await context.close();
    }
  });

  it('hides the other panels from the first paint when JavaScript is on', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    // Without the client's script, nothing but the markup can be what hides them.
    await page.route('**/tabs.js', (route) => route.abort());
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    expect(await page.getByText('Windows first', { exact: true }).isVisible()).toBe(false);
    expect(await page.locator('.tabs__list').first().isVisible()).toBe(true);
    await context.close();
  });
});
