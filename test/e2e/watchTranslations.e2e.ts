// `hexsite serve --watch --locale fr` on a copy of test/fixtures/locales: the French page shows
// the Markdown's own texts in French (admonition titles, heading links' labels), and an edit of
// the locale's translation files (code.json, navbar.json), a mistake in one, and a translated
// page added and removed show in the open page as other edits do; so do edits of the default
// locale's code.json and navbar.json while it is served.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutDir } from '../../src/watch/devOutDir.js';
import { openPage, useBrowser } from './browser.js';

const repo = path.resolve(import.meta.dirname, '../..');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-watch-fr-'));
const site = path.join(temp, 'site');
const fr = path.join(site, 'i18n/fr');
/** A running `hexsite serve --watch`: what it printed, and the address it serves. */
interface Served {
  process: ChildProcess;
  printed: string;
  url: string;
}

/** `hexsite serve --watch <site> --port 0` and the arguments given, once it serves. */
async function serve(siteDir: string, args: string[]): Promise<Served> {
  const child = spawn(process.execPath, [path.join(repo, 'bin/hexsite.js'), 'serve', '--watch', path.relative(temp, siteDir), '--port', '0', ...args], { cwd: temp, stdio: ['ignore', 'pipe', 'pipe'] });
  const served: Served = { process: child, printed: '', url: '' };
  const collect = (chunk: Buffer) => (served.printed += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  served.url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const found = /serving it at (http:\/\/\S+)/.exec(served.printed);
      if (found) resolve(found[1]);
      else setTimeout(look, 50);
    };
    look();
    child.once('exit', (code) => reject(new Error(`serve --watch exited with ${code}: ${served.printed}`)));
  });
  return served;
}

let french: Served;
/** The French locale's address, e.g. `http://127.0.0.1:41234/tern/fr/`. */
let siteUrl = '';

const START = `---
title: Premiers pas
---

Tern dessine des cartes du rivage.

:::note

Les cartes sont mises à jour chaque semaine.

:::

## Installation

Lancez l'installateur.
`;

const json = (messages: Record<string, string>) => JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, { message }])), null, 2);

beforeAll(async () => {
  cpSync(path.join(repo, 'test/fixtures/locales'), site, { recursive: true });
  writeFileSync(path.join(fr, 'docusaurus-plugin-content-docs/current/start.md'), START);
  french = await serve(site, ['--locale', 'fr']);
  siteUrl = french.url;
});

afterAll(() => {
  french?.process.kill('SIGTERM');
  rmSync(temp, { recursive: true, force: true });
  rmSync(path.dirname(devOutDir(site)), { recursive: true, force: true });
});

const { desktop } = useBrowser();

async function open(url: string): Promise<Page> {
  const { page } = await openPage(desktop(), url);
  return page;
}

const admonitionTitle = (page: Page) => page.locator('#__content .admonition-heading').first();
const anchor = (page: Page) => page.locator('#__content h2#installation .hash-link');

