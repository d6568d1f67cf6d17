import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { serveBuiltFixture } from './builtFixture.js';

// Docusaurus's conventions as a carried-over site writes them (test/fixtures/docusaurus-conventions):
// sidebar classes from the sidebars file and from front matter, editUrl functions, every post in
// the blog's sidebar.
const { desktop } = useBrowser();
let url = '';
let close = async () => {};

beforeAll(async () => {
  const served = await serveBuiltFixture('docusaurus-conventions');
  url = served.url;
  close = served.close;
});
afterAll(() => close());

describe("Docusaurus's conventions", () => {
  it("styles sidebar items by their className and sidebar_class_name, through hydration and in-place navigation", async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/`);
    const newGuide = page.locator('.sidebar-new > .menu__link');
    await expect.poll(() => newGuide.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(0, 128, 0)');
    expect(await page.locator('.sidebar-guides .menu__category-row').evaluate((row) => getComputedStyle(row).textTransform)).toBe('uppercase');
    expect(await page.locator('li.sidebar-intro a').getAttribute('href')).toBe('/docs');
    // In place: the sidebar the router renders keeps the classes.
    await page.locator('li.menu__item:not(.sidebar-new) > a[href="/docs/guides/second"]').click();
    await page.waitForURL(`${url}docs/guides/second`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Second guide');
    expect(await newGuide.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(0, 128, 0)');
    expect(await page.locator('.sidebar-new').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leads "Edit this page" where the editUrl functions say, for docs and posts', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/guides/first`);
    expect(await page.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).toBe('https://git.example/edit/en/docs/guides/first.md');
    await page.goto(`${url}blog/2024/03/02/post-2`);
    expect(await page.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).toBe('https://git.example/blog/blog/2024-03-02-post-2.md');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a doc's last update from its front matter, in the reader's words, the date in a <time>", async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/guides/first`);
    const updated = page.locator('.doc__footer .last-updated');
    expect(await updated.textContent()).toBe('Last updated on March 4, 2024 by The docs team');
    expect(await updated.locator('time').getAttribute('datetime')).toBe('2024-03-04T00:00:00.000Z');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the sidebar a doc's displayed_sidebar names, and a doc that is both a category's page and an item", async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/elsewhere`);
    const sidebar = page.locator('.docs-sidebar');
    await expect.poll(() => sidebar.getByRole('link', { name: 'Second, from the extra sidebar' }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Intro' }).count()).toBe(0);
    await page.goto(`${url}docs/guides/first`);
    expect(await page.locator('h1').textContent()).toBe('First guide');
    // The category's link and its first item both lead to the page, and both show it is the one read.
    expect(await page.locator('.docs-sidebar a[aria-current="page"][href="/docs/guides/first"]').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leads a .md link written from the docs root to its page', async () => {
    const { page, errors } = await openPage(desktop(), `${url}docs/`);
    await page.locator('.markdown').getByRole('link', { name: 'the second' }).click();
    await page.waitForURL(`${url}docs/guides/second`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Second guide');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("lists every post in the blog's sidebar for blogSidebarCount 'ALL'", async () => {
    const { page, errors } = await openPage(desktop(), `${url}blog`);
    const sidebar = page.locator('nav.blog-sidebar');
    await expect.poll(() => sidebar.getByRole('link').count()).toBe(7);
    expect(errors).toEqual([]);
    await page.close();
  });
});
