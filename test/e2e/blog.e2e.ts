import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const site = inject('siteUrl');
const base = new URL(site).pathname;
const post = `${base}blog/welcome-to-hexagon`;
const { browser: getBrowser, desktop } = useBrowser();

describe('blog routes of SPEC §2', () => {
  const routes: Array<[string, string]> = [
    ['blog', 'Blog | Hexagon'],
    ['blog/archive', 'Archive | Hexagon'],
    ['blog/authors', 'Authors | Hexagon'],
    ['blog/authors/joaco', 'Joaco Campero - One post | Hexagon'],
    ['blog/tags', 'Tags | Hexagon'],
    ['blog/tags/cli', 'One post tagged with "CLI" | Hexagon'],
    ['blog/welcome-to-hexagon', 'Welcome to Hexagon | Hexagon'],
  ];
  for (const [path, title] of routes) {
    it(`${path} shows the welcome post and links to it`, async () => {
      const { page, errors } = await openPage(desktop(), `${site}${path}`);
      expect(await page.title()).toBe(title);
      // Lists show it in their content; every page shows it in the recent posts.
      expect(await page.locator(`a[href="${post}"], main h1`, { hasText: 'Welcome to Hexagon' }).count()).toBeGreaterThan(0);
      expect(await page.locator(`nav[aria-label="Blog recent posts navigation"] a[href="${post}"]`).count()).toBe(path === 'blog/archive' ? 0 : 1);
      expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').textContent()).toBe('Blog');
      expect(await page.locator('head link[type="application/rss+xml"]').getAttribute('href')).toBe(`${base}blog/rss.xml`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('blog navigation', () => {
  it('goes from the list to the post with Read more, then to its tag and author pages', async () => {
    // The address changes as the new page is handed to React, which commits it a moment later.
    const { page } = await openPage(desktop(), `${site}blog`);
    const item = page.locator('main article').first();
    expect(await item.locator('time').textContent()).toBe('May 19, 2025');
    expect(await item.textContent()).toMatch(/\d+ min read|One min read/);
    await page.locator('a[aria-label="Read more about Welcome to Hexagon"]').click();
    await page.waitForURL(`${site}blog/welcome-to-hexagon`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Welcome to Hexagon');
    await expect.poll(() => page.locator('nav[aria-label="Blog recent posts navigation"] a[aria-current="page"]').textContent()).toBe('Welcome to Hexagon');

    await page.locator('main a[rel="tag"]', { hasText: 'CLI' }).click();
    await page.waitForURL(`${site}blog/tags/cli`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('One post tagged with "CLI"');
    await page.locator('a', { hasText: 'View All Tags' }).click();
    await page.waitForURL(`${site}blog/tags`);
    await expect.poll(() => page.locator('main a[rel="tag"]', { hasText: 'CLI' }).textContent()).toBe('CLI1');

    await page.goto(`${site}blog/welcome-to-hexagon`);
    await page.locator('main .blog-author__name a').first().click();
    await page.waitForURL(`${site}blog/authors/joaco`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Joaco Campero');
    await page.locator('a', { hasText: 'View all authors' }).click();
    await page.waitForURL(`${site}blog/authors`);
    await expect.poll(() => page.locator('main').textContent()).toContain('Joaco Campero');
    await page.close();
  });

  it('the archive lists the post under its year', async () => {
    const { page } = await openPage(desktop(), `${site}blog/archive`);
    expect(await page.locator('h3[id="2025"]').count()).toBe(1);
    expect(await page.locator(`a[href="${post}"]`).textContent()).toBe('May 19 - Welcome to Hexagon');
    await page.close();
  });

  it('serves valid feeds with absolute links to the post', async () => {
    const page = await desktop().newPage();
    for (const [file, needle] of [
      ['rss.xml', '<rss'],
      ['atom.xml', '<feed'],
      ['feed.json', '"version"'],
    ]) {
      const response = await page.request.get(`${site}blog/${file}`);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).toContain(needle);
      expect(text).toContain('https://lt-mayonesa.github.io/hexagon/blog/welcome-to-hexagon');
    }
    await page.close();
  });

  it('puts the recent posts in the drawer on narrow screens', async () => {
    const mobile = await getBrowser().newContext({ viewport: { width: 375, height: 812 } });
    const { page } = await openPage(mobile, `${site}blog/welcome-to-hexagon`);
    expect(await page.locator('nav[aria-label="Blog recent posts navigation"]').isVisible()).toBe(false);
    await page.locator('button[aria-label="Toggle navigation bar"]').click();
    expect(await page.locator('.drawer a[aria-current="page"]').textContent()).toBe('Welcome to Hexagon');
    await mobile.close();
  });
});
