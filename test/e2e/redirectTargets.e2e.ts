// Where a redirect page may send a reader: the targets the config takes stay on the site in
// Chromium, escapes and all; only an absolute URL written in full leaves it; and every target
// Chromium follows off the site is one the config refuses.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRedirectTarget } from '../../src/util/redirectTarget.js';
import { useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { browser } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-redirects-'));
let siteUrl = '';
let close = async () => {};

beforeAll(async () => {
  const site = path.join(temp, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
  writeFileSync(
    path.join(site, 'hexsite.config.ts'),
    `export default {
  title: 'R', url: 'https://r.example', baseUrl: '/', onBrokenLinks: 'ignore',
  redirects: [
    { from: '/r1', to: '/%5Cevil.com' },
    { from: '/r2', to: '/%2F%2Fevil.com' },
    { from: '/r3', to: '/..//evil.com' },
    { from: '/out', to: 'https://other.example/page' },
  ],
};\n`,
  );
  ({ siteUrl, close } = await buildAndServe(site, path.join(temp, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

/** Follows the redirect at `from`: the first address the browser goes to that `landing` matches. */
async function follow(from: string, landing: RegExp): Promise<string> {
  const context = await browser().newContext();
  const origin = new URL(siteUrl).origin;
  // Nothing leaves the machine: other sites' addresses are recorded, not loaded.
  await context.route('**/*', (route) => (route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort()));
  const page = await context.newPage();
  const landed = page.waitForRequest((request) => request.isNavigationRequest() && landing.test(request.url()));
  await page.goto(`${siteUrl}${from.slice(1)}`, { waitUntil: 'commit' });
  const url = (await landed).url();
  await context.close();
  return url;
}

describe('redirect targets in Chromium', () => {
  it('keeps encoded backslashes and slashes on the site', async () => {
    const origin = new URL(siteUrl).origin;
    expect(await follow('/r1', /evil\.com/)).toBe(`${origin}/%5Cevil.com`);
    expect(await follow('/r2', /evil\.com/)).toBe(`${origin}/%2F%2Fevil.com`);
    expect(await follow('/r3', /evil\.com/)).toBe(`${origin}//evil.com`);
  });

  it('leaves the site only for an absolute URL written in full', async () => {
    expect(await follow('/out', /other\.example/)).toBe('https://other.example/page');
  });

  it('leaves the site only for targets the config refuses or writes in full', async () => {
    const site = 'https://site.example';
    const targets = ['/\\evil.com', '//evil.com', '/\\/evil.com', '/\t/evil.com', '/\n/evil.com', '\\\\evil.com', ' //evil.com', 'https:evil.com', 'https:\\\\evil.com', 'https://evil.com', '/%5Cevil.com', '/%2F%2Fevil.com', '/..//evil.com', 'evil.com', '/docs/x'];
    const context = await browser().newContext();
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      const to = url.searchParams.get('to');
      if (url.origin !== site || to === null) return route.abort();
      const body = `<!DOCTYPE html><script>location.replace(${JSON.stringify(to)})</script>`;
      return route.fulfill({ contentType: 'text/html', body });
    });
    const page = await context.newPage();
    const seen: Array<[string, boolean]> = [];
    for (const to of targets) {
      const start = `${site}/base/page?to=${encodeURIComponent(to)}`;
      const next = page.waitForRequest((request) => request.isNavigationRequest() && request.url() !== start);
      await page.goto(start, { waitUntil: 'commit' });
      seen.push([to, new URL((await next).url()).origin !== site]);
    }
    await context.close();
    // Chromium's reading, next to the config's: a target it follows off the site is never a path.
    expect(seen.map(([to, left]) => [to, left, readRedirectTarget(to)])).toEqual(seen.map(([to, left]) => [to, left, left ? (to.startsWith('https://') ? 'external' : 'offSite') : to.startsWith('/') ? 'path' : 'offSite']));
    // `https:evil.com` is a path relative to an https page (Chromium agrees), and refused as not written from the root.
    expect(seen.filter(([, left]) => left).map(([to]) => to)).toEqual(targets.slice(0, 10).filter((to) => to !== 'https:evil.com'));
  });
});
