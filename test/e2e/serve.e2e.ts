import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'bin/hexsite.js');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-serve-'));
let serve: ChildProcess | undefined;
/** The origin `hexsite serve` printed, e.g. `http://127.0.0.1:41234`. */
let origin = '';
let printed = '';

/** `hexsite build content --out <temp>/build`, then `hexsite serve build --port 0` from <temp>, as a user would type it. */
beforeAll(async () => {
  const built = spawnSync(process.execPath, [bin, 'build', path.join(repo, 'content'), '--out', path.join(temp, 'build')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  serve = spawn(process.execPath, [bin, 'serve', 'build', '--port', '0'], { cwd: temp, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    serve!.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = / at (http:\/\/\S+)/.exec(printed);
      if (found) resolve(found[1]);
    });
    serve!.once('exit', (code) => reject(new Error(`hexsite serve exited with ${code}: ${printed}`)));
  });
  origin = new URL(url).origin;
});

afterAll(() => {
  serve?.kill('SIGTERM');
  rmSync(temp, { recursive: true, force: true });
});

const { desktop } = useBrowser();

describe('hexsite serve', () => {
  it('prints the URL of the site under its base path', () => {
    expect(printed).toMatch(/^✓ serving build\/ at http:\/\/127\.0\.0\.1:\d+\/hexagon\/\n/);
  });

  it('redirects / to /hexagon/ and renders the home page, which hydrates without errors', async () => {
    const { page, errors } = await openPage(desktop(), `${origin}/`);
    expect(new URL(page.url()).pathname).toBe('/hexagon/');
    expect(await page.title()).toContain('Hexagon');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders a doc page at its URL without a trailing slash, with its styles and script', async () => {
    const { page, errors } = await openPage(desktop(), `${origin}/hexagon/docs/intro`);
    expect(await page.locator('article h1').first().textContent()).toBe('Introduction');
    expect(await page.title()).toBe('Introduction | Hexagon');
    // The stylesheet applied: the navbar is laid out, not a bare list.
    expect(await page.locator('nav').first().evaluate((nav) => getComputedStyle(nav).display)).not.toBe('inline');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const page = await desktop().newPage();
    const response = await page.goto(`${origin}/hexagon/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page Not Found | Hexagon');
    await page.close();
  });
});
