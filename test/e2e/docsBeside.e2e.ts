import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutDir } from '../../src/watch/devOutDir.js';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

// The `docs-beside-site` fixture: the site in `website/`, its docs (`docs.path: '../docs'`) and
// blog beside it, as in most Docusaurus monorepos.
const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'bin/hexsite.js');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-beside-'));
const website = path.join(temp, 'beside/website');
const intro = path.join(temp, 'beside/docs/intro.md');
let served: Awaited<ReturnType<typeof buildAndServe>>;
let watcher: ChildProcess | undefined;
let printed = '';

beforeAll(async () => {
  cpSync(path.join(repo, 'test/fixtures/docs-beside-site'), path.join(temp, 'beside'), { recursive: true, filter: (source) => !source.includes(`${path.sep}.hexsite`) });
  served = await buildAndServe(website, path.join(temp, 'out'));
});

afterAll(async () => {
  watcher?.kill('SIGTERM');
  await served?.close();
  rmSync(temp, { recursive: true, force: true });
  rmSync(path.dirname(devOutDir(website)), { recursive: true, force: true });
});

const { desktop } = useBrowser();

describe('docs in a folder beside the site folder', () => {
  it('serves the docs, whose links lead from one doc to the next, with the image from the site\'s static folder', async () => {
    const { page, errors } = await openPage(desktop(), `${served.siteUrl}docs/intro`);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');
    const image = page.locator('#__content img[alt="Mark"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    await page.locator('#__content a', { hasText: 'the first guide' }).click();
    await page.waitForURL(`${served.siteUrl}docs/guides/first`);
    await expect.poll(() => page.locator('.greeting').textContent()).toBe('Hello, reader');
    await page.locator('#__content a', { hasText: 'the introduction' }).click();
    await page.waitForURL(`${served.siteUrl}docs/intro`);
    expect(await page.locator('.edit-link').getAttribute('href')).toBe('https://git.example.com/acme/cli/edit/main/website/../docs/intro.md');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows an edit of a doc of that folder under `hexsite serve --watch`', async () => {
    watcher = spawn(process.execPath, [bin, 'serve', '--watch', 'website', '--port', '0'], { cwd: path.join(temp, 'beside'), stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => (printed += chunk.toString());
    watcher.stdout!.on('data', collect);
    watcher.stderr!.on('data', collect);
    await expect.poll(() => /serving it at (http:\/\/\S+)/.exec(printed)?.[1], { timeout: 60_000 }).toBeTruthy();
    const siteUrl = /serving it at (http:\/\/\S+)/.exec(printed)![1];
    const { page } = await openPage(desktop(), `${siteUrl}docs/intro`);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');
    await writeFile(intro, readFileSync(intro, 'utf8').replace('The docs folder lies beside the site folder.', 'Edited beside the site folder.'));
    await page.locator('#__content', { hasText: 'Edited beside the site folder.' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => printed).toMatch(/✓ \.\.\/docs\/intro\.md changed/);
    await page.close();
  });
});
