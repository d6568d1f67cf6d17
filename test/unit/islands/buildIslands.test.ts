import { cp, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runsInBrowser } from '../../../src/islands/runsInBrowser.js';
import { buildIslands } from '../../../src/islands/buildIslands.js';
import { build } from '../../../src/pipeline/build.js';
import { embeddedData, fixturesDir, pageHtml, siteError, writeSite } from '../helpers.js';

const temp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'hexsite-build-islands-')));
afterAll(() => rm(temp, { recursive: true, force: true }));

async function site(): Promise<string> {
  const siteDir = path.join(temp, `site-${Math.random().toString(36).slice(2)}`);
  await cp(path.join(fixturesDir, 'islands'), siteDir, { recursive: true, filter: (source) => !source.includes('.hexsite') });
  return siteDir;
}

describe('islands/buildIslands', () => {
  it('builds nothing for a site without islands', async () => {
    expect(await buildIslands({ keys: [], siteDir: temp, cacheRoot: path.join(temp, 'none') })).toBeUndefined();
  });

  it('builds each module once, taking React from the page, with its CSS; again only when a file it was built from changes', async () => {
    const siteDir = await site();
    const cacheRoot = path.join(siteDir, '.hexsite/islands');
    const options = { keys: ['pages/counter.tsx#default'], siteDir, cacheRoot };
    const first = (await buildIslands(options))!;
    expect(first.built).toBe(true);
    expect(first.scripts['pages/counter.tsx#default']).toMatch(/^islands\/pages-counter\.[A-Z0-9]+\.js$/);
    expect(first.styles['pages/counter.tsx#default']).toEqual([expect.stringMatching(/^islands\/pages-counter\.[A-Z0-9]+\.css$/)]);
    const code = await readFile(path.join(cacheRoot, first.files.find((file) => file.path.endsWith('.js'))!.copyFrom.split('.hexsite/islands/')[1]), 'utf8');
    // One React: taken from the global the page's client bundle fills, never bundled again.
    expect(code).toContain('__hexsite_shared');
    expect(code).not.toContain('react.production');
    expect(code.length).toBeLessThan(3000);
    expect(first.inputs).toContain(path.join(siteDir, 'src/components/Counter.tsx'));
    expect(first.files.every((file) => !path.isAbsolute(file.path))).toBe(true);

    const again = (await buildIslands(options))!;
    expect(again.built).toBe(false);
    expect(again.scripts).toEqual(first.scripts);

    await writeFile(path.join(siteDir, 'src/components/Counter.tsx'), (await readFile(path.join(siteDir, 'src/components/Counter.tsx'), 'utf8')).replace('Add one', 'Add 1'));
    const edited = (await buildIslands(options))!;
    expect(edited.built).toBe(true);
    expect(edited.scripts).not.toEqual(first.scripts);
  });

  it('resolves `@site/…` to the site folder, and shares chunks between islands', async () => {
    const siteDir = await writeSite({
      'src/components/A.tsx': "import { label } from '@site/src/label';\nexport function A() { return <b>{label}</b>; }\n",
      'src/components/B.tsx': "import { label } from '@site/src/label';\nexport default function B() { return <i>{label}</i>; }\n",
      'src/label.ts': "export const label = 'shared label';\n",
    });
    const bundle = (await buildIslands({ keys: ['src/components/A.tsx#A', 'src/components/B.tsx#default'], siteDir, cacheRoot: path.join(siteDir, '.hexsite/islands') }))!;
    expect(Object.keys(bundle.scripts)).toEqual(['src/components/A.tsx#A', 'src/components/B.tsx#default']);
    expect(bundle.scripts['src/components/A.tsx#A']).toMatch(/^islands\/src-components-A\.[A-Z0-9]+\.js$/);
    const chunks = bundle.files.filter((file) => file.path.startsWith('assets/islands/chunk.'));
    expect(chunks).toHaveLength(1);
    expect(await readFile(chunks[0].copyFrom, 'utf8')).toContain('shared label');
  });

  it('names the file and line of a module that cannot be built for the browser', async () => {
    const siteDir = await writeSite({
      'pages/reads.tsx': "import { useState } from 'react';\nimport { readFileSync } from 'node:fs';\nexport default function Reads() { const [n] = useState(typeof readFileSync); return <p>{n}</p>; }\n",
    });
    // On the server the page loads; the browser has no `node:fs`.
    expect(await siteError(siteDir)).toMatch(/pages\/reads\.tsx:2:\d+[\s\S]*Could not resolve "node:fs".*while building the islands[\s\S]*island-build/);
  });
});

describe('React pages as islands', () => {
  it('tells a page that runs in the browser from one that does not', () => {
    expect(runsInBrowser('const [n, setN] = (0, import_react.useState)(0);')).toBe(true);
    expect(runsInBrowser('/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", { onClick: () => go(), children: "Go" })')).toBe(true);
    expect(runsInBrowser('class Clock extends import_react.default.Component {}')).toBe(true);
    expect(runsInBrowser('(0, import_jsx_runtime.jsx)("a", { href: "/docs", children: "Docs" })')).toBe(false);
    // A config's keys are not event handlers: a page that imports its config stays static.
    expect(runsInBrowser('var config = { onBrokenLinks: "throw", onBrokenMarkdownLinks: "warn" };')).toBe(false);
    // Docusaurus's colour mode is the browser's; its theme config and page metadata are not.
    expect(runsInBrowser('var import_theme_common = require("@docusaurus/theme-common");\nconst { colorMode } = (0, import_theme_common.useColorMode)();')).toBe(true);
    expect(runsInBrowser('var import_theme_common = require("@docusaurus/theme-common");\n(0, import_jsx_runtime.jsx)(import_theme_common.PageMetadata, { title: "Pricing" })')).toBe(false);
  });

  it('hydrates a page with state: its markup is an island, its data names the module, its CSS is linked once', async () => {
    const siteDir = await site();
    const result = await build({ siteDir, write: false });
    const html = pageHtml(result, '/counter');
    expect(html).toContain('<hexsite-island data-island="pages/counter.tsx#default" style="display:contents"><main class="container margin-vert--lg"><h1>Counter</h1>');
    const data = embeddedData(html);
    expect(data.page.islands).toEqual({ 'pages/counter.tsx#default': expect.stringMatching(/^\/assets\/islands\/pages-counter\.[A-Z0-9]+\.js$/) });
    expect(data.page).not.toHaveProperty('islandStyles');
    expect(html.match(/rel="stylesheet"[^>]*data-page-style/g)).toHaveLength(1);
    const files = result.files.map((file) => file.path);
    expect(files).toContain((data.page.islands as Record<string, string>)['pages/counter.tsx#default'].slice(1));
    expect(html).not.toContain(siteDir);
  });

  it('leaves a page without state or handlers static, and pages without islands as they were', async () => {
    const result = await build({ siteDir: path.join(fixturesDir, 'minimal'), write: false });
    for (const page of result.pages) {
      expect(page.html).not.toContain('hexsite-island');
      expect(embeddedData(page.html).page).not.toHaveProperty('islands');
    }
    expect(result.files.some((file) => file.path.includes('islands/'))).toBe(false);
  });
});
