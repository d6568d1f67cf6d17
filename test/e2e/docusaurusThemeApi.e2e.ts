import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationNote } from '../../src/config/docusaurus/notes.js';
import { build } from '../../src/pipeline/build.js';
import { openPage, useBrowser } from './browser.js';
import { copyFixture } from './builtFixture.js';
import { startStaticServer } from './staticServer.js';

// A Docusaurus site whose component hydrates with Docusaurus's client and theme API
// (test/fixtures/docusaurus-theme-api): useColorMode and useThemeConfig of
// @docusaurus/theme-common, useDocusaurusContext, BrowserOnly, Translate, @theme/Icon/ExternalLink,
// stand-ins (@theme/DocSidebar, useDoc), src/theme scripts hexsite has no component for, and
// the docs plugin's global data (usePluginData, useActiveVersion) of a site of two versions.
const { desktop } = useBrowser();
let url = '';
let notes: MigrationNote[] = [];
let close = async () => {};

beforeAll(async () => {
  const { temp, siteDir } = await copyFixture('docusaurus-theme-api');
  const outDir = path.join(temp, 'out');
  await build({ siteDir, outDir, onMigration: (migration) => (notes = migration.notes) });
  const server = await startStaticServer(outDir, '/');
  url = `http://127.0.0.1:${server.port}/`;
  close = async () => {
    await server.close();
    await rm(temp, { recursive: true, force: true });
  };
}, 60_000);
afterAll(() => close());

describe("Docusaurus's client and theme API in a component that hydrates", () => {
  it('renders the site config, the theme config, the translated text, the icon and what a stand-in holds', async () => {
    const { page, errors } = await openPage(desktop(), url);
    expect(await page.locator('#site').textContent()).toBe('Beacon: Beacon navbar');
    expect(await page.locator('#hello').textContent()).toBe('Hello from the probe');
    expect(await page.locator('#elsewhere svg path').count()).toBe(1);
    expect(await page.locator('#kept').textContent()).toBe('Kept inside a stand-in');
    // The docs plugin's hooks are stand-ins: what they return renders as nothing.
    expect(await page.locator('#doc').textContent()).toBe('Doc title: []');
    // BrowserOnly: the fallback is the static page's, its children the browser's.
    const html = await (await fetch(url)).text();
    expect(html).toContain('<span id="where">in the static page</span>');
    await page.locator('#where', { hasText: 'in the browser' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("gives the docs plugin's global data to a component that hydrates, and to the pages whose islands read it only", async () => {
    const at = `${url}docs/next/versions`;
    const { page, errors } = await openPage(desktop(), at);
    expect(await page.locator('#active').textContent()).toBe('Next');
    await page.locator('#docs-versions[data-mounted]').waitFor();
    await page.locator('#list').click();
    expect(await page.locator('#versions').textContent()).toBe('Next at /docs/next, 1.0 at /docs');
    expect(errors).toEqual([]);
    await page.close();
    // A page whose code does not read it carries none.
    expect(await (await fetch(`${url}docs/`)).text()).not.toContain('docusaurus-plugin-content-docs');
  });

  it("follows the navbar's colour mode toggle, and changes the page's mode with setColorMode", async () => {
    const { page, errors } = await openPage(desktop(), url);
    const mode = page.locator('#mode');
    expect(await mode.textContent()).toBe('light');
    await page.locator('nav button.color-toggle').click();
    await page.locator('#mode', { hasText: 'dark' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('#switch').click();
    await page.locator('#mode', { hasText: 'light' }).waitFor();
    // The theme follows: the page shows light, the choice is stored, and the toggle goes on from there.
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', 'light']);
    await page.locator('nav button.color-toggle').click();
    await page.locator('#mode', { hasText: 'dark' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reports the stand-in it imports and the src/theme scripts it leaves unused, and builds', () => {
    const shown = notes.map((note) => `${note.group}: ${note.option} (${note.pages?.join(', ')})`);
    expect(shown).toContain('approximated: import of `@theme/DocSidebar` (src/components/ThemeProbe.js)');
    expect(shown).toContain('approximated: import of `@docusaurus/plugin-content-docs/client` (src/components/DocsVersions.js, src/components/ThemeProbe.js)');
    expect(shown).toContain('unsupported: swizzled `@theme/MDXContent` (src/theme/MDXContent.js)');
    expect(shown).toContain('unsupported: swizzled `@theme/prism-include-languages` (src/theme/prism-include-languages.js)');
  });
});
