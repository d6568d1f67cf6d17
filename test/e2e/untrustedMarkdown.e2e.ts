// A page of untrusted Markdown (`markdown.untrusted`) in Chromium: whatever script its raw HTML
// tries to carry, none runs, before or after hydration, nor when a reader clicks its links.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { buildAndServe } from './staticServer.js';

const { desktop } = useBrowser();
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-e2e-untrusted-'));
let siteUrl = '';
let close = async () => {};

// Each tries to set `window.ran`, or to open a dialog.
const HOSTILE = `# Hostile

<script>window.ran = 'script'</script>

<img src="pic.png" onerror="window.ran = 'onerror'" alt="x">

<svg onload="window.ran = 'svg'"><circle r="5"/></svg>

<iframe srcdoc="<script>parent.ran = 'iframe'</script>"></iframe>

<details open ontoggle="window.ran = 'toggle'"><summary>More</summary>Text</details>

<a id="raw" href="javascript:window.ran='href'">raw link</a> [markdown link](javascript:window.ran='link')
<a id="tab" href="jav&#x09;ascript:window.ran='tab'">tab link</a>

<form action="javascript:window.ran='form'"><button id="send">Send</button></form>

<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=window.ran='jsx'>" }} />

Sum: {alert(1)}.
`;

beforeAll(async () => {
  const site = path.join(temp, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify({ title: 'U', url: 'https://u.example', baseUrl: '/', onBrokenLinks: 'ignore', markdown: { untrusted: true, format: 'mdx' } }));
  writeFileSync(path.join(site, 'docs/hostile.md'), HOSTILE);
  // Not a picture: an `onerror` left in place would run.
  writeFileSync(path.join(site, 'docs/pic.png'), 'not a picture');
  ({ siteUrl, close } = await buildAndServe(site, path.join(temp, 'out')));
});
afterAll(async () => {
  await close();
  rmSync(temp, { recursive: true, force: true });
});

describe('untrusted Markdown in Chromium', () => {
  it('runs no script of the page, loaded, hydrated and clicked', async () => {
    // What sets `window.ran` is kept across the loads a click may cause, in the tab's storage.
    await desktop().addInitScript(() => {
      Object.defineProperty(window, 'ran', { set: (value: unknown) => sessionStorage.setItem('ran', String(value)), get: () => sessionStorage.getItem('ran') ?? undefined });
    });
    const { page } = await openPage(desktop(), `${siteUrl}docs/hostile`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The harmless rest is there: the text, the details, the links' text.
    expect(await page.locator('main').textContent()).toContain('Sum: {alert(1)}.');
    expect(await page.locator('main details summary').textContent()).toBe('More');
    for (const name of ['raw link', 'tab link', 'markdown link', 'More', 'Send']) {
      const target = page.locator('main').getByText(name, { exact: true });
      if ((await target.count()) > 0) await target.first().click();
    }
    await page.goto(`${siteUrl}docs/hostile`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('ran'))).toBeNull();
    expect(dialogs).toEqual([]);
    expect(await page.locator('main script, main iframe, main [onerror], main [onload], main [ontoggle], main [href^="javascript" i]').count()).toBe(0);
  });
});
