import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const site = inject('siteUrl');
const { browser: getBrowser, desktop } = useBrowser();

const box = (page: Page) => page.locator('.navbar .search-box__input');
const options = (page: Page) => page.locator('.navbar [role="option"]');

/** Types a query into the navbar box and waits until the box answers it (suggestions, 'No results' or an error). */
async function ask(page: Page, query: string) {
  await box(page).fill(query);
  await page.waitForFunction(
    (typed) => {
      const dropdown = document.querySelector('.navbar .search-box__dropdown');
      const input = document.querySelector<HTMLInputElement>('.navbar .search-box__input');
      return input?.value === typed && dropdown && !dropdown.hasAttribute('hidden') && dropdown.getAttribute('data-query') === typed;
    },
    query,
    { timeout: 30_000 },
  );
}

describe('search box', () => {
  it('loads nothing for search with the page, loads on first hover, and finds a word only through stemming', async () => {
    const { page, errors } = await openPage(desktop(), `${site}docs/intro`);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.includes('/__hexsite/search/'))).toEqual([]);
    expect(await page.locator('.navbar .search-box__hint kbd').allTextContents()).toEqual(['ctrl', 'K']);
    expect(await box(page).getAttribute('placeholder')).toBe('Search');
    await box(page).hover();
    await expect.poll(() => requests.some((url) => url.endsWith('/__hexsite/search/index.json')), { timeout: 30_000 }).toBe(true);
    // "configuring" is in no page; its stem is, through "configuration".
    await box(page).focus();
    await ask(page, 'configuring');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    const marks = await page.locator('.navbar [role="option"] .search-box__snippet mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^configur/);
    for (const snippet of await page.locator('.navbar .search-box__snippet').allTextContents()) expect(snippet.length).toBeLessThanOrEqual(50);
    expect(await page.locator('.navbar .search-box__path').first().textContent()).toMatch(/^(Documentation|API)/);
    expect(await page.locator('.navbar .search-box__footer a').allTextContents()).toEqual(['See all results']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a word while it is typed: its completions, and the stem it has run past', async () => {
    const { page, errors } = await openPage(desktop(), `${site}docs/intro`);
    await box(page).focus();
    const marks = () => page.locator('.navbar [role="option"] mark').allTextContents();
    // 'envi' is no word of the index: 'environment' (filed under 'environ') completes it.
    await ask(page, 'envi');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect((await marks()).length).toBeGreaterThan(0);
    for (const mark of await marks()) expect(mark.toLowerCase()).toMatch(/^envi/);
    // 'configurati' runs past the stem of 'configuration', 'configur'.
    await ask(page, 'configurati');
    expect(await options(page).count()).toBeGreaterThan(0);
    for (const mark of await marks()) expect(mark.toLowerCase()).toMatch(/^configur/);
    // A space ends the word: as written, it is in no page.
    await ask(page, 'configurati ');
    expect(await page.locator('.navbar .search-box__empty').textContent()).toBe('No results');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('splits a query on hyphens, excludes -terms, and matches with an edit distance of ~1', async () => {
    const { page } = await openPage(desktop(), `${site}docs/intro`);
    await box(page).focus();
    // No index term holds a hyphen: unsplit, "quick-start" would find nothing.
    await ask(page, 'quick-start');
    const hyphenated = await page.locator('.navbar .search-box__title').allTextContents();
    expect(hyphenated.length).toBeGreaterThan(0);
    await ask(page, 'quick start');
    expect(await page.locator('.navbar .search-box__title').allTextContents()).toEqual(hyphenated);

    await ask(page, 'enviroment');
    expect(await page.locator('.navbar .search-box__empty').textContent()).toBe('No results');
    expect(await page.locator('.navbar .search-box__footer').count()).toBe(0);
    await ask(page, 'enviroment~1');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect((await page.locator('.navbar [role="option"] mark').first().textContent())?.toLowerCase()).toMatch(/^environment/);

    await ask(page, 'environment define');
    const all = await page.locator('.navbar .search-box__title').allTextContents();
    await ask(page, 'environment -define');
    const without = await page.locator('.navbar .search-box__title').allTextContents();
    expect(all.some((title) => /Define/i.test(title))).toBe(true);
    expect(without.length).toBeGreaterThan(0);
    expect(without.some((title) => /Define/i.test(title))).toBe(false);
    await page.close();
  });

  it('shows each query error inline, and answers the next good query', async () => {
    const { page, errors } = await openPage(desktop(), `${site}docs/intro`);
    await box(page).focus();
    const cases: Array<[string, string]> = [
      ['foo:bar', "unrecognised field 'foo', possible fields: 'title', 'headings', 'content'"],
      ['config~x', 'edit distance must be numeric'],
      ['config^x', 'boost must be numeric'],
      ['^2', "expected either a field or a term, found BOOST with value '2'"],
      ['+', 'expecting term or field, found nothing'],
      ['title:', 'expecting term, found nothing'],
    ];
    for (const [query, message] of cases) {
      await ask(page, query);
      expect({ query, alert: await page.locator('.navbar .search-box__error[role="alert"]').textContent() }).toEqual({ query, alert: message });
      await ask(page, 'plugins');
      expect(await page.locator('.navbar .search-box__error').count()).toBe(0);
      expect(await options(page).count()).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('suggests the page whose title is typed first, each page once with its breadcrumb, best section and next sections under it', async () => {
    const { page, errors } = await openPage(desktop(), `${site}docs/intro`);
    await box(page).focus();
    await ask(page, 'Quick start');
    expect(await options(page).first().locator('.search-box__title').textContent()).toBe('Quick start');
    expect(await options(page).first().locator('.search-box__path').textContent()).toBe('Documentation › Getting Started');
    await ask(page, 'pipx');
    const hrefs = await options(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeLessThanOrEqual(8);
    // A page's sections follow it: its path never comes back after another page's.
    const runs = hrefs.filter((href, i) => href !== hrefs[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(hrefs[0]).toMatch(/\/docs\/getting-started\/installation$/);
    expect(await page.locator('.navbar .search-box__option--section').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works from the keyboard: Ctrl+K, arrows, Escape, Enter opens the hit with its terms marked, marks go on the next page', async () => {
    const { page } = await openPage(desktop(), `${site}docs/intro`);
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-box__input'))).toBe(true);
    // A heading's words: its section comes first, and its link opens the page at the heading.
    await ask(page, 'environment values');
    const input = box(page);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.navbar [role="listbox"]').count()).toBe(1);
    const selected = () => page.locator('.navbar [role="option"][aria-selected="true"]').getAttribute('id');
    const first = await selected();
    expect(await input.getAttribute('aria-activedescendant')).toBe(first);
    // Each key is answered by a render of the list: the checks wait for it.
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toBe(first);
    await page.keyboard.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toBe(first);
    const href = await page.locator('.navbar [role="option"][aria-selected="true"]').getAttribute('href');
    expect(href).toMatch(/\?_highlight=.*environ.*#/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.endsWith(href!.replace(/^.*\/hexagon\//, '')), { timeout: 30_000 });
    await expect.poll(() => page.locator('main mark[data-search-highlight]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, hash);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);
    await page.locator('nav[aria-label="Docs sidebar"] a[href$="/docs/intro"]').first().click();
    await page.waitForURL(/\/docs\/intro$/, { timeout: 30_000 });
    await expect.poll(() => page.locator('mark[data-search-highlight]').count()).toBe(0);
    await page.close();
  });
});

describe('search page', () => {
  it('puts first the page a reader wants: for its title, a heading of it, a wildcard and a natural query, each page once with its sections under it', async () => {
    const { page, errors } = await openPage(desktop(), `${site}search`);
    const first = async (query: string) => {
      await page.locator('.search-page__input').fill(query);
      await expect.poll(() => page.locator('.search-page__results').getAttribute('data-query'), { timeout: 30_000 }).toBe(query);
      const group = page.locator('.search-page__group').first();
      return {
        title: await group.locator('h2').textContent(),
        path: await group.locator('.search-page__path').textContent(),
        section: await group.locator('.search-page__hits a').first().textContent(),
      };
    };
    expect(await first('Configuration')).toEqual({ title: 'Configuration', path: 'Documentation › Getting Started', section: 'Introduction' });
    expect(await first('Install with pipx')).toEqual({ title: 'Installation', path: 'Documentation › Getting Started', section: 'Install with pipx' });
    expect((await first('confi*')).title).toBe('Configuration');
    expect(await first('add a custom tool')).toMatchObject({ title: 'Custom tools', path: 'Documentation › Advanced' });
    // Each page is listed once: its titles are all different.
    const titles = await page.locator('.search-page__group h2').allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
    expect(await page.locator('.search-page__group').first().locator('.search-page__hits li').count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('round-trips q, ctx and version, keeps the URL in sync while typing, and is titled like every page', async () => {
    const { page, errors } = await openPage(desktop(), `${site}search?q=environment&ctx=docs&version=current`);
    await expect.poll(() => page.locator('.search-page__count').textContent(), { timeout: 30_000 }).toMatch(/^\d+ documents found$/);
    expect(await page.locator('.search-page__input').inputValue()).toBe('environment');
    expect(await page.title()).toBe('Search results for "environment" | Hexagon');
    expect(await page.locator('main h1').textContent()).toBe('Search results for "environment"');
    const groups = page.locator('.search-page__group');
    expect(await groups.count()).toBeGreaterThan(1);
    expect(await page.locator('.search-page__group').first().locator('.search-page__snippet mark').count()).toBeGreaterThan(0);
    const before = await page.locator('.search-page__count').textContent();

    await page.locator('.search-page__input').fill('environment variables');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('environment variables');
    const params = new URL(page.url()).searchParams;
    expect([params.get('ctx'), params.get('version')]).toEqual(['docs', 'current']);
    await expect.poll(() => page.title()).toBe('Search results for "environment variables" | Hexagon');
    await expect.poll(() => page.locator('.search-page__count').textContent()).not.toBe(before);

    await page.reload();
    await expect.poll(() => page.locator('.search-page__input').inputValue(), { timeout: 30_000 }).toBe('environment variables');
    await page.locator('.search-page__input').fill('');
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await page.title()).toBe('Search the documentation | Hexagon');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is reached from "See all results" and says without JavaScript that search needs it', async () => {
    const { page } = await openPage(desktop(), `${site}docs/intro`);
    await box(page).focus();
    await ask(page, 'plugins');
    await page.locator('.navbar .search-box__footer a').click();
    await page.waitForURL(/\/search\?q=plugins$/, { timeout: 30_000 });
    await expect.poll(() => page.locator('.search-page__input').inputValue(), { timeout: 30_000 }).toBe('plugins');
    await page.close();

    const context = await getBrowser().newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${site}search?q=plugins`);
    expect(await plain.title()).toBe('Search the documentation | Hexagon');
    expect(await plain.locator('.search-page__no-js').textContent()).toBe('Search needs JavaScript. Turn it on in your browser to search this site.');
    await context.close();
  });
});

describe('search contexts', () => {
  // The fixture searches its guides (docs/guides) on their own.
  const fixture = inject('fixtureUrl');

  it('answers within the context of the page, and links to all results within or outside it', async () => {
    const { page, errors } = await openPage(desktop(), `${fixture}docs/guides/first`);
    await box(page).focus();
    await ask(page, 'guide');
    const titles = await page.locator('.navbar .search-box__title').allTextContents();
    expect(new Set(titles)).toEqual(new Set(['First guide', 'Second guide']));
    const within = page.locator('.navbar .search-box__footer a');
    expect(await within.allTextContents()).toEqual(['See all results within "Guides"']);
    expect(await within.getAttribute('href')).toBe('/site/search?q=guide&ctx=docs%2Fguides');

    // Only the introduction says "welcome": nothing within the guides, a link to the rest.
    await ask(page, 'welcome');
    expect(await page.locator('.navbar .search-box__empty').textContent()).toBe('No results');
    expect(await page.locator('.navbar .search-box__footer a').allTextContents()).toEqual(['See all results outside "Guides"']);

    await page.goto(`${fixture}docs/intro`);
    await box(page).focus();
    await ask(page, 'guide');
    expect(await page.locator('.navbar .search-box__title').allTextContents()).toContain('Introduction');
    expect(await page.locator('.navbar .search-box__footer a').allTextContents()).toEqual(['See all results']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('counts only the documents within the context on the search page', async () => {
    const count = async (query: string) => {
      const { page } = await openPage(desktop(), `${fixture}search?${query}`);
      await expect.poll(() => page.locator('.search-page__count').textContent(), { timeout: 30_000 }).toMatch(/^\d+ documents? found$/);
      const found = Number.parseInt((await page.locator('.search-page__count').textContent())!, 10);
      await page.close();
      return found;
    };
    const within = await count('q=guide&ctx=docs%2Fguides');
    const everywhere = await count('q=guide');
    expect(within).toBeGreaterThan(1);
    expect(everywhere).toBeGreaterThan(within);
  });
});

describe('search bounds', () => {
  // Each took from 8 s to minutes in the reader's tab, or crashed it, before the bounds of
  // theme/search/queryBounds.ts; the count shows once the page has run the query.
  it.each([
    ['hexagon~12', /^\d+ documents? found$/],
    ['ops.rota~15', /^(No documents were found|\d+ documents? found)$/],
    [`${'hexagon'.repeat(46)}~2`, /^No documents were found$/],
  ])('answers %s within seconds', async (query, count) => {
    const { page, errors } = await openPage(desktop(), `${site}search?q=${encodeURIComponent(query)}`);
    // The page and the index load first: the query's own time starts once the field shows it.
    await expect.poll(() => page.locator('.search-page__input').inputValue(), { timeout: 30_000 }).toBe(query);
    await expect.poll(() => page.locator('.search-page__count').textContent(), { timeout: 5_000 }).toMatch(count);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a page whose hash is no valid escape, with terms to mark, without a page error', async () => {
    const { page, errors } = await openPage(desktop(), `${site}docs/intro?_highlight=hexagon#%ZZ`);
    await expect.poll(() => page.locator('mark[data-search-highlight]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const bare = await openPage(desktop(), `${site}docs/intro?_highlight=x#%ZZ`);
    await bare.page.waitForTimeout(1_000);
    expect([...errors, ...bare.errors]).toEqual([]);
    await page.close();
    await bare.page.close();
  });
});
