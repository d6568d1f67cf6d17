import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { copyFixture, serveBuiltFixture } from './builtFixture.js';
import { devOutDir } from '../../src/watch/devOutDir.js';

// The fixture's counter page uses state: it hydrates as an island. Its docs page does not.
const { browser, desktop } = useBrowser();
let url = '';
let out = '';
let close = async () => {};

beforeAll(async () => {
  const served = await serveBuiltFixture('islands');
  url = served.url;
  out = served.outDir;
  close = served.close;
});
afterAll(() => close());

const value = (page: import('playwright-core').Page) => page.locator('.counter__value').textContent();

describe('islands', () => {
  it('hydrates a React page with state: clicks count, and count again after leaving it in place and coming back', async () => {
    const { page, errors } = await openPage(desktop(), `${url}counter`);
    const button = page.locator('.counter__button');
    await page.locator('hexsite-island').waitFor({ state: 'attached' });
    // Hydrated once the island's module has run: a click then counts.
    await expect.poll(async () => {
      if ((await value(page)) === 'Clicks: 0') await button.click();
      return value(page);
    }).toBe('Clicks: 1');
    await button.click();
    expect(await value(page)).toBe('Clicks: 2');
    // Away in place, and back: a new page, whose counter starts again and works.
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 42));
    await page.locator('main a', { hasText: 'introduction' }).click();
    await page.waitForURL(`${url}docs/intro`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Introduction');
    await page.locator('.navbar a', { hasText: 'Counter' }).first().click();
    await page.waitForURL(`${url}counter`);
    await expect.poll(() => value(page)).toBe('Clicks: 0');
    await expect.poll(async () => {
      if ((await value(page)) === 'Clicks: 0') await button.click();
      return value(page);
    }).toBe('Clicks: 1');
    await button.click();
    await button.click();
    expect(await value(page)).toBe('Clicks: 3');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // The counter's own stylesheet came with the page.
    expect(await page.locator('.counter').evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the page without JavaScript: its content is readable', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}counter`);
    expect(await page.locator('h1').first().textContent()).toBe('Counter');
    expect(await value(page)).toBe('Clicks: 0');
    expect(await page.locator('main p').first().textContent()).toContain('Without JavaScript this text is still here.');
    await context.close();
  });

  it('ships no island code to a page without islands', async () => {
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(html).not.toContain('hexsite-island');
    expect(html).not.toContain('"islands"');
    const { page, errors } = await openPage(desktop(), `${url}docs/intro`);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.filter((name) => name.includes('/islands/'))).toEqual([]);
    expect(await page.evaluate(() => '__hexsite_shared' in globalThis)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('islands under serve --watch', () => {
  let watcher: ChildProcess | undefined;
  let printed = '';
  let temp = '';
  afterAll(async () => {
    watcher?.kill('SIGTERM');
    await new Promise((resolve) => (!watcher || watcher.exitCode !== null ? resolve(null) : watcher.once('exit', resolve)));
    await rm(temp, { recursive: true, force: true });
    await rm(path.dirname(devOutDir(path.join(temp, 'site'))), { recursive: true, force: true });
  });

  it("builds an island's module again when it is edited, and the open page shows the change and runs it", async () => {
    const copied = await copyFixture('islands');
    temp = copied.temp;
    const siteDir = copied.siteDir;
    const bin = path.resolve(import.meta.dirname, '../../bin/hexsite.js');
    watcher = spawn(process.execPath, [bin, 'serve', '--watch', 'site', '--port', '0'], { cwd: temp, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => (printed += chunk.toString());
    watcher.stdout!.on('data', collect);
    watcher.stderr!.on('data', collect);
    await expect.poll(() => /serving it at (http:\/\/\S+)/.exec(printed)?.[1], { timeout: 60000 }).toBeTruthy();
    const siteUrl = /serving it at (http:\/\/\S+)/.exec(printed)![1];
    const { page, errors } = await openPage(desktop(), `${siteUrl}counter`);
    const button = page.locator('.counter__button');
    expect(await button.textContent()).toBe('Add one');

    const counter = path.join(siteDir, 'src/components/Counter.tsx');
    await writeFile(counter, (await readFile(counter, 'utf8')).replace('Add one', 'Add two').replace('count + 1', 'count + 2'));
    await expect.poll(() => button.textContent(), { timeout: 30000 }).toBe('Add two');
    await expect.poll(async () => {
      if ((await value(page)) === 'Clicks: 0') await button.click();
      return value(page);
    }).toBe('Clicks: 2');
    expect(errors).toEqual([]);
    await page.close();
  });
});

// One component for both sides: the server renders it through the registry, the browser
// hydrates it from a module URL, taking React from the page as built island modules do.
const ECHO = `const { createElement: h, useState } = globalThis.__hexsite_shared.react;
export function Echo({ label, children }) {
  const [count, setCount] = useState(0);
  return h('div', { className: 'echo' }, h('button', { type: 'button', onClick: () => setCount(count + 1) }, label + ': ' + count), children);
}`;

describe('island children', () => {
  it('keeps children rendered on the server through hydration, and the island runs', async () => {
    const React = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { collectIslands, renderIsland } = await import('../../src/islands/registry.js');
    (globalThis as Record<string, unknown>).__hexsite_shared = { react: React };
    const { Echo } = (await import(`data:text/javascript,${encodeURIComponent(ECHO)}`)) as { Echo: React.ComponentType<{ label: string }> };
    const siteDir = path.dirname(out);
    const children = React.createElement('p', null, 'Some ', React.createElement('em', null, 'MDX'), ' text');
    const { value: html, islands } = collectIslands(() => renderToStaticMarkup(renderIsland({ module: path.join(siteDir, 'Echo.js'), exportName: 'Echo' }, Echo, { label: 'Echo', children }, { siteDir })));
    expect(islands).toEqual(['Echo.js#Echo']);

    const { page, errors } = await openPage(desktop(), `${url}counter`);
    await page.locator('hexsite-island').waitFor({ state: 'attached' });
    // The counter page loaded the islands' code: the same chunk hydrates this island.
    await page.waitForFunction(() => '__hexsite_shared' in globalThis);
    // A script of its own: the test runner would rewrite `import()` in a function.
    const hydrateHere = `(async ({ html, module }) => {
      const scripts = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\\/assets\\/js\\/chunk\\.[A-Z0-9]+\\.js$/.test(name));
      let chunk;
      for (const script of scripts) if ((await (await fetch(script)).text()).includes('hexsite-children')) chunk = script;
      const host = document.createElement('section');
      host.id = 'echo-host';
      host.innerHTML = html;
      document.querySelector('main').append(host);
      const loaded = await import(chunk);
      const hydrate = Object.values(loaded).find((value) => typeof value === 'function' && value.length === 3);
      window.unmountEcho = hydrate(host, { 'Echo.js#Echo': 'data:text/javascript,' + encodeURIComponent(module) }, globalThis.__hexsite_shared);
      return { chunk: chunk !== undefined };
    })(${JSON.stringify({ html, module: ECHO })})`;
    const result = (await page.evaluate(hydrateHere)) as { chunk: boolean };
    expect(result.chunk).toBe(true);
    const button = page.locator('#echo-host .echo button');
    await expect.poll(async () => {
      if ((await button.textContent()) === 'Echo: 0') await button.click();
      return button.textContent();
    }).toBe('Echo: 1');
    expect(await page.locator('#echo-host hexsite-children').innerHTML()).toBe('<p>Some <em>MDX</em> text</p>');
    expect(await page.locator('#echo-host hexsite-children').evaluate((element) => getComputedStyle(element).display)).toBe('contents');
    // Left: unmounted, its markup gone with it.
    await page.evaluate(() => (window as unknown as { unmountEcho: () => void }).unmountEcho());
    expect(await page.locator('#echo-host hexsite-island').innerHTML()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });
});
