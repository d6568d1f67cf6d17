import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const site = inject('siteUrl');
const { browser: getBrowser } = useBrowser();

describe('colour mode', () => {
  it('starts light, switches to dark, saves the choice under "theme" and keeps it on reload', async () => {
    const context = await getBrowser().newContext();
    const { page } = await openPage(context, `${site}docs/intro`);
    const html = page.locator('html');
    expect(await html.getAttribute('data-theme')).toBe('light');
    const toggle = page.locator('.navbar button.color-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    await toggle.click();
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    await context.close();
  });

  it('shows a dark choice stored under "theme" from the first paint, and saves toggles under exactly that key', async () => {
    const context = await getBrowser().newContext({
      storageState: { cookies: [], origins: [{ origin: new URL(site).origin, localStorage: [{ name: 'theme', value: 'dark' }] }] },
    });
    // Every value data-theme takes, with whether the page content had been parsed yet when it was set.
    await context.addInitScript(() => {
      const seen: Array<{ from: string | null; to: string | null; contentParsed: boolean }> = [];
      (window as unknown as { themeHistory: typeof seen }).themeHistory = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const to = (record.target as Element).getAttribute('data-theme');
          seen.push({ from: record.oldValue, to, contentParsed: document.querySelector('main') !== null });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'], attributeOldValue: true });
    });
    const { page } = await openPage(context, `${site}docs/intro`);
    const history = await page.evaluate(() => (window as unknown as { themeHistory: unknown[] }).themeHistory);
    expect(history).toEqual([{ from: null, to: 'dark', contentParsed: false }]);
    const toggle = page.locator('.navbar button.color-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');

    const storage = () => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    const before = await storage();
    expect(before).toMatchObject({ theme: 'dark' });
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    await expect.poll(storage).toEqual({ ...before, theme: 'light' });
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await expect.poll(storage).toEqual({ ...before, theme: 'dark' });
    await context.close();
  });

  it('follows a change made in another tab', async () => {
    const context = await getBrowser().newContext();
    const { page: first } = await openPage(context, `${site}docs/intro`);
    const { page: second } = await openPage(context, `${site}docs/api`);
    await first.locator('.navbar button.color-toggle').click();
    await expect.poll(() => second.locator('html').getAttribute('data-theme')).toBe('dark');
    await first.locator('.navbar button.color-toggle').click();
    await expect.poll(() => second.locator('html').getAttribute('data-theme')).toBe('light');
    await context.close();
  });

  it('still switches when storage is unavailable, with a warning', async () => {
    const context = await getBrowser().newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get: () => { throw new Error('denied'); } });
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(`${site}docs/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.locator('.navbar button.color-toggle').click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
    await context.close();
  });
});

describe('sidebar', () => {
  it('toggles a category by keyboard and loads the children it was sent without', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openPage(context, `${site}docs/intro`);
    const category = page.locator('nav[aria-label="Docs sidebar"] a[role="button"]', { hasText: 'Advanced' });
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    const list = page.locator(`#${await category.getAttribute('aria-controls')}`);
    expect(await list.locator('li').count()).toBe(0);
    await category.focus();
    await page.keyboard.press('Enter');
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => list.locator('a').allTextContents()).toHaveLength(4);
    await expect.poll(() => list.evaluate((element) => getComputedStyle(element).display)).toBe('block');
    await page.keyboard.press('Enter');
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => list.evaluate((element) => getComputedStyle(element).display)).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('mobile navigation', () => {
  it('opens a drawer on the doc sidebar, goes back to the main menu, offers English, and closes', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 375, height: 812 } });
    const { page } = await openPage(context, `${site}docs/guides/plugins`);
    expect(await page.locator('aside.docs-sidebar').isVisible()).toBe(false);
    const hamburger = page.locator('button[aria-label="Toggle navigation bar"]');
    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    const drawer = page.locator('.drawer');
    expect(await drawer.locator('a[aria-current="page"]').textContent()).toBe('Plugins');
    await drawer.locator('button', { hasText: 'Back to main menu' }).click();
    expect(await drawer.locator('.menu__link').allTextContents()).toEqual(expect.arrayContaining(['Documentation', 'API', 'Blog']));
    await drawer.locator('.dropdown__toggle').click();
    expect(await drawer.locator('.dropdown__menu a').allTextContents()).toEqual(['English']);
    await drawer.locator('button[aria-label="Close navigation bar"]').click();
    expect(await drawer.count()).toBe(0);
    await hamburger.click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('.drawer').count()).toBe(0);
    await context.close();
  });

  it('shows a collapsed "On this page" box instead of the side table of contents', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 375, height: 812 } });
    const { page } = await openPage(context, `${site}docs/getting-started/configuration`);
    expect(await page.locator('nav.toc').isVisible()).toBe(false);
    const button = page.locator('.toc-mobile__button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => page.locator('.toc-mobile__body a').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('page helpers', () => {
  it('puts the skip link first in tab order and moves focus to the main content', async () => {
    const context = await getBrowser().newContext();
    const { page } = await openPage(context, `${site}docs/intro`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(page.url()).toBe(`${site}docs/intro`);
    await context.close();
  });

  it('focuses the search box with Ctrl+K', async () => {
    const context = await getBrowser().newContext();
    const { page } = await openPage(context, `${site}docs/intro`);
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search');
    await context.close();
  });

  it('copies a code block with its button', async () => {
    const context = await getBrowser().newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = await openPage(context, `${site}docs/getting-started/quick-start`);
    const block = page.locator('.code-block').first();
    await block.hover();
    const button = block.locator('button.code-block__copy');
    await button.click();
    // The label changes once the clipboard write has finished, and changes back a second later:
    // wait for it, checked on every animation frame so the short window cannot be missed.
    await page.waitForFunction((element) => element.getAttribute('aria-label') === 'Copied' && element.textContent === 'Copied', await button.elementHandle());
    const expected = await block.locator('code').evaluate((code) => code.textContent!.replace(/\n$/, ''));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await context.close();
  });

  it('marks the current doc in the sidebar and highlights the heading being read in the TOC', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context, `${site}docs/getting-started/configuration`);
    expect(await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').textContent()).toBe('Configuration');
    const links = page.locator('nav.toc a');
    const last = links.last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
    await expect.poll(() => page.locator('nav.toc a.is-active').getAttribute('href')).not.toBe(await links.first().getAttribute('href'));
    await context.close();
  });
});

