// The Hexagon site's content reads as MDX: built with `markdown.format: 'mdx'` (Docusaurus's
// default), every page is the page the site builds by extension.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';

const content = path.resolve(import.meta.dirname, '../../../content');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-hexagon-mdx-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

it('builds every page of the Hexagon site read as MDX as it builds them by extension', async () => {
  const asMdx = path.join(temp, 'site');
  cpSync(content, asMdx, { recursive: true, filter: (source) => !source.includes('.hexsite') });
  const config = path.join(asMdx, 'hexsite.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace('export default defineConfig({', "export default defineConfig({\n  markdown: { format: 'mdx' },"));
  const [detect, mdx] = [await build({ siteDir: content, write: false }), await build({ siteDir: asMdx, write: false })];
  // White space between blocks aside: MDX leaves out the line break after a removed title.
  const body = (html: string) => (/<div id="__content"[\s\S]*?<\/article>/.exec(html)?.[0] ?? html).replace(/>\n</g, '><');
  expect(mdx.pages.map((page) => page.permalink)).toEqual(detect.pages.map((page) => page.permalink));
  const differing = mdx.pages.filter((page, index) => body(page.html) !== body(detect.pages[index].html)).map((page) => page.permalink);
  expect(differing).toEqual([]);
}, 120_000);
