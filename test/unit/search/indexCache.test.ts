import { cp, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { fixturesDir } from '../helpers.js';

const temp = await mkdtemp(path.join(os.tmpdir(), 'hexsite-search-cache-'));
afterAll(() => rm(temp, { recursive: true, force: true }));

/** The search files of an output folder, by name. */
async function searchFiles(out: string): Promise<Record<string, string>> {
  const dir = path.join(out, '__hexsite/search');
  const names = (await readdir(dir)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const)));
}

async function cachedIndexes(site: string): Promise<string[]> {
  const root = path.join(site, '.hexsite/cache');
  const [engine] = await readdir(root);
  return (await readdir(path.join(root, engine))).filter((name) => name.startsWith('search-')).map((name) => path.join(root, engine, name));
}

/** A copy of the minimal fixture, built once: its search files and its cached index. */
async function builtCopy(name: string): Promise<{ site: string; first: Record<string, string>; cached: string }> {
  const site = path.join(temp, name);
  await cp(path.join(fixturesDir, 'minimal'), site, { recursive: true });
  await build({ siteDir: site, outDir: path.join(temp, `${name}-first`) });
  const [cached] = await cachedIndexes(site);
  expect(cached).toMatch(/search-[0-9a-f]{40}\.z$/);
  return { site, first: await searchFiles(path.join(temp, `${name}-first`)), cached };
}

describe('search index cache', () => {
  it('reuses the index of unchanged records, and builds again over a damaged one', async () => {
    const { site, first, cached } = await builtCopy('site');

    await build({ siteDir: site, outDir: path.join(temp, 'second') });
    expect(await searchFiles(path.join(temp, 'second'))).toEqual(first);

    await truncate(cached, 20);
    await build({ siteDir: site, outDir: path.join(temp, 'third') });
    expect(await searchFiles(path.join(temp, 'third'))).toEqual(first);
    expect(await cachedIndexes(site)).toEqual([cached]);
    expect((await readFile(cached)).length).toBeGreaterThan(20);
  });

  it('builds the index again over a cached one with a byte changed in a file', async () => {
    const { site, first, cached } = await builtCopy('damaged');
    const packed = await readFile(cached);
    // The first file's deflated bytes: its header and length at the end still read as whole.
    packed[8] ^= 0xff;
    await writeFile(cached, packed);

    await build({ siteDir: site, outDir: path.join(temp, 'damaged-second') });
    expect(await searchFiles(path.join(temp, 'damaged-second'))).toEqual(first);
    expect(await readFile(cached)).not.toEqual(packed);
  });

  it('writes after an edit the same index as a build without its cache', async () => {
    const { site, cached } = await builtCopy('edited');
    const doc = path.join(site, 'docs/intro.md');
    await writeFile(doc, `${await readFile(doc, 'utf8')}\nA sentence added by the edit.\n`);
    await build({ siteDir: site, outDir: path.join(temp, 'edited-second') });
    const [next] = await cachedIndexes(site);
    expect(next).not.toBe(cached);
    await build({ siteDir: site, outDir: path.join(temp, 'edited-fresh'), cache: false });
    expect(await searchFiles(path.join(temp, 'edited-second'))).toEqual(await searchFiles(path.join(temp, 'edited-fresh')));
  });
});
