import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const site = inject('siteUrl');
const { browser: getBrowser } = useBrowser();

/**
 * The intro page, 1280 × 600, with the navigation code running: a pointer over a link of its
 * table of contents starts it, and it keys the history entry once it runs.
 */
async function introWithNavigation(): Promise<{ context: BrowserContext; page: Page; link: Locator }> {
  const context = await getBrowser().newContext({ viewport: { width: 1280, height: 600 } });
  const { page } = await openPage(context, `${site}docs/intro`);
  const link = page.locator('.docs-toc a.toc__link').nth(1);
  await link.hover();
  await page.waitForFunction(() => (history.state as { key?: string } | null)?.key !== undefined);
  return { context, page, link };
}

/** Documents the page asks for after the first load: an in-place navigation makes none. */
function documentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && request.frame() === page.mainFrame() && seen.push(request.url()));
  return seen;
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker?: number }).marker = 42));
const nextLink = (page: Page) => page.locator('nav[aria-label="Docs pages"] a.pagination__link--next');

describe('in-place navigation', () => {
  it('follows an internal link without a document load and sets URL, title, scroll and focus', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openPage(context, `${site}docs/intro`);
    await mark(page);
    const documents = documentRequests(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const clickedAt = Date.now();
    await nextLink(page).click();
    await page.waitForFunction(() => document.title === 'Installation | Hexagon');
    console.log(`docs → docs click to render: ${Date.now() - clickedAt} ms`);
    expect(new URL(page.url()).pathname).toBe('/hexagon/docs/getting-started/installation');
    expect(await page.locator('h1').first().textContent()).toBe('Installation');
    expect(await marked(page)).toBe(42);
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link-region');
    expect(await page.locator('#route-announcer').textContent()).toBe('Installation | Hexagon');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/docs\/getting-started\/installation$/);
    expect(await page.locator('.docs-sidebar a[aria-current="page"]').textContent()).toBe('Installation');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores title and scroll on Back and Forward, across in-place changes and full loads', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 600 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);
    // Clicked in script: a pointer click would first scroll the link into view.
    await nextLink(page).evaluate((link) => (link as HTMLElement).click());
    await page.waitForFunction(() => document.title === 'Installation | Hexagon');
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForFunction(() => window.scrollY === 250);
    await page.goBack();
    await page.waitForFunction(() => document.title === 'Introduction | Hexagon');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    expect(await marked(page)).toBe(42);
    await page.goForward();
    await page.waitForFunction(() => document.title === 'Installation | Hexagon');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    // A full load in between (typed address), then Back twice into the in-place entries.
    await page.goto(`${site}docs/api`);
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true' && document.title === 'Installation | Hexagon');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await page.goBack();
    await page.waitForFunction(() => document.title === 'Introduction | Hexagon');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await context.close();
  });

  it('returns to the place left by a jump to an anchor of the page, also when the browser scrolls for the jump before its popstate comes', async () => {
    const { context, page } = await introWithNavigation();
    // The reader's scroll, heard by the navigator (its event comes a frame after the move).
    await page.evaluate(async () => {
      const scrolled = new Promise((resolve) => addEventListener('scroll', resolve, { once: true }));
      window.scrollTo(0, 300);
      await scrolled;
    });
    // The order a loaded machine can give a native jump: the new entry, its scroll, then its popstate.
    await page.evaluate(async () => {
      history.pushState(null, '', '#somewhere');
      const scrolled = new Promise((resolve) => addEventListener('scroll', resolve, { once: true }));
      window.scrollTo(0, 900);
      await scrolled;
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.goForward();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await context.close();
  });

  it('returns to the place left by a jump to an anchor of the page made once the navigation code runs', async () => {
    const { context, page, link } = await introWithNavigation();
    // No scroll since the load: the top is where this entry is left.
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('scrolls to the #hash of a target page, and hash links within a page scroll without a load', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 600 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    const documents = documentRequests(page);
    const fetches: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && fetches.push(request.url()));
    const tocLink = page.locator('.docs-toc a.toc__link').nth(1);
    const id = (await tocLink.getAttribute('href'))!.slice(1);
    await tocLink.click();
    await expect.poll(() => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id)).toBeLessThan(120);
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    expect(fetches.filter((url) => url.includes('/docs/intro'))).toEqual([]);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A link to another page's anchor: in place, landing on the anchor.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/hexagon/docs/getting-started/installation#prerequisites';
      link.id = 'to-anchor';
      link.textContent = 'to anchor';
      document.querySelector('main')!.prepend(link);
    });
    await page.locator('#to-anchor').click();
    await page.waitForFunction(() => document.title === 'Installation | Hexagon');
    const anchor = await page.evaluate(() => document.getElementById('prerequisites') && Math.round(document.getElementById('prerequisites')!.getBoundingClientRect().top));
    if (anchor !== null) expect(anchor).toBeLessThan(120);
    expect(documents).toEqual([]);
    await context.close();
  });

  it('leaves external, download, modified, target and outside-base links to the browser', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    await page.evaluate(() => {
      const add = (id: string, href: string, extra: Record<string, string> = {}) => {
        const link = document.createElement('a');
        link.id = id;
        link.href = href;
        link.textContent = id;
        for (const [name, value] of Object.entries(extra)) link.setAttribute(name, value);
        document.querySelector('main')!.prepend(link);
      };
      add('outside', '/elsewhere/page');
      add('feed', '/hexagon/blog/rss.xml');
      add('targeted', '/hexagon/docs/api', { target: '_blank' });
    });
    await mark(page);
    await Promise.all([page.waitForEvent('load'), page.locator('#outside').click()]);
    expect(await marked(page)).toBeUndefined();
    const second = await openPage(context, `${site}docs/intro`);
    await second.page.evaluate(() => {
      const link = document.createElement('a');
      link.id = 'plain';
      link.href = '/hexagon/docs/api';
      link.textContent = 'plain';
      document.querySelector('main')!.prepend(link);
    });
    await mark(second.page);
    const [popup] = await Promise.all([context.waitForEvent('page'), second.page.locator('#plain').click({ modifiers: ['Shift'] })]);
    expect(await marked(second.page)).toBe(42);
    expect(new URL(second.page.url()).pathname).toBe('/hexagon/docs/intro');
    await popup.close();
    await context.close();
  });

  it('shows nothing extra for a fast navigation, and the progress bar and spinner for a slow one', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    // The second target's fetches (the prefetch's too) wait until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/docs/getting-started/quick-start', async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    const { page } = await openPage(context, `${site}docs/intro`);
    await page.evaluate(() => {
      const seen = ((window as unknown as { seen: string[] }).seen = [] as string[]);
      new MutationObserver(() => {
        if (document.getElementById('progress-bar')) seen.push('progress');
        if (document.querySelector('.page-loading__spinner')) seen.push('spinner');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await nextLink(page).click();
    await page.waitForFunction(() => document.title === 'Installation | Hexagon');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
    expect(await nextLink(page).getAttribute('href')).toBe('/hexagon/docs/getting-started/quick-start');
    await nextLink(page).click();
    await page.locator('#progress-bar .progress-bar__bar').waitFor();
    await page.locator('.page-loading__spinner').waitFor();
    expect(await page.locator('main').count()).toBe(1);
    release();
    await page.waitForFunction(() => document.title === 'Quick start | Hexagon');
    await page.locator('#progress-bar').waitFor({ state: 'detached' });
    expect(await page.locator('.page-loading__spinner').count()).toBe(0);
    await context.close();
  });

  it('shows the error text with a Retry button when the page data fails, and Retry loads it', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    let fail = true;
    await context.route('**/docs/getting-started/installation', (route) =>
      fail && route.request().resourceType() === 'fetch' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    const { page } = await openPage(context, `${site}docs/intro`);
    await nextLink(page).click();
    const error = page.locator('.page-loading__error');
    await error.waitFor();
    expect(await error.locator('.page-loading__message').textContent()).toContain('503');
    expect(await error.locator('button').textContent()).toBe('Retry');
    fail = false;
    await error.locator('button').click();
    await page.waitForFunction(() => document.title === 'Installation | Hexagon');
    expect(await page.locator('.page-loading__error').count()).toBe(0);
    await context.close();
  });

  it('logs a warning and loads the page in full when its code fails to preload', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    // One navigation first, so the navigation code is in; then every chunk not loaded yet fails,
    // the blog's templates among them.
    await nextLink(page).click();
    await page.waitForFunction(() => document.title === 'Installation | Hexagon');
    await page.route('**/assets/js/chunk.*.js', (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await mark(page);
    await Promise.all([page.waitForEvent('load'), page.locator('nav[aria-label="Main"] a', { hasText: 'Blog' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/hexagon/blog');
    expect(warnings.some((text) => text.includes('could not preload /hexagon/blog'))).toBe(true);
    expect(await marked(page)).toBeUndefined();
    await context.close();
  });

  it('renders any page kind in place: doc to home, blog and not-found', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    await mark(page);
    const documents = documentRequests(page);
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Blog' }).click();
    await page.waitForFunction(() => document.title === 'Blog | Hexagon');
    expect(await page.locator('html').getAttribute('class')).toContain('blog-list-page');
    await page.locator('a.navbar__brand, nav[aria-label="Main"] a[href="/hexagon/"]').first().click();
    await page.waitForFunction(() => location.pathname === '/hexagon/' && document.title.startsWith('Hexagon'));
    expect(await page.locator('main').count()).toBe(1);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.id = 'missing';
      link.href = '/hexagon/docs/no-such-page';
      link.textContent = 'missing';
      document.querySelector('main')!.prepend(link);
    });
    await page.locator('#missing').click();
    await page.waitForFunction(() => document.title === 'Page Not Found | Hexagon');
    expect(documents).toEqual([]);
    expect(await marked(page)).toBe(42);
    await context.close();
  });
});

describe('prefetch', () => {
  const pageFetches = (page: Page) => {
    const seen: Request[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && /\/hexagon\/docs\//.test(request.url()) && seen.push(request));
    return seen;
  };

  it('fetches a hovered link’s page with GET before the click', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const seen = pageFetches(page);
    await page.goto(`${site}docs/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const requested = () => seen.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
    // Links in view are fetched ahead; the navbar's only on hover.
    await expect.poll(requested, { timeout: 15000 }).toContain('GET /hexagon/docs/getting-started/installation');
    expect(requested()).not.toContain('GET /hexagon/docs/api');
    await page.locator('nav[aria-label="Main"] .navbar__links a', { hasText: 'API' }).hover();
    await expect.poll(requested, { timeout: 15000 }).toContain('GET /hexagon/docs/api');
    await context.close();
  });

  it('fetches nothing ahead under save-data, and the home page never asks for an unrelated doc', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const page = await context.newPage();
    const seen = pageFetches(page);
    await page.goto(`${site}docs/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.locator('nav[aria-label="Docs pages"] a.pagination__link--next').hover();
    await page.waitForTimeout(800);
    expect(seen.map((request) => request.url())).toEqual([]);
    const home = await context.newPage();
    const fromHome: string[] = [];
    home.on('request', (request) => fromHome.push(new URL(request.url()).pathname));
    await home.goto(site);
    await home.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await home.waitForTimeout(800);
    expect(fromHome.filter((path) => path.includes('/docs/api/actions/shell') || path.includes('__hexsite/pages'))).toEqual([]);
    await context.close();
  });
});

describe('mobile drawer', () => {
  it('closes on Back and stays on the page', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 375, height: 740 } });
    const { page } = await openPage(context, `${site}docs/intro`);
    await page.locator('button[aria-label="Toggle navigation bar"]').click();
    await page.locator('.drawer').waitFor();
    await page.goBack();
    await page.locator('.drawer').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/hexagon/docs/intro');
    expect(await page.locator('button[aria-label="Toggle navigation bar"]').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('base URL misconfigured', () => {
  it('shows a banner naming the expected base URL when served from / with no bundle or CSS', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const origin = new URL(site).origin;
    const html = await (await fetch(site)).text();
    // Served from `/`: the page's own URLs (below /hexagon/) do not exist there.
    await page.route(`${origin}/**`, (route) =>
      new URL(route.request().url()).pathname === '/' ? route.fulfill({ status: 200, contentType: 'text/html', body: html }) : route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${origin}/`);
    const banner = page.locator('#hexsite-base-url-banner');
    await banner.waitFor();
    expect(await banner.isVisible()).toBe(true);
    const text = await banner.textContent();
    expect(text).toContain('did not load properly');
    expect(text).toContain('Current configured baseUrl = /hexagon/');
    expect(text).toContain('We suggest trying baseUrl = /');
    await context.close();
  });

  it('shows no banner when served under its base URL', async () => {
    const context = await getBrowser().newContext();
    const { page } = await openPage(context, site);
    expect(await page.locator('#hexsite-base-url-banner').count()).toBe(0);
    await context.close();
  });
});

describe('first input before hydration', () => {
  it('keeps clicks on a sidebar category and the colour toggle made under 6× CPU throttling', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Hold the bundle back so the clicks certainly come before hydration.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: wait for the sidebar itself.
    await page.goto(`${site}docs/intro`, { waitUntil: 'commit' });
    await page.locator('.docs-sidebar a[role="button"]').first().waitFor();
    const category = page.locator('.docs-sidebar a[role="button"]', { hasText: 'Guides' });
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
    await category.click();
    // Marked aria-disabled until hydration, which Playwright would wait out: a person clicks anyway.
    await page.locator('.navbar button.color-toggle').click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/hexagon/docs/intro');
    const started = Date.now();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, { timeout: 60000 });
    console.log(`hydration under 6× CPU throttling: ${Date.now() - started} ms after the bundle was released`);
    await expect.poll(() => category.getAttribute('aria-expanded'), { timeout: 20000 }).toBe('true');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(new URL(page.url()).pathname).toBe('/hexagon/docs/intro');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  });
});
