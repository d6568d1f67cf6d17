import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const site = inject('siteUrl');
const { browser: getBrowser } = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PAGES = ['', 'docs/intro', 'blog/welcome-to-hexagon', 'blog/tags/cli', '404.html', 'search?q=configuration'];

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of PAGES) {
      it(`has one main landmark, focused by the skip link, and no axe violations: /${path} (${theme})`, async () => {
        const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
        await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        const { page } = await openPage(context, `${site}${path}`);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
        // The search page's hits are in place before it is checked.
        if (path.startsWith('search')) await page.locator('.search-page__count').waitFor();
        expect(await page.locator('main').count()).toBe(1);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }

    it(`has no axe violations with the search suggestions open (${theme})`, async () => {
      const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const { page } = await openPage(context, `${site}docs/intro`);
      const box = page.getByRole('combobox', { name: 'Search' });
      await box.click();
      await box.pressSequentially('configuration');
      await page.getByRole('option').first().waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

/** What axe finds wrong on the page as it is now (wcag2a, wcag2aa, best practice): rule and count. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}
