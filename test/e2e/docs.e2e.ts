import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const site = inject('siteUrl');

/** SPEC §2: every doc, its sidebar, and the category it sits in. */
const tutorial: Array<[string, string | null]> = [
  ['intro', null],
  ['getting-started/installation', 'Getting Started'],
  ['getting-started/quick-start', 'Getting Started'],
  ['getting-started/configuration', 'Getting Started'],
  ['guides/creating-a-cli', 'Guides'],
  ['guides/tool-types', 'Guides'],
  ['guides/environments', 'Guides'],
  ['guides/theming', 'Guides'],
  ['guides/plugins', 'Guides'],
  ['advanced/custom-tools', 'Advanced'],
  ['advanced/prompting', 'Advanced'],
  ['advanced/hooks', 'Advanced'],
  ['advanced/internationalization', 'Advanced'],
];
const api: Array<[string, string | null]> = [
  ['api', null],
  ['api/cli', null],
  ['api/tool', null],
  ['api/env', null],
  ['api/actions/web', 'Actions'],
  ['api/actions/shell', 'Actions'],
  ['api/support/output', 'Support'],
  ['api/support/hooks', 'Support'],
  ['api/support/storage', 'Support'],
];

const { browser: getBrowser, desktop } = useBrowser();

describe('docs pages', () => {
  for (const [sidebarLabel, docs] of [
    ['Documentation', tutorial],
    ['API', api],
  ] as const) {
    for (const [id, category] of docs) {
      it(`${id}: title, sidebar highlight, breadcrumbs, table of contents`, async () => {
        const { page, errors } = await openPage(desktop(), `${site}docs/${id}`);
        const h1 = (await page.locator('article h1').textContent())?.trim() ?? '';
        expect(h1.length).toBeGreaterThan(0);
        expect(await page.title()).toBe(`${h1} | Hexagon`);

        const current = page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]');
        await expect.poll(() => current.count()).toBe(1);
        expect(await current.getAttribute('href')).toBe(new URL(`${site}docs/${id}`).pathname);
        expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').textContent()).toBe(sidebarLabel);

        const crumbs = await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents();
        expect(crumbs[0]).toBe('');
        expect(await page.locator('nav[aria-label="Breadcrumbs"] a[aria-label="Home page"]').getAttribute('href')).toBe(new URL(site).pathname);
        if (category) {
          expect(crumbs.slice(1, -1)).toEqual([category]);
          const expanded = page.locator('nav[aria-label="Docs sidebar"] a.is-active-category');
          expect(await expanded.textContent()).toBe(category);
          expect(await expanded.getAttribute('aria-expanded')).toBe('true');
        } else expect(crumbs).toHaveLength(2);

        const tocLinks = await page.locator('nav.toc a').evaluateAll((links) =>
          links.map((link) => document.getElementById(link.getAttribute('href')!.slice(1))?.tagName),
        );
        for (const tag of tocLinks) expect(['H2', 'H3']).toContain(tag);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  for (const id of ['tutorial-extras/manage-docs-versions', 'tutorial-extras/translate-your-site']) {
    it(`${id} renders without a sidebar`, async () => {
      const { page, errors } = await openPage(desktop(), `${site}docs/${id}`);
      expect(await page.locator('article h1').count()).toBe(1);
      expect(await page.locator('nav[aria-label="Docs sidebar"]').count()).toBe(0);
      expect(await page.locator('nav[aria-label="Breadcrumbs"]').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('/docs/ leads to the main doc', async () => {
    const page = await desktop().newPage();
    await page.goto(`${site}docs/`);
    await page.waitForURL(/\/docs\/intro$/);
    expect(await page.title()).toBe('Introduction | Hexagon');
    await page.close();
  });

  it('links previous and next docs in sidebar order', async () => {
    const { page } = await openPage(desktop(), `${site}docs/getting-started/quick-start`);
    const nav = page.locator('nav[aria-label="Docs pages"]');
    expect(await nav.locator('a[rel="prev"]').getAttribute('href')).toMatch(/getting-started\/installation$/);
    await nav.locator('a[rel="next"]').click();
    await page.waitForURL(/getting-started\/configuration$/);
    await page.close();
  });

  it('shows an edit link to the source file', async () => {
    const { page } = await openPage(desktop(), `${site}docs/guides/plugins`);
    expect(await page.locator('a.edit-link').getAttribute('href')).toBe('https://github.com/lt-mayonesa/hexagon/tree/master/website/docs/guides/plugins.md');
    await page.close();
  });
});

describe('other pages', () => {
  it('an unknown path answers 404 with the not-found page', async () => {
    const page = await desktop().newPage();
    const response = await page.goto(`${site}docs/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page Not Found | Hexagon');
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    await page.close();
  });

  it('the home page shows the hero, a call to action and three features', async () => {
    const { page, errors } = await openPage(desktop(), site);
    expect(await page.title()).toBe("Hexagon - Build your Team's CLI | Hexagon");
    expect(await page.locator('.home-hero__title').textContent()).toBe('Hexagon');
    expect(await page.locator('.home-hero__tagline').textContent()).toContain("Make your team's knowledge truly accessible");
    expect(await page.locator('.home-hero a', { hasText: 'Get Started' }).getAttribute('href')).toBe(`${new URL(site).pathname}docs/intro`);
    expect(await page.locator('.home-feature').count()).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the markdown page renders', async () => {
    const { page } = await openPage(desktop(), `${site}markdown-page`);
    const h1 = await page.locator('h1').first().textContent();
    expect(await page.title()).toBe(`${h1} | Hexagon`);
    await page.close();
  });

  it('navbar and footer carry the links of SPEC §2', async () => {
    const { page } = await openPage(desktop(), `${site}docs/intro`);
    const nav = page.locator('nav[aria-label="Main"]');
    expect(await nav.locator('.navbar__items:not(.navbar__items--right) .navbar__links a').allTextContents()).toEqual(['Documentation', 'API', 'Blog']);
    const github = nav.locator('a[href="https://github.com/lt-mayonesa/hexagon"]');
    expect(await github.getAttribute('target')).toBe('_blank');
    expect(await github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await nav.locator('a[href="https://pypi.org/project/hexagon/"]').count()).toBe(1);
    const footer = page.locator('footer.footer');
    expect(await footer.locator('.footer__title').allTextContents()).toEqual(['Docs', 'Community', 'More']);
    expect(await footer.locator('a', { hasText: 'Getting Started' }).getAttribute('href')).toMatch(/docs\/intro$/);
    expect(await footer.locator('a', { hasText: 'API Reference' }).getAttribute('href')).toMatch(/docs\/api$/);
    expect(await footer.locator('.footer__copyright').textContent()).toContain('2025');
    await page.close();
  });
});
