import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { openPage, useBrowser } from './browser.js';
import { startStaticServer } from './staticServer.js';

// The markdown-plugins fixture: remark-math and rehype-katex from npm, magic comments,
// npm2yarn blocks on two pages and `:::important Title`.
const { desktop } = useBrowser();
let url = '';
let close: (() => Promise<void>) | undefined;
let out = '';

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'hexsite-e2e-markdown-plugins-'));
  // Worker threads parse, as in a large site: each loads the config and its plugins itself.
  const result = await build({ siteDir: path.resolve(import.meta.dirname, '../fixtures/markdown-plugins'), outDir: out, cache: false, workers: 2 });
  const server = await startStaticServer(out, result.model.config.baseUrl);
  url = `http://127.0.0.1:${server.port}${result.model.config.baseUrl}`;
  close = server.close;
});

afterAll(async () => {
  await close?.();
  await rm(out, { recursive: true, force: true });
});

describe('Markdown plugins and built-ins in the browser', () => {
  it('renders math with KaTeX markup, inline and as a block', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    expect(await page.locator('.markdown p .katex annotation').first().textContent()).toBe('e^{i\\pi} + 1 = 0');
    expect(await page.locator('.markdown .katex-display .katex-html').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the lines magic comments mark, highlighted, without the comments', async () => {
    const { page } = await openPage(desktop(), `${url}docs/intro`);
    const block = page.locator('.code-block', { hasText: 'greet.js' });
    expect(await block.locator('code').textContent()).not.toContain('highlight-');
    const marked = block.locator('.theme-code-block-highlighted-line');
    expect(await marked.allTextContents()).toEqual(['  const greeting = `Hello, ${name}`;\n', '  console.log(greeting);\n', '  return greeting;\n']);
    const background = (selector: string) => block.locator(selector).first().evaluate((line) => getComputedStyle(line).backgroundColor);
    for (const mode of ['light', 'dark']) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
      expect(await background('.theme-code-block-highlighted-line')).not.toBe(await background('.code-line:not(.theme-code-block-highlighted-line)'));
    }
    await page.close();
  });

  it('shows the important box with its title', async () => {
    const { page } = await openPage(desktop(), `${url}docs/intro`);
    const box = page.locator('.admonition', { hasText: 'Node.js 20 or later.' });
    expect(await box.locator('.admonition-heading').textContent()).toBe('Prerequisites');
    expect(await box.isVisible()).toBe(true);
    expect(await page.locator('.markdown').textContent()).not.toContain(':::');
    await page.close();
  });

  it('switches every npm2yarn block together, by click and by keyboard, and keeps the choice on later pages', async () => {
    const context = await desktop().browser()!.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openPage(context, `${url}docs/intro`);
    const blocks = page.locator('.tabs[data-group="npm2yarn"]');
    expect(await blocks.count()).toBe(2);
    const shown = async () => {
      const texts: string[] = [];
      for (const block of await blocks.all()) texts.push((await block.locator('.tabs__panel:visible code').textContent())!.trim());
      return texts;
    };
    // Without a choice, npm, as the server rendered it.
    expect(await shown()).toEqual(['npm install hexsite', 'npm install --save-dev remark-math']);

    await blocks.first().getByRole('tab', { name: 'Yarn' }).click();
    expect(await shown()).toEqual(['yarn add hexsite', 'yarn add --dev remark-math']);
    expect(await blocks.nth(1).getByRole('tab', { name: 'Yarn' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('yarn');

    // The keyboard: arrows move to the next or previous tab, End and Home to the last and first.
    const yarn = blocks.nth(1).getByRole('tab', { name: 'Yarn' });
    await yarn.focus();
    await page.keyboard.press('ArrowRight');
    expect(await shown()).toEqual(['pnpm add hexsite', 'pnpm add --save-dev remark-math']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('pnpm');
    await page.keyboard.press('End');
    expect(await shown()).toEqual(['bun add hexsite', 'bun add --dev remark-math']);
    await page.keyboard.press('Home');
    expect(await shown()).toEqual(['npm install hexsite', 'npm install --save-dev remark-math']);
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bun');
    await page.keyboard.press('ArrowLeft');
    expect(await shown()).toEqual(['pnpm add hexsite', 'pnpm add --save-dev remark-math']);

    // Another page, opened by a link (the client's navigation), shows the choice.
    await page.locator('.markdown a', { hasText: 'next page' }).click();
    await page.waitForURL(`${url}docs/next`);
    await expect.poll(() => page.locator('.tabs__panel:visible code').textContent()).toBe('pnpm run build\n');
    expect(await page.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
    // And so does a fresh load.
    const { page: fresh } = await openPage(context, `${url}docs/next`);
    await expect.poll(() => fresh.locator('.tabs__panel:visible code').textContent()).toBe('pnpm run build\n');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every npm2yarn command without JavaScript, each under its package manager', async () => {
    const context = await desktop().browser()!.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${url}docs/intro`);
    const block = page.locator('.tabs[data-group="npm2yarn"]').first();
    for (const command of ['npm install hexsite', 'yarn add hexsite', 'pnpm add hexsite']) expect(await block.getByText(command).isVisible(), command).toBe(true);
    expect(await block.locator('.tabs__list').isVisible()).toBe(false);
    expect(await block.locator('.tabs__panel').nth(1).evaluate((panel) => getComputedStyle(panel, '::before').content)).toBe('"yarn"');
    await context.close();
  });

  it('has no axe violations with the tabs, highlighted lines and math, in light and dark mode', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const theme of ['light', 'dark'] as const) {
      const context = await desktop().browser()!.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const { page } = await openPage(context, `${url}docs/intro`);
      await page.getByRole('tab', { name: 'Yarn' }).first().click();
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown; failureSummary?: string }> }> }> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } });
        return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`).join('; ')}`);
      });
      expect(violations, theme).toEqual([]);
      await context.close();
    }
  });
});