describe('tables and code blocks', () => {
  /**
   * A wide table put into the page's content (into a tip admonition, with `inTip`): names, long
   * flags, and prose in its last column.
   */
  const addWideTable = (page: Page, options: { inTip?: boolean } = {}) =>
    page.evaluate((inTip) => {
      const row = '<tr><td><code>get-json-schema</code></td><td><code>--custom-tools-path-of-a-team</code> <code>--description-of-the-tool</code></td><td><code>hexagon/actions/internal/create_new_tool.py</code></td><td>Prose that says what the tool does, in a sentence long enough to wrap over several lines.</td></tr>';
      const table = document.createElement('table');
      table.id = 'wide';
      // A row with nothing in it, where only the table's own background shows.
      const empty = '<tr id="wide-empty"><td></td><td></td><td></td><td></td></tr>';
      table.innerHTML = `<thead><tr><th>Tool</th><th>Arguments</th><th>Module</th><th>Effect</th></tr></thead><tbody>${row}${row}${empty}</tbody>`;
      const box = inTip ? Object.assign(document.createElement('div'), { className: 'admonition admonition-tip' }) : null;
      box?.append(table);
      document.querySelector('.markdown')!.append(box ?? table);
      table.scrollIntoView();
    }, options.inTip ?? false);

  /**
   * The mean colour of 7 px wide strips of the wide table's empty row as drawn, `from` px left
   * of the table's edge: one strip at each offset from there.
   */
  async function stripColours(page: Page, from: number, offsets: (width: number) => number[]): Promise<number[][]> {
    const table = (await page.locator('#wide').boundingBox())!;
    const row = (await page.locator('#wide-empty').boundingBox())!;
    const png = await page.screenshot({ clip: { x: table.x - from, y: row.y + 2, width: table.width + from, height: row.height - 4 } });
    return page.evaluate(
      async ({ base64, xs }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return xs.map((x) => {
          const { data } = context.getImageData(x, 0, 7, image.height);
          const sum = [0, 0, 0];
          for (let i = 0; i < data.length; i += 4) for (const channel of [0, 1, 2]) sum[channel] += data[i + channel];
          return sum.map((total) => total / (data.length / 4));
        });
      },
      { base64: png.toString('base64'), xs: offsets(table.width + from) },
    );
  }

  /** The mean brightness of the wide table's empty row, 2-8 px inside each side edge of the table. */
  async function edgeBrightness(page: Page): Promise<{ left: number; right: number }> {
    const [left, right] = await stripColours(page, 0, (width) => [2, width - 9]);
    const brightness = (colour: number[]) => (colour[0] + colour[1] + colour[2]) / 3;
    return { left: brightness(left), right: brightness(right) };
  }

  it('scrolls a table too wide for the column, shades the edge with more beyond it, and keeps room for its prose and its names whole', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    await addWideTable(page);
    const table = page.locator('#wide');
    const sizes = await table.evaluate((element: HTMLTableElement) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      page: document.documentElement.scrollWidth - innerWidth,
      prose: element.rows[1].cells[3].getBoundingClientRect().width,
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      name: element.rows[1].cells[0].querySelector('code')!.getClientRects().length,
    }));
    expect(sizes.scrolls).toBe(true);
    expect(sizes.page).toBe(0);
    // The last column is not squeezed to its longest word, and the name is on one line.
    expect(sizes.prose).toBeGreaterThanOrEqual(11 * sizes.rem);
    expect(sizes.name).toBe(1);
    // More lies to the right: its edge is shaded and the left one is not; scrolled to the end, the other way round.
    const start = await edgeBrightness(page);
    expect(start.right).toBeLessThan(start.left - 8);
    await table.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const end = await edgeBrightness(page);
    expect(end.left).toBeLessThan(end.right - 8);
    await context.close();
  });

  it('covers the shade of a table at an end it reached in the colour of the box it sits in', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    await addWideTable(page, { inTip: true });
    // In the tip's padding, left of the table, and just inside the table's left edge, unshaded.
    const [tip, inside] = await stripColours(page, 12, () => [2, 14]);
    for (const channel of [0, 1, 2]) expect(Math.abs(tip[channel] - inside[channel])).toBeLessThan(3);
    await context.close();
  });

  it('leaves the copy button, always shown on a touch screen, a strip of its own above the code', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(context, `${site}docs/intro`);
    const block = page.locator('.code-block:not(:has(> .code-block__title))').first();
    await block.scrollIntoViewIfNeeded();
    const button = (await block.locator('.code-block__copy').boundingBox())!;
    const line = (await block.locator('.code-line').first().boundingBox())!;
    expect(await block.locator('.code-block__copy').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(button.y + button.height).toBeLessThanOrEqual(line.y);
    await context.close();
  });
});

describe('crash screen', () => {
  it('shows "This page crashed." with the error and a Try again button when rendering fails', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Corrupt the page data the client hydrates from, so the doc template throws in the browser.
    await page.route('**/docs/intro', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"toc":[', '"toc":null,"tocWas":[');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${site}docs/intro`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('This page crashed.');
    expect(await page.title()).toBe('Page Error');
    expect(await page.locator('.crash__message').textContent()).toMatch(/null|length/);
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1);
    await page.locator('button', { hasText: 'Try again' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('This page crashed.');
    await context.close();
  });
});