describe('serve --watch --locale fr', () => {
  it("writes the Markdown's own texts in French: an admonition's default title, a heading link's label", async () => {
    expect(siteUrl).toMatch(/\/tern\/fr\/$/);
    const page = await open(`${siteUrl}docs/start`);
    expect(await admonitionTitle(page).textContent()).toBe('Remarque');
    expect(await anchor(page).getAttribute('title')).toBe('Lien direct vers Installation');
    expect(await anchor(page).getAttribute('aria-label')).toBe('Lien direct vers Installation');
    await page.close();
  });

  it('shows an edit of code.json in the open page: the parsed texts and the theme', async () => {
    const page = await open(`${siteUrl}docs/start`);
    await writeFile(path.join(fr, 'code.json'), json({ 'theme.admonition.note': 'Nota bene', 'theme.common.headingLinkTitle': 'Lien vers {heading}', 'theme.docs.paginator.next': 'Page suivante' }));
    await page.locator('#__content .admonition-heading', { hasText: 'Nota bene' }).waitFor();
    await page.locator('.pagination__link--next .pagination__sublabel', { hasText: 'Page suivante' }).waitFor();
    expect(await anchor(page).getAttribute('title')).toBe('Lien vers Installation');
    // Taken back: the shipped translation again, from no stale page of the cache.
    await writeFile(path.join(fr, 'code.json'), json({ 'theme.docs.paginator.next': 'Page suivante' }));
    await page.locator('#__content .admonition-heading', { hasText: 'Remarque' }).waitFor();
    expect(await anchor(page).getAttribute('title')).toBe('Lien direct vers Installation');
    await page.close();
  });

  it('shows an edit of navbar.json in the open page', async () => {
    const page = await open(`${siteUrl}docs/start`);
    expect(await page.locator('.navbar__title').textContent()).toBe('Sterne');
    await writeFile(path.join(fr, 'docusaurus-theme-classic/navbar.json'), json({ title: 'Sterne arctique', 'item.label.Blog': 'Carnet' }));
    await page.locator('.navbar__title', { hasText: 'Sterne arctique' }).waitFor();
    await page.locator('a.navbar__link', { hasText: 'Carnet' }).waitFor();
    await page.close();
  });

  it('shows a mistake in code.json with its file and line, keeps serving the last good build, and clears it once fixed', async () => {
    const page = await open(`${siteUrl}docs/start`);
    const from = french.printed.length;
    await writeFile(path.join(fr, 'code.json'), '{\n  "theme.docs.paginator.next": { "message": "Après", }\n}\n');
    await page.locator('hexsite-error-overlay .place').first().waitFor();
    expect(await page.locator('hexsite-error-overlay .place').first().textContent()).toMatch(/^i18n\/fr\/code\.json:2/);
    await expect.poll(() => french.printed.slice(from), { timeout: 30000 }).toMatch(/✗ i18n\/fr\/code\.json changed · build failed/);
    const served = await page.request.get(`${siteUrl}docs/start`);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain('Page suivante');
    await writeFile(path.join(fr, 'code.json'), json({ 'theme.docs.paginator.next': 'Après' }));
    await page.locator('hexsite-error-overlay').waitFor({ state: 'detached' });
    await page.locator('.pagination__link--next .pagination__sublabel', { hasText: 'Après' }).waitFor();
    await page.close();
  });

  it('serves a translated page once it is added, and the original again once it is removed', async () => {
    const page = await open(`${siteUrl}docs/guides/birds`);
    expect(await page.locator('h1').textContent()).toBe('Birds');
    const translated = path.join(fr, 'docusaurus-plugin-content-docs/current/guides/birds.md');
    await writeFile(translated, '---\ntitle: Oiseaux\n---\n\nLes oiseaux du rivage.\n');
    await page.locator('h1', { hasText: 'Oiseaux' }).waitFor();
    await rm(translated);
    await page.locator('h1', { hasText: 'Birds' }).waitFor();
    await page.close();
  });
});

describe('serve --watch of the default locale', () => {
  const english = path.join(temp, 'english');
  let served: Served | undefined;
  beforeAll(async () => {
    cpSync(path.join(repo, 'test/fixtures/locales'), english, { recursive: true });
    served = await serve(english, []);
  });
  afterAll(() => {
    served?.process.kill('SIGTERM');
    rmSync(path.dirname(devOutDir(english)), { recursive: true, force: true });
  });

  it("shows edits of the default locale's code.json and navbar.json in the open page", async () => {
    expect(served!.url).toMatch(/\/tern\/$/);
    const page = await open(`${served!.url}docs/start`);
    expect(await page.locator('.navbar__title').textContent()).toBe('Tern');
    mkdirSync(path.join(english, 'i18n/en/docusaurus-theme-classic'), { recursive: true });
    await writeFile(path.join(english, 'i18n/en/code.json'), json({ 'theme.docs.paginator.next': 'Onward' }));
    await page.locator('.pagination__link--next .pagination__sublabel', { hasText: 'Onward' }).waitFor();
    await writeFile(path.join(english, 'i18n/en/docusaurus-theme-classic/navbar.json'), json({ title: 'Tern maps' }));
    await page.locator('.navbar__title', { hasText: 'Tern maps' }).waitFor();
    await page.close();
  });
});
