// A Docusaurus site whose code imports files as Docusaurus's webpack config reads them
// (test/fixtures/docusaurus-webpack-imports), built from a copy; and the two starters of
// create-docusaurus from ../shared/realworld (skipped where that folder is absent), as they are.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../../src/config/loadConfig.js';
import { stopCompiler } from '../../../../../src/config/loadModule.js';
import { svgComponentSource } from '../../../../../src/config/docusaurus/resolve/svgComponent.js';
import { build } from '../../../../../src/pipeline/build.js';

const fixture = path.resolve(import.meta.dirname, '../../../../fixtures/docusaurus-webpack-imports');
const realworld = path.resolve(import.meta.dirname, '../../../../../../shared/realworld');
const copies: string[] = [];

afterAll(async () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  await stopCompiler();
});

function copyOf(source: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-webpack-imports-'));
  copies.push(dir);
  cpSync(source, path.join(dir, 'site'), { recursive: true });
  return path.join(dir, 'site');
}

describe('config/docusaurus/resolve/svgComponent', () => {
  it('writes an SVG as a component: React names, the props spread last, the title first', () => {
    const source = svgComponentSource('<?xml version="1.0"?><svg xmlns:xlink="http://www.w3.org/1999/xlink" class="a" style="fill-rule:evenodd" viewBox="0 0 8 8"><use xlink:href="#b" stroke-width="2"/></svg>', 'x.svg');
    expect(source).toContain('className="a"');
    expect(source).toContain('fillRule: "evenodd"');
    expect(source).toContain('<use xlinkHref="#b" strokeWidth="2" />');
    expect(source).toMatch(/viewBox="0 0 8 8" \{\.\.\.props\}>\{titleElement\}/);
    expect(source).toContain('export { SvgComponent as ReactComponent }');
  });
});

describe('config/docusaurus/resolve/siteBundling', () => {
  it('gives the imports of a React page and of MDX content the meaning Docusaurus gives them', async () => {
    const siteDir = copyOf(fixture);
    const result = await build({ siteDir, write: false });
    for (const permalink of ['/', '/docs/gallery']) {
      const html = result.pages.find((page) => page.permalink === permalink)!.html;
      // SVG components, by default import, named import and `require(…).default`, with the props given.
      expect(html, permalink).toMatch(/<svg [^>]*viewBox="0 0 64 64" class="lens-default" role="img"/);
      expect(html, permalink).toMatch(/<svg [^>]*class="lens-named"[^>]*><title id="named-lens">Named lens<\/title>/);
      expect(html, permalink).toMatch(/<svg [^>]*class="lens-required"/);
      expect(html, permalink).toMatch(/<circle [^>]*style="fill:#2e8555;stroke:#1c1e21;stroke-width:4"/);
      expect(html, permalink).toMatch(/<svg [^>]*class="spark"><path stroke-linecap="round"/);
      // An image as a URL, text raw, JSON as data, a CSS module's class.
      expect(html, permalink).toMatch(/<img class="photo" src="data:image\/png;base64,[^"]+"/);
      expect(html, permalink).toContain('<pre class="snippet">npm run build\n</pre>');
      expect(html, permalink).toContain('<p class="note">Plain text, read raw.\n</p>');
      expect(html, permalink).toContain('<p class="facts">3<!-- --> lenses</p>');
      expect(html, permalink).toMatch(/<div class="Showcase_[0-9a-f]{8}_card" data-testid="showcase">/);
    }
  }, 60_000);

  it('notes a tsconfig.json that extends a package not installed, at its line, and builds without it', async () => {
    const config = await loadConfig(copyOf(fixture));
    expect(config.migration!.notes.find((note) => note.option === 'tsconfig.json')).toMatchObject({ group: 'unused', pages: ['tsconfig.json:3'] });
    expect(config.missingImports ?? []).toEqual([]);
  });
});

describe.skipIf(!existsSync(realworld))('the starters of create-docusaurus, built as they are', () => {
  for (const name of ['docusaurus-classic-js', 'docusaurus-classic-ts']) {
    it(`${name}: its home page shows the three feature pictures`, async () => {
      const siteDir = path.join(copyOf(path.join(realworld, name)), 'website');
      const result = await build({ siteDir, write: false });
      const home = result.pages.find((page) => page.permalink === '/')!.html;
      expect(home.match(/<svg [^>]*class="[^"]*featureSvg[^"]*"/g)?.length).toBe(3);
      expect(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).toContain('@docusaurus/core');
    }, 60_000);
  }
});
