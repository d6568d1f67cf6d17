// Two of Docusaurus's conventions as babel's website (in ../shared/realworld, read where it is,
// never copied into hexsite) uses them: a blog of posts named by date, and a CommonJS sidebars.js.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedValue, loadModule, stopCompiler } from '../../../src/config/loadModule.js';
import { openSiteRoot } from '../../../src/config/siteRoot.js';
import { parsePostFileName } from '../../../src/site/blog/postDates.js';

const website = path.resolve(import.meta.dirname, '../../../../shared/realworld/babel/website');

describe.skipIf(!existsSync(website))("babel's website", () => {
  it('names every post by its date, so that each is at /blog/YYYY/MM/DD/<name> unless its front matter gives a slug', () => {
    const posts = readdirSync(path.join(website, 'blog')).filter((name) => /\.mdx?$/.test(name));
    expect(posts.length).toBeGreaterThan(50);
    const slugs = posts.map((name) => {
      const parsed = parsePostFileName(name);
      expect(parsed.date).toBeInstanceOf(Date);
      const [, year, month, day, rest] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(name)!;
      expect(parsed.slug).toBe(`${year}/${month}/${day}/${rest}`);
      const written = /^slug:\s*(\S+)\s*$/m.exec(readFileSync(path.join(website, 'blog', name), 'utf8').split(/^---$/m)[1] ?? '')?.[1];
      return written ?? parsed.slug;
    });
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('exports its sidebars from a CommonJS sidebars.js, read as named sidebars', async () => {
    const loaded = await loadModule(path.join(website, 'sidebars.js'), { site: openSiteRoot(website), doing: 'loading the sidebars', timeoutSeconds: 10 });
    expect(loaded.commonJs).toBe(true);
    const sidebars = exportedValue(loaded, 'sidebars') as Record<string, unknown>;
    expect(Object.keys(sidebars)).toContain('docs');
    expect(Array.isArray(sidebars.docs)).toBe(true);
    await stopCompiler();
  }, 20_000);
});
