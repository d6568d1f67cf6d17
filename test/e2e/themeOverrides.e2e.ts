import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { devOutDir } from '../../src/watch/devOutDir.js';
import { copyFixture, serveBuiltFixture } from './builtFixture.js';

// The fixture wraps the footer (@theme-original/Footer and a line under it) and replaces the
// not-found page; it is built from a copy, so its theme cache does not land in the repository.
const { desktop } = useBrowser();
let url = '';
let close = async () => {};

beforeAll(async () => {
  const served = await serveBuiltFixture('theme-overrides');
  url = served.url;
  close = served.close;
});
afterAll(() => close());

describe('theme overrides', () => {
  it('shows the wrapped footer in the server-rendered page, after hydration and after in-place navigation', async () => {
    const response = await fetch(`${url}docs/intro`);
    const html = await response.text();
    expect(html).toContain('<p class="site-footer-note">Built with overrides.</p>');
    expect(html).toContain('Copyright © 2025 Overrides');

    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    const note = page.locator('.site-footer-note');
    expect(await note.textContent()).toBe('Built with overrides.');
    expect(await page.locator('footer.footer').count()).toBe(1);
    // In-place navigation: the client router renders the next page with the site's bundle.
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.locator('article a', { hasText: 'second page' }).click();
    await page.waitForURL(`${url}docs/second`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Second');
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    expect(await note.textContent()).toBe('Built with overrides.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("serves the site's own not-found page, rendered on the server and kept by hydration", async () => {
    const response = await fetch(`${url}docs/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Lost in the hive</h1>');
    const { page, errors } = await openPage(desktop(), `${url}docs/missing`);
    expect(await page.locator('main h1').textContent()).toBe('Lost in the hive');
    expect(await page.locator('.site-footer-note').count()).toBe(1);
    expect(errors.filter((error) => !error.startsWith('404 '))).toEqual([]);
    await page.close();
  });
});

describe('theme overrides under serve --watch', () => {
  let watcher: ChildProcess | undefined;
  let printed = '';
  let temp = '';
  afterAll(async () => {
    watcher?.kill('SIGTERM');
    await new Promise((resolve) => (!watcher || watcher.exitCode !== null ? resolve(null) : watcher.once('exit', resolve)));
    await rm(temp, { recursive: true, force: true });
    await rm(path.dirname(devOutDir(path.join(temp, 'site'))), { recursive: true, force: true });
  });

  it('rebuilds the theme when an override is edited, and the open page shows the change', async () => {
    const copied = await copyFixture('theme-overrides');
    temp = copied.temp;
    const siteDir = copied.siteDir;
    const bin = path.resolve(import.meta.dirname, '../../bin/hexsite.js');
    watcher = spawn(process.execPath, [bin, 'serve', '--watch', 'site', '--port', '0'], { cwd: temp, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => (printed += chunk.toString());
    watcher.stdout!.on('data', collect);
    watcher.stderr!.on('data', collect);
    await expect.poll(() => /serving it at (http:\/\/\S+)/.exec(printed)?.[1], { timeout: 60000 }).toBeTruthy();
    const siteUrl = /serving it at (http:\/\/\S+)/.exec(printed)![1];
    const { page, errors } = await openPage(desktop(), `${siteUrl}docs/intro`);
    expect(await page.locator('.site-footer-note').textContent()).toBe('Built with overrides.');

    const footer = path.join(siteDir, 'src/theme/Footer.tsx');
    await writeFile(footer, (await readFile(footer, 'utf8')).replace('Built with overrides.', 'Edited while serving.'));
    await expect.poll(() => page.locator('.site-footer-note').textContent(), { timeout: 30000 }).toBe('Edited while serving.');
    expect(printed).toMatch(/✓ src\/theme\/Footer\.tsx changed · 5 of 5 pages re-rendered/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
