// A site in French (test/fixtures/french-site): the theme speaks French, from hexsite's shipped
// translation and the site's own i18n/fr/code.json, on the first load and after in-place
// navigation (the strings travel in the page data), in the search box and the copy button, and
// in the texts the Markdown writes (admonition titles, heading links).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { desktop } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-fr-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  ({ siteUrl, close } = await buildAndServe(path.resolve(import.meta.dirname, '../fixtures/french-site'), path.join(temp, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

const text = (page: Page, selector: string) => page.locator(selector).first().innerText();
const attribute = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);

describe('a French site', () => {
  it("speaks French on the first load, with the site's code.json over the shipped translation", async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/intro`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await text(page, '.toc__title')).toBe('Sur cette page');
    // code.json says "Modifier", the shipped translation "Éditer".
    expect(await text(page, '.edit-link')).toBe('Modifier cette page');
    expect(await text(page, '.pagination__link--next .pagination__sublabel')).toBe('Suivant');
    expect(await attribute(page, '.breadcrumbs', 'aria-label')).toBe("Fil d'Ariane");
    expect(await attribute(page, '.color-toggle', 'aria-label')).toMatch(/^Basculer entre le mode sombre et clair \(actuellement mode (clair|sombre|système)\)$/);
    expect(await attribute(page, '.navbar .search-box__input', 'placeholder')).toBe('Rechercher');
    await page.locator('.code-block').hover();
    expect(await text(page, '.code-block__copy')).toBe('Copier');
    expect(await attribute(page, '.code-block__copy', 'aria-label')).toBe('Copier le code dans le presse-papiers');
    expect(errors).toEqual([]);
  });

  it('keeps speaking French after an in-place navigation', async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/intro`);
    await page.evaluate(() => ((window as unknown as { __inPlace: boolean }).__inPlace = true));
    await page.locator('.pagination__link--next').click();
    await page.waitForURL(/\/docs\/guide$/);
    await page.locator('.pagination__link--prev').waitFor();
    // The same document: the router rendered the page from its data.
    expect(await page.evaluate(() => (window as unknown as { __inPlace?: boolean }).__inPlace)).toBe(true);
    expect(await text(page, '.pagination__link--prev .pagination__sublabel')).toBe('Précédent');
    expect(await text(page, '.edit-link')).toBe('Modifier cette page');
    expect(errors).toEqual([]);
  });

  it('says in French that the search found nothing', async () => {
    const { page } = await openPage(desktop(), `${siteUrl}docs/intro`);
    await page.locator('.navbar .search-box__input').fill('zzzzqx');
    await page.locator('.navbar .search-box__empty').waitFor({ timeout: 30_000 });
    expect(await text(page, '.navbar .search-box__empty')).toBe('Aucun résultat');
    expect(await attribute(page, '.navbar [role="listbox"]', 'aria-label')).toBe('Suggestions de recherche');
  });

  it("writes the Markdown's own texts in French: admonition titles, heading links, the package manager tabs", async () => {
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/guide`);
    const titles = await page.locator('#__content .admonition-heading').allInnerTexts();
    // The default titles in French (caution takes warning's), a title written in the page as written.
    expect(titles.map((title) => title.toLowerCase())).toEqual(['remarque', 'titre écrit', 'attention']);
    const link = page.locator('#__content h2#installer .hash-link');
    expect(await link.getAttribute('title')).toBe('Lien direct vers Installer');
    expect(await link.getAttribute('aria-label')).toBe('Lien direct vers Installer');
    expect(await attribute(page, '#__content [role="tablist"]', 'aria-label')).toBe('Gestionnaire de paquets');
    expect(errors).toEqual([]);
  });

  it('writes blog texts, reading times and dates in French', async () => {
    const { page } = await openPage(desktop(), `${siteUrl}blog`);
    expect(await text(page, '.blog-post__meta')).toMatch(/19 mai 2025.*Une minute de lecture/s);
    expect(await text(page, '.blog-post__read-more')).toBe('Lire plus');
    expect(await text(page, '.tag-list b')).toBe('Tags :');
  });
});
