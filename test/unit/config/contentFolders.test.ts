import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { fixturesDir, pageHtml, siteError } from '../helpers.js';

// The monorepo layout of most Docusaurus sites: the site in `website/`, with `docs.path: '../docs'`
// and `blog.path: '../blog'` naming folders beside it.
const fixture = path.join(fixturesDir, 'docs-beside-site');
type Result = Awaited<ReturnType<typeof build>>;
let result: Result;
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-beside-'));

beforeAll(async () => {
  result = await build({ siteDir: path.join(fixture, 'website'), write: false });
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the fixture in a folder of its own, with a `secret.txt` beside it that no build may read. */
function copy(name: string): { root: string; website: string; docs: string } {
  const root = path.join(temp, name);
  cpSync(fixture, root, { recursive: true, filter: (source) => !source.includes(`${path.sep}.hexsite`) });
  writeFileSync(path.join(temp, 'secret.txt'), 'secret\n');
  return { root, website: path.join(root, 'website'), docs: path.join(root, 'docs') };
}

describe('content folders the config names outside the site folder', () => {
  it('builds the docs and the blog of folders beside the site, at their usual URLs', () => {
    const permalinks = result.pages.map((page) => page.permalink);
    expect(permalinks).toEqual(expect.arrayContaining(['/beside/docs/intro', '/beside/docs/guides/first', '/beside/blog/2025/01/02/hello']));
    expect(result.model.config.site.contentFolders).toEqual([path.join(fixture, 'blog'), path.join(fixture, 'docs')]);
  });

  it('resolves links between docs, and from a post to a doc', () => {
    expect(pageHtml(result, '/beside/docs/intro')).toContain('<a href="/beside/docs/guides/first">the first guide</a>');
    expect(pageHtml(result, '/beside/docs/guides/first')).toContain('<a href="/beside/docs/intro">the introduction</a>');
    expect(pageHtml(result, '/beside/blog/2025/01/02/hello')).toContain('<a href="/beside/docs/intro">the introduction</a>');
  });

  it("takes `../` links from the docs to the site's static/ and src/ as assets, as Docusaurus does", () => {
    const html = pageHtml(result, '/beside/docs/intro');
    expect(html).toMatch(/<img alt="Mark" src="\/beside\/assets\/images\/mark-[0-9a-f]+\.svg"/);
    expect(html).toMatch(/<a href="\/beside\/assets\/images\/sample-[0-9a-f]+\.csv">the sample<\/a>/);
  });

  it('renders a component a doc imports by `@site/`', () => {
    expect(pageHtml(result, '/beside/docs/guides/first')).toContain('<strong class="greeting">Hello, reader</strong>');
  });

  it("gives edit URLs from the site folder's, through `../`, as Docusaurus does", () => {
    expect(pageHtml(result, '/beside/docs/intro')).toContain('href="https://git.example.com/acme/cli/edit/main/website/../docs/intro.md"');
  });

  it('builds again from the cache with the edits of the docs folder: a doc, and a module a doc imports from it', async () => {
    const { website, docs } = copy('cached');
    writeFileSync(path.join(docs, 'guides/Note.tsx'), 'export default function Note() { return <em className="note">first note</em>; }\n');
    writeFileSync(path.join(docs, 'guides/noted.mdx'), "import Note from './Note';\n\n# Noted\n\n<Note />\n");
    const out = path.join(website, 'build');
    const written = (page: string) => readFileSync(path.join(out, page, 'index.html'), 'utf8');
    await build({ siteDir: website, outDir: out, cache: true });
    expect(written('docs/guides/noted')).toContain('first note');
    writeFileSync(path.join(docs, 'guides/Note.tsx'), 'export default function Note() { return <em className="note">second note</em>; }\n');
    writeFileSync(path.join(docs, 'intro.md'), '---\ntitle: Introduction\n---\n\nEdited beside the site.\n');
    const second = await build({ siteDir: website, outDir: out, cache: true });
    expect(written('docs/guides/noted')).toContain('second note');
    expect(written('docs/intro')).toContain('Edited beside the site.');
    // Only those two were rendered again; the others were kept from the first build.
    expect([...second.rendered].sort()).toEqual(['/beside/docs/guides/noted', '/beside/docs/intro']);
  });

  it('names a file of the docs folder in messages by its path from the site folder', async () => {
    const { website, docs } = copy('broken-link');
    writeFileSync(path.join(docs, 'intro.md'), '---\ntitle: [unclosed\n---\n\n# Intro\n');
    expect(await siteError(website)).toMatch(/^\.\.\/docs\/intro\.md:2(:\d+)? +Unexpected /m);
  });

  it('refuses the output folder inside the docs folder, as inside any content folder', async () => {
    const { website, docs } = copy('out-in-docs');
    await expect(build({ siteDir: website, outDir: path.join(docs, 'build') })).rejects.toThrow(/overlaps the content folder `\.\.\/docs`/);
  });

  it('still refuses a symbolic link in the docs folder to a file elsewhere', async () => {
    const { website, docs } = copy('link-out');
    symlinkSync(path.join(temp, 'secret.txt'), path.join(docs, 'leak.md'));
    expect(await siteError(website)).toMatch(/leak\.md.*expected a target inside the site folder[\s\S]*\[outside-site\]/);
  });

  it('still refuses a doc that imports a module from elsewhere', async () => {
    const { root, website, docs } = copy('import-out');
    mkdirSync(path.join(root, 'elsewhere'));
    writeFileSync(path.join(root, 'elsewhere/Leak.tsx'), 'export default function Leak() { return <b>leak</b>; }\n');
    writeFileSync(path.join(docs, 'leak.mdx'), "import Leak from '../elsewhere/Leak';\n\n# Leak\n\n<Leak />\n");
    expect(await siteError(website)).toMatch(/^\.\.\/docs\/leak\.mdx +Unexpected import of `.*elsewhere\/Leak\.tsx`, outside the site folder[\s\S]*\[outside-site\]/m);
  });

  it('still refuses a docs folder that is a link elsewhere when the config does not name it', async () => {
    const { root } = copy('docs-link');
    const site = path.join(root, 'plain');
    mkdirSync(site);
    writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }));
    symlinkSync(path.join(root, 'docs'), path.join(site, 'docs'));
    expect(await siteError(site)).toContain('[outside-site]');
  });

  it("builds a docs set whose folder lies beside the site, as the docs key's may", async () => {
    const { root, website } = copy('set-beside');
    mkdirSync(path.join(root, 'api'));
    writeFileSync(path.join(root, 'api/overview.md'), '# Overview\n\nSee [the introduction](/beside/docs/intro).\n');
    const config = readFileSync(path.join(website, 'hexsite.config.ts'), 'utf8').replace("blog: { path: '../blog' },", "blog: { path: '../blog' },\n  docsSets: [{ id: 'api', path: '../api', routeBasePath: 'api' }],");
    writeFileSync(path.join(website, 'hexsite.config.ts'), config);
    const built = await build({ siteDir: website, write: false });
    expect(pageHtml(built, '/beside/api/overview')).toContain('<a href="/beside/docs/intro">the introduction</a>');
    expect(built.model.config.site.contentFolders).toContain(path.join(root, 'api'));
  });

  it('refuses a named folder that holds the site folder', async () => {
    const { website } = copy('holds-site');
    writeFileSync(path.join(website, 'hexsite.config.ts'), "export default { title: 'T', url: 'https://example.com', baseUrl: '/', docs: { path: '..' } };\n");
    expect(await siteError(website)).toMatch(/Unexpected docs\.path `\.\.` that holds the site folder[\s\S]*\[outside-site\]/);
  });
});
