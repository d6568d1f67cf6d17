import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const fixture = inject('fixtureUrl');
const { browser: getBrowser } = useBrowser();

describe('announcement bar', () => {
  it('shows until closed, stays closed on reload, and comes back when its id changes', async () => {
    const context = await getBrowser().newContext();
    const { page } = await openPage(context, `${fixture}docs/intro`);
    const bar = page.locator('.announcement');
    expect(await bar.textContent()).toContain('Version 1.0 is out');
    const stored = () => page.evaluate(() => [localStorage.getItem('docusaurus.announcement.id'), localStorage.getItem('docusaurus.announcement.dismiss')]);
    expect(await stored()).toEqual(['release-1', 'false']);
    await bar.locator('button[aria-label="Close"]').click();
    expect(await bar.count()).toBe(0);
    expect(await stored()).toEqual(['release-1', 'true']);

    await page.reload();
    expect(await page.locator('html').getAttribute('data-announcement-dismissed')).toBe('true');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await page.locator('.announcement').count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-0'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await expect.poll(() => page.locator('.announcement').count()).toBe(1);
    expect(await stored()).toEqual(['release-1', 'false']);
    await context.close();
  });
});

describe('docs features of the fixture', () => {
  it('links tags to tag pages that list their docs', async () => {
    const context = await getBrowser().newContext();
    const { page } = await openPage(context, `${fixture}docs/intro`);
    await page.locator('.doc__footer a[rel="tag"]', { hasText: 'cli' }).click();
    await page.waitForURL(`${fixture}docs/tags/cli`);
    await expect.poll(() => page.title()).toBe('2 docs tagged with "cli" | Fixture');
    expect(await page.locator('main h2').allTextContents()).toEqual(['Introduction', 'Second guide']);
    await page.locator('a', { hasText: 'View all tags' }).click();
    await page.waitForURL(`${fixture}docs/tags`);
    await expect.poll(() => page.locator('main a[rel="tag"]').allTextContents()).toEqual(['cli2', 'setup1']);
    await context.close();
  });

  it('shows a generated category index with cards, and an unlisted doc with its notice', async () => {
    const context = await getBrowser().newContext();
    const { page } = await openPage(context, `${fixture}docs/category/generated`);
    expect(await page.locator('h1').textContent()).toBe('Generated');
    expect(await page.locator('a.card').count()).toBe(1);
    const { page: hidden } = await openPage(context, `${fixture}docs/hidden`);
    expect(await hidden.locator('.unlisted-banner').textContent()).toContain('This page is unlisted.');
    expect(await hidden.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await context.close();
  });

  it('answers 404 for a draft doc in a production build', async () => {
    const context = await getBrowser().newContext();
    const page = await context.newPage();
    expect((await page.goto(`${fixture}docs/draft`))?.status()).toBe(404);
    await context.close();
  });
});

describe('table of contents of the fixture', () => {
  it('lists the h2 and h3 of a doc by default, nested, and leaves its h4 out', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openPage(context, `${fixture}docs/intro`);
    // The h4 is on the page, so leaving it out of the TOC is the level limit at work.
    expect(await page.locator('main h4#deep').textContent()).toContain('Deep');
    const toc = page.locator('nav.toc');
    expect(await toc.isVisible()).toBe(true);
    // Each link with how many lists deep it sits inside the TOC.
    const links = await toc.locator('a').evaluateAll((anchors) =>
      anchors.map((anchor) => {
        let depth = 0;
        for (let node = anchor.parentElement; node && !node.matches('nav.toc'); node = node.parentElement) if (node.tagName === 'UL') depth++;
        return [anchor.textContent, anchor.getAttribute('href'), depth];
      }),
    );
    expect(links).toEqual([
      ['Overview', '#custom-overview', 1],
      ['Details', '#details', 2],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('navbar hiding on scroll (navbar.hideOnScroll)', () => {
  it('hides while scrolling down and shows again on scrolling up', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 400 } });
    const { page } = await openPage(context, `${fixture}docs/intro`);
    const navbar = page.locator('nav[aria-label="Main"]');
    // Make the page tall enough to scroll whatever its content.
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    // Instant jumps: a wheel scroll is animated, and its last frames could land after the next step.
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await scrollTo(800);
    await expect.poll(() => navbar.getAttribute('class')).toContain('navbar--hidden');
    await scrollTo(600);
    await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
    await context.close();
  });

  it('never hides on a site that does not ask for it', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 400 } });
    const { page } = await openPage(context, `${inject('siteUrl')}docs/getting-started/configuration`);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.locator('nav[aria-label="Main"]').getAttribute('class')).not.toContain('navbar--hidden');
    await context.close();
  });
});

describe('sidebar children loaded on demand', () => {
  const guides = (page: import('playwright-core').Page) => page.locator('nav[aria-label="Docs sidebar"] a[role="button"]', { hasText: 'Guides' });
  const childrenOf = async (page: import('playwright-core').Page) =>
    page.locator(`#${await guides(page).getAttribute('aria-controls')} a`).allTextContents();

  it('fills in the right category on an unlisted page, which the shared sidebar leaves out', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openPage(context, `${fixture}docs/secret`);
    expect(await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').textContent()).toBe('Secret');
    await guides(page).click();
    await expect.poll(() => childrenOf(page)).toEqual(['First guide', 'Second!', 'External']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when the sidebar cannot be loaded, and Retry loads it', async () => {
    const context = await getBrowser().newContext({ viewport: { width: 1280, height: 800 } });
    let failures = 1;
    await context.route('**/__hexsite/sidebars/main.json', (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    const page = await context.newPage();
    await page.goto(`${fixture}docs/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await guides(page).click();
    const error = page.locator('.menu__error');
    await expect.poll(() => error.textContent()).toContain('Could not load the sidebar: HTTP 503');
    await error.locator('button', { hasText: 'Retry' }).click();
    await expect.poll(() => childrenOf(page)).toEqual(['First guide', 'Second!', 'External']);
    expect(await error.count()).toBe(0);
    await context.close();
  });
});
