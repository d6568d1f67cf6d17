import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const repo = path.resolve(import.meta.dirname, '../..');
const { desktop } = useBrowser();
const sites: Record<'fr' | 'zh' | 'ja', string> = { fr: '', zh: '', ja: '' };
const closers: Array<() => Promise<void>> = [];
let temp: string;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-search-languages-'));
  for (const language of ['fr', 'zh', 'ja'] as const) {
    const { siteUrl, close } = await buildAndServe(path.join(repo, `test/fixtures/search-${language}`), path.join(temp, language));
    sites[language] = siteUrl;
    closers.push(close);
  }
});

afterAll(async () => {
  for (const close of closers) await close();
  rmSync(temp, { recursive: true, force: true });
});

const box = (page: Page) => page.locator('.navbar .search-box__input');

/** Types a query into the navbar box and waits until the box answers it; the suggestions' titles and marked words. */
async function ask(page: Page, query: string): Promise<{ titles: string[]; marks: string[] }> {
  await box(page).focus();
  await box(page).fill(query);
  await page.waitForFunction((typed) => document.querySelector('.navbar .search-box__dropdown')?.getAttribute('data-query') === typed, query, { timeout: 30_000 });
  return {
    titles: await page.locator('.navbar .search-box__title').allTextContents(),
    marks: await page.locator('.navbar [role="option"] mark').allTextContents(),
  };
}

/** The search page's answer to a query in its URL: the pages' titles and the marked words of their snippets. */
async function searchPage(page: Page, site: string, query: string): Promise<{ titles: string[]; marks: string[] }> {
  await page.goto(`${site}search?q=${encodeURIComponent(query)}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForFunction(() => document.querySelector('.search-page__group') !== null, undefined, { timeout: 30_000 });
  return {
    titles: await page.locator('.search-page__group h2').allTextContents(),
    marks: await page.locator('.search-page__group mark').allTextContents(),
  };
}

describe('search in French', () => {
  it('finds a word by its stem, without accents, and not by a stop word, loading French with the index only', async () => {
    const { page, errors } = await openPage(desktop(), `${sites.fr}configuration`);
    expect(await page.locator('main h1').textContent()).toBe('Configuration');
    // The scripts that arrive, and whether one of them is lunr-languages' French.
    const french: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text()).includes('trimmer-fr')) french.push(response.url());
    });
    await page.waitForTimeout(300);
    expect(french).toEqual([]);
    // "configurer" is in no page: "configuration", "configurez" and "Configurer" share its stem.
    const configure = await ask(page, 'configurer');
    expect(configure.titles).toContain('Configuration');
    expect(configure.marks.length).toBeGreaterThan(0);
    for (const mark of configure.marks) expect(mark.toLowerCase()).toMatch(/^configur/);
    expect(french).toHaveLength(1);
    // Accents folded: "deploiement" finds "Déploiement".
    expect((await ask(page, 'deploiement')).titles).toContain('Déploiement');
    // "installation" finds "l'installation", which is marked whole.
    const install = await ask(page, 'installation');
    expect(install.titles).toContain('Déploiement');
    expect(install.marks).toContain("l'installation");
    // "les" is a French stop word: in every page, and in no index.
    await ask(page, 'les');
    expect(await page.locator('.navbar .search-box__empty').textContent()).toBe('Aucun résultat');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists and marks French results on the search page, and marks the words on the page a result opens', async () => {
    const { page, errors } = await openPage(desktop(), `${sites.fr}search`);
    const found = await searchPage(page, sites.fr, 'cadre');
    expect(found.titles).toContain('Configuration');
    expect(found.marks.map((mark) => mark.toLowerCase())).toContain('cadres');
    await page.locator('.search-page__group a[href*="_highlight"]').first().click();
    await page.waitForURL(/\/configuration\?_highlight=/, { timeout: 30_000 });
    await expect.poll(() => page.locator('main mark[data-search-highlight]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const mark of await page.locator('main mark[data-search-highlight]').allTextContents()) expect(mark.toLowerCase()).toMatch(/^cadre/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('search in Chinese and Japanese', () => {
  it('finds a Chinese word inside a sentence, and as its first character is typed, in the box and on the search page, and marks that word alone', async () => {
    const { page, errors } = await openPage(desktop(), sites.zh);
    expect(await page.locator('main h1').textContent()).toBe('简介');
    const box = await ask(page, '配置');
    expect(box.titles).toContain('命令');
    expect(box.marks).toContain('配置');
    expect(new Set(box.marks)).toEqual(new Set(['配置']));
    // Its first character, being typed, stands for the words it begins.
    const typed = await ask(page, '配');
    expect(typed.titles).toContain('命令');
    expect(new Set(typed.marks)).toEqual(new Set(['配置']));
    const found = await searchPage(page, sites.zh, '配置');
    expect(found.titles[0]).toBe('命令');
    expect(new Set(found.marks)).toEqual(new Set(['配置']));
    await page.locator('.search-page__group a[href*="_highlight"]').first().click();
    await page.waitForURL(/\/commands\?_highlight=/, { timeout: 30_000 });
    await expect.poll(() => page.locator('main mark[data-search-highlight]').allTextContents(), { timeout: 30_000 }).toContain('配置');
    expect(new Set(await page.locator('main mark[data-search-highlight]').allTextContents())).toEqual(new Set(['配置']));
    // A Latin word among the Chinese is a word of its own.
    const latin = await ask(page, 'hive');
    expect(latin.titles.some((title) => title.startsWith('简介'))).toBe(true);
    expect(latin.marks).toContain('hive');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds a Japanese word among kana and kanji', async () => {
    const { page, errors } = await openPage(desktop(), sites.ja);
    expect(await page.locator('main h1').textContent()).toBe('はじめに');
    const found = await ask(page, '出力');
    expect(found.titles).toContain('設定');
    expect(new Set(found.marks)).toEqual(new Set(['出力']));
    const page2 = await searchPage(page, sites.ja, 'オプション');
    expect(page2.titles).toContain('設定');
    expect(new Set(page2.marks)).toEqual(new Set(['オプション']));
    expect(errors).toEqual([]);
    await page.close();
  });
});
