import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page that records console errors and failed requests, to assert a clean load. */
export async function openPage(context: BrowserContext, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const origin = new URL(url).origin;
  page.on('console', (message) => {
    // Failed loads are judged below by URL: this machine has no network, so only our own count.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && response.url() !== url) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return { page, errors };
}

/**
 * One browser for a test file, launched before its tests and closed after them, with a
 * desktop-sized context for the tests that need no other settings.
 */
export function useBrowser(): { browser: () => Browser; desktop: () => BrowserContext } {
  let browser: Browser | undefined;
  let desktop: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => browser!, desktop: () => desktop! };
}
