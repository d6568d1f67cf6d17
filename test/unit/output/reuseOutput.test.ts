import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, buildFor } from '../../../src/pipeline/build.js';
import { fixturesDir } from '../helpers.js';

let dir: string;
let site: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-reuse-'));
  site = path.join(dir, 'site');
  await cp(path.join(fixturesDir, 'minimal'), site, { recursive: true });
  await rm(path.join(site, '.hexsite'), { recursive: true, force: true });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every file of a folder with its text, and every folder in it (as `(folder)`): what a fresh build would have made. */
async function filesOf(out: string): Promise<Record<string, string>> {
  const found = await readdir(out, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    found.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(out, file), entry.isDirectory() ? '(folder)' : entry.isFile() ? await readFile(file, 'utf8') : '(other)'] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const inode = (file: string) => statSync(file).ino;

describe('output/reuseOutput', () => {
  it('keeps the pages whose inputs did not change, renders the others, and ends byte-identical to a fresh build', async () => {
    const out = path.join(dir, 'out');
    await build({ siteDir: site, outDir: out });
    const untouched = path.join(out, 'docs/guides/first/index.html');
    const before = inode(untouched);
    await writeFile(path.join(site, 'docs/other.md'), '---\ntitle: Other\n---\n\nA changed body.\n');
    await build({ siteDir: site, outDir: out });
    // Reused: the same file (hard-linked), not a new one.
    expect(inode(untouched)).toBe(before);
    expect(await readFile(path.join(out, 'docs/other/index.html'), 'utf8')).toContain('A changed body.');
    await build({ siteDir: site, outDir: path.join(dir, 'fresh'), cache: false });
    expect(await filesOf(out)).toEqual(await filesOf(path.join(dir, 'fresh')));
  });

  it("links the previous output's search files and copies that are the same, whatever their names, and writes the others", async () => {
    // Enough sections for several search document files, the edited page's in the last one.
    await mkdir(path.join(site, 'docs/many'));
    for (let n = 10; n < 50; n++) await writeFile(path.join(site, `docs/many/page-${n}.md`), `# Page ${n}\n\nFirst part.\n\n## More\n\nSecond part.\n`);
    const out = path.join(dir, 'out');
    await build({ siteDir: site, outDir: out });
    const searchDir = path.join(out, '__hexsite/search');
    const searchFiles = async () => Promise.all((await readdir(searchDir)).map(async (name) => ({ name, text: await readFile(path.join(searchDir, name), 'utf8'), inode: inode(path.join(searchDir, name)) })));
    const before = new Map((await searchFiles()).map((file) => [file.text, file]));
    const logo = path.join(out, 'img/logo.svg');
    const logoInode = inode(logo);
    await writeFile(path.join(site, 'docs/many/page-49.md'), '# Page 49\n\nA zanzibar body.\n');
    await build({ siteDir: site, outDir: out });
    const after = await searchFiles();
    const same = after.filter((file) => before.has(file.text));
    expect(same.length).toBeGreaterThan(0);
    expect(same.length).toBeLessThan(after.length);
    for (const file of same) expect([file.name, file.inode]).toEqual([file.name, before.get(file.text)!.inode]);
    // The document files have new names (the index's version), most of them the same contents.
    expect(same.filter((file) => file.name !== before.get(file.text)!.name).length).toBeGreaterThan(0);
    expect(inode(logo)).toBe(logoInode);
    // An edited source is copied again; an output file edited by hand is written again.
    await writeFile(path.join(site, 'static/img/logo.svg'), '<svg id="new"/>');
    await writeFile(path.join(searchDir, same[0].name), 'edited by hand');
    await build({ siteDir: site, outDir: out });
    expect(await readFile(logo, 'utf8')).toBe('<svg id="new"/>');
    expect(await readFile(path.join(searchDir, same[0].name), 'utf8')).toBe(same[0].text);
    await build({ siteDir: site, outDir: path.join(dir, 'fresh'), cache: false });
    expect(await filesOf(out)).toEqual(await filesOf(path.join(dir, 'fresh')));
  });

  it('fails a rebuild whose new search index meets a static file at its path, leaving the output untouched', async () => {
    const out = path.join(dir, 'out');
    await build({ siteDir: site, outDir: out });
    const before = await filesOf(out);
    // The pages render while the index is built; its files are checked against the static ones once it is.
    await mkdir(path.join(site, 'static/__hexsite/search'), { recursive: true });
    await writeFile(path.join(site, 'static/__hexsite/search/index.json'), '{}');
    await writeFile(path.join(site, 'docs/other.md'), '---\ntitle: Other\n---\n\nA changed body.\n');
    await expect(build({ siteDir: site, outDir: out })).rejects.toMatchObject({
      errors: [expect.objectContaining({ ruleId: 'static-collision', message: expect.stringContaining('Unexpected static file at the output path `__hexsite/search/index.json`') })],
    });
    expect(await filesOf(out)).toEqual(before);
    expect((await readdir(dir)).sort()).toEqual(['out', 'site']);
  });

  it('renders everything again when the record of the previous output is damaged', async () => {
    const out = path.join(dir, 'out');
    const first = await build({ siteDir: site, outDir: out });
    const cache = path.join(site, '.hexsite/cache');
    const [store] = await readdir(cache);
    const [record] = (await readdir(path.join(cache, store))).filter((name) => name.startsWith('output-'));
    const bytes = await readFile(path.join(cache, store, record));
    await writeFile(path.join(cache, store, record), bytes.subarray(0, bytes.length >> 1));
    const second = await build({ siteDir: site, outDir: out });
    expect(second.rendered).toEqual(first.rendered);
    // Its record whole again, the next build finds the output up to date and writes nothing.
    expect((await build({ siteDir: site, outDir: out })).rendered).toEqual([]);
  });

  it('leaves the output untouched when nothing changed, and writes it again when anything in it did', async () => {
    const out = path.join(dir, 'out');
    const first = await build({ siteDir: site, outDir: out });
    const stamps = async () => {
      const entries = (await readdir(out, { recursive: true, withFileTypes: true })).map((entry) => path.join(entry.parentPath, entry.name));
      return Object.fromEntries(entries.map((file) => [path.relative(out, file), `${statSync(file).ino}:${statSync(file).mtimeMs}`]));
    };
    const before = await stamps();
    const second = await build({ siteDir: site, outDir: out });
    expect(second.rendered).toEqual([]);
    expect(second.stats.bytes).toBe(first.stats.bytes);
    expect(await stamps()).toEqual(before);
    // What a build would remove or write again: a file added by hand, a React page or a generated file edited.
    const page = path.join(out, 'docs/guides/first/index.html');
    const changes: Array<[string, () => Promise<void>]> = [
      ['a file added', () => writeFile(path.join(out, 'docs/extra.html'), 'mine')],
      ['a folder added', () => mkdir(path.join(out, 'docs/empty'))],
      ['a link added', () => symlink(page, path.join(out, 'docs/link.html'))],
      ['a page edited, its size the same', async () => writeFile(page, (await readFile(page, 'utf8')).replace('<html', '<htmL'))],
      ['a copied file edited', () => writeFile(path.join(out, 'img/logo.svg'), '<svg id="mine"/>')],
      ['the React page edited', () => writeFile(path.join(out, 'index.html'), 'edited by hand')],
      ['the sitemap edited', async () => writeFile(path.join(out, 'sitemap.xml'), (await readFile(path.join(out, 'sitemap.xml'), 'utf8')).replace('<url>', '<url> '))],
      ['a page removed', () => rm(page)],
    ];
    await build({ siteDir: site, outDir: path.join(dir, 'fresh'), cache: false });
    const fresh = await filesOf(path.join(dir, 'fresh'));
    for (const [change, make] of changes) {
      await make();
      await build({ siteDir: site, outDir: out });
      expect(await filesOf(out), change).toEqual(fresh);
    }
  });

  it('renders again a page whose output file was edited since', async () => {
    const out = path.join(dir, 'out');
    await build({ siteDir: site, outDir: out });
    const page = path.join(out, 'docs/guides/first/index.html');
    const original = await readFile(page, 'utf8');
    await writeFile(page, 'edited by hand');
    await build({ siteDir: site, outDir: out });
    expect(await readFile(page, 'utf8')).toBe(original);
  });

  it('with page digests, lists as changed only the pages rendered again whose HTML differs from what the previous build wrote', async () => {
    const out = path.join(dir, 'out');
    // Without them, every page written counts as changed, and the record keeps no digests, as
    // an older version's did: a page rendered again has nothing to be compared with then.
    const first = await build({ siteDir: site, outDir: out });
    expect(first.changed).toEqual(first.rendered);
    // A blank line more leaves a page as it was; a new sentence does not.
    const other = path.join(site, 'docs/other.md');
    const intro = path.join(site, 'docs/intro.md');
    const addTo = async (file: string, text: string) => writeFile(file, `${await readFile(file, 'utf8')}${text}`);
    await addTo(other, '\n\n');
    const second = await buildFor({ siteDir: site, outDir: out }, { pageDigests: true });
    expect(second.rendered).toEqual(expect.arrayContaining(['/site/docs/other', '/site/']));
    expect(second.changed).toEqual(second.rendered);
    await addTo(other, '\n\n');
    await addTo(intro, '\n\nA new sentence.\n');
    const third = await buildFor({ siteDir: site, outDir: out }, { pageDigests: true });
    expect(third.rendered).toEqual(expect.arrayContaining(['/site/docs/other', '/site/docs/intro', '/site/']));
    // The React home page renders with every build too, the same each time.
    expect(third.changed).toEqual(['/site/docs/intro']);
  });

  it('renders every page again when the chrome changes (a new site title)', async () => {
    const out = path.join(dir, 'out');
    await build({ siteDir: site, outDir: out });
    const page = path.join(out, 'docs/guides/first/index.html');
    const config = path.join(site, 'hexsite.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Fixture'", "title: 'Renamed'"));
    await build({ siteDir: site, outDir: out });
    expect(await readFile(page, 'utf8')).toContain('Renamed');
  });
});
