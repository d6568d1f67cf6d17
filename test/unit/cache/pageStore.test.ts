import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, buildFor } from '../../../src/pipeline/build.js';
import { CACHE_DIR, openPageStore, readStored, removeTemporaryStores, writeHeldEntries, writeStoredPage, type StoredPage } from '../../../src/cache/pageStore.js';
import { fixturesDir } from '../helpers.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-cache-'));
  await cp(path.join(fixturesDir, 'minimal'), path.join(dir, 'site'), { recursive: true });
  await rm(path.join(dir, 'site', '.hexsite'), { recursive: true, force: true });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function filesOf(out: string): Promise<Record<string, string>> {
  const names = (await readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(names.map(async (entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [path.relative(out, file), await readFile(file, 'utf8')] as const;
  }));
  return Object.fromEntries(entries);
}

describe('cache/pageStore', () => {
  it('gives byte-identical output from the cache, and parses a changed file again', async () => {
    const site = path.join(dir, 'site');
    await build({ siteDir: site, outDir: path.join(dir, 'fresh'), cache: false });
    await build({ siteDir: site, outDir: path.join(dir, 'first') });
    const [engine] = await readdir(path.join(site, CACHE_DIR));
    expect((await readdir(path.join(site, CACHE_DIR, engine))).filter((name) => name.endsWith('.page'))).toHaveLength(8);
    await build({ siteDir: site, outDir: path.join(dir, 'cached') });
    expect(await filesOf(path.join(dir, 'cached'))).toEqual(await filesOf(path.join(dir, 'fresh')));

    await writeFile(path.join(site, 'docs/other.md'), '---\ntitle: Other\n---\n\nChanged body.\n');
    await build({ siteDir: site, outDir: path.join(dir, 'changed') });
    expect(await readFile(path.join(dir, 'changed/docs/other/index.html'), 'utf8')).toContain('Changed body.');
  });

  it('drops the entries of changed files, but keeps those it is asked to keep', async () => {
    const site = path.join(dir, 'site');
    const entries = async () => {
      const [engine] = await readdir(path.join(site, CACHE_DIR));
      return (await readdir(path.join(site, CACHE_DIR, engine))).filter((name) => name.endsWith('.page')).sort();
    };
    const first = await build({ siteDir: site, outDir: path.join(dir, 'out') });
    const before = await entries();
    const other = first.model.routes.find((route) => route.content?.file === 'docs/other.md')!.content!.key;
    await writeFile(path.join(site, 'docs/other.md'), '---\ntitle: Other\n---\n\nOnce.\n');
    await buildFor({ siteDir: site, outDir: path.join(dir, 'out') }, { keepEntries: [other] });
    expect(await entries()).toEqual(expect.arrayContaining(before));
    expect(await entries()).toHaveLength(before.length + 1);
    await writeFile(path.join(site, 'docs/other.md'), '---\ntitle: Other\n---\n\nTwice.\n');
    await build({ siteDir: site, outDir: path.join(dir, 'out') });
    expect(await entries()).not.toContain(`${other}.page`);
    expect(await entries()).toHaveLength(before.length);
  });

  it('leaves no cache behind for in-memory builds', async () => {
    await build({ siteDir: path.join(dir, 'site'), write: false });
    expect(await readdir(path.join(dir, 'site'))).not.toContain('.hexsite');
  });

  it('removes the open temporary stores for a build stopped by a signal, and no persistent one', async () => {
    const temporary = await openPageStore({ siteDir: path.join(dir, 'site'), persistent: false });
    const persistent = await openPageStore({ siteDir: path.join(dir, 'site'), persistent: true });
    await writeFile(path.join(temporary.dir, 'entry.page'), 'x');
    await removeTemporaryStores();
    expect(existsSync(temporary.dir)).toBe(false);
    expect(existsSync(persistent.dir)).toBe(true);
    // The build's own close, if it still comes, finds nothing to do.
    await temporary.close();
    await persistent.close();
  });

  it('waits, on a signal, for the removal of a temporary store that the build is closing', async () => {
    const store = await openPageStore({ siteDir: path.join(dir, 'site'), persistent: false });
    // Enough files that removing them outlasts the few turns before the signal's step runs.
    await Promise.all(Array.from({ length: 300 }, (_, index) => writeFile(path.join(store.dir, `${index}.page`), 'x')));
    const closing = store.close();
    for (let turn = 0; turn < 3; turn++) await null;
    await removeTemporaryStores();
    expect(existsSync(store.dir)).toBe(false);
    await closing;
  });

  it('holds the first 64 entries of a temporary store in memory, and writes them out for threads', async () => {
    const store = await openPageStore({ siteDir: path.join(dir, 'site'), persistent: false });
    try {
      const page = (index: number): StoredPage => ({
        facts: { headings: [], ids: [], links: [], frontmatter: { title: `Page ${index}` }, wordCount: index } as unknown as StoredPage['facts'],
        sections: [],
        content: { html: `<p>${index}</p>`, urls: [] } as unknown as StoredPage['content'],
      });
      const keys = Array.from({ length: 70 }, (_, index) => `key${index}`);
      keys.forEach((key, index) => writeStoredPage(store.dir, key, page(index)));
      expect((await readdir(store.dir)).sort()).toEqual(keys.slice(64).map((key) => `${key}.page`));
      expect(store.facts('key3', 'docs/three.md')).toMatchObject({ wordCount: 3 });
      expect(readStored(store.dir, 'key3').content()).toEqual(page(3).content);
      writeHeldEntries();
      expect(await readdir(store.dir)).toHaveLength(70);
      expect(readStored(store.dir, 'key3').content()).toEqual(page(3).content);
      expect(store.warnings).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
