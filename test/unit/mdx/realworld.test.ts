// The public Docusaurus sites in ../shared/realworld (babel, react-redux, metro), their docs read
// as MDX as Docusaurus reads them: every page builds, and none shows an import line, JSX or an
// MDX comment as text, or drops a tab. Their text is read where it is, never copied into hexsite.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';

const realworld = path.resolve(import.meta.dirname, '../../../../shared/realworld');
const repoModules = path.resolve(import.meta.dirname, '../../../node_modules');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-realworld-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * A site folder holding the real site's docs and the parts of its `website/` they import
 * (`src/` without Docusaurus's theme overrides and pages, `static/`), read as MDX. Packages its
 * docs import resolve from hexsite's own `node_modules` (react-lite-youtube-embed is a dev
 * dependency for this).
 */
function siteOf(name: string): string {
  const from = path.join(realworld, name);
  const site = path.join(temp, name);
  cpSync(path.join(from, 'docs'), path.join(site, 'docs'), { recursive: true });
  for (const part of ['src', 'static']) if (existsSync(path.join(from, 'website', part))) cpSync(path.join(from, 'website', part), path.join(site, part), { recursive: true });
  for (const docusaurusOnly of ['src/theme', 'src/pages']) rmSync(path.join(site, docusaurusOnly), { recursive: true, force: true });
  symlinkSync(repoModules, path.join(site, 'node_modules'));
  const config = { title: name, url: 'https://example.com', baseUrl: '/', markdown: { format: 'mdx' }, onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore' };
  writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify(config));
  return site;
}

/** The source files of the docs, by their path under docs/, with the number of tab sets: `<Tabs>` outside fenced code, and npm2yarn blocks. */
function tabsBySource(docsDir: string): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const text = readFileSync(file, 'utf8');
        const prose = text.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, '');
        // A code block marked `npm2yarn` is a tab set too.
        const npm2yarn = (text.match(/^\s*(```|~~~)\S*[^\n]*\bnpm2yarn\b/gm) ?? []).length;
        found.set(path.relative(docsDir, file), (prose.match(/^\s*<Tabs\b/gm) ?? []).length + npm2yarn);
      }
    }
  };
  walk(docsDir);
  return found;
}

/** What of MDX must never reach a reader as text: found in the content, code aside. */
const LEFT_AS_TEXT = [/<p>(import|export)\s/, /&lt;\/?[A-Z][A-Za-z.]*[\s&/]/, /\{\/\*/, /\*\/\}/];

describe.skipIf(!existsSync(realworld))('real Docusaurus sites read as MDX', () => {
  for (const name of ['babel', 'react-redux', 'metro']) {
    it(`builds ${name}'s docs with no MDX shown as text and every tab in place`, async () => {
      const site = siteOf(name);
      const result = await build({ siteDir: site, write: false });
      const docs = result.pages.filter((page) => page.permalink.startsWith('/docs/'));
      expect(docs.length).toBeGreaterThan(10);
      const problems: string[] = [];
      for (const page of docs) {
        const content = /<div id="__content"[^>]*>([\s\S]*?)<\/article>/.exec(page.html)?.[1] ?? '';
        const prose = content.replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, '');
        for (const pattern of LEFT_AS_TEXT) {
          const match = pattern.exec(prose);
          if (match) problems.push(`${page.permalink}: ${prose.slice(Math.max(0, match.index - 40), match.index + 60)}`);
        }
      }
      expect(problems).toEqual([]);
      // Each source's tabs are tabs in its page: the same number of tab sets.
      let tabbed = 0;
      for (const [source, tabs] of tabsBySource(path.join(site, 'docs'))) {
        if (!tabs) continue;
        tabbed++;
        const permalink = `/docs/${source.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
        const page = docs.find((candidate) => candidate.permalink.toLowerCase() === permalink.toLowerCase());
        if (!page) continue;
        expect((page.html.match(/<div class="tabs[" ]/g) ?? []).length, source).toBe(tabs);
      }
      if (name === 'babel') expect(tabbed).toBeGreaterThan(3);
      if (name === 'react-redux') expect(docs.find((page) => page.permalink === '/docs/introduction/getting-started')!.html).toContain('data-island="');
    }, 120_000);
  }
});
