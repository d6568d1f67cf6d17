import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOutDir, writeOutput } from '../../../src/build/writeOutput.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-write-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('build/writeOutput', () => {
  it('replaces the output folder with the new files and counts their bytes', async () => {
    const out = path.join(dir, 'out');
    await mkdir(out);
    await writeFile(path.join(out, 'stale.html'), 'old');
    const source = path.join(dir, 'logo.svg');
    await writeFile(source, '<svg/>');
    const bytes = await writeOutput(out, [
      { path: 'index.html', contents: 'héllo' },
      { path: 'img/logo.svg', copyFrom: source },
    ]);
    expect(bytes).toBe(6 + 6);
    expect((await readdir(out)).sort()).toEqual(['img', 'index.html']);
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['out']));
    expect((await readdir(dir)).filter((name) => name.includes('tmp'))).toEqual([]);
  });

  it('leaves the previous output untouched, and no temporary folder, when writing fails midway', async () => {
    const out = path.join(dir, 'out');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    await expect(
      writeOutput(out, [
        { path: 'index.html', contents: 'new' },
        { path: 'missing.png', copyFrom: path.join(dir, 'does-not-exist.png') },
      ]),
    ).rejects.toThrow();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect((await readdir(dir)).sort()).toEqual(['out']);
  });

  it('refuses paths that leave the output folder', async () => {
    await expect(writeOutput(path.join(dir, 'out'), [{ path: '../escaped.html', contents: 'x' }])).rejects.toThrow(/Internal error/);
    expect((await readdir(dir)).sort()).toEqual([]);
  });

  it('refuses output folders that hold the sources', () => {
    const rules = (outDir: string) => ({ outDir, siteDir: '/site', contentDirs: ['docs', 'static'], cacheDir: '.hexsite' });
    expect(checkOutDir(rules('/site'))).toMatch(/holds the site itself/);
    expect(checkOutDir(rules('/'))).toMatch(/holds the site itself/);
    expect(checkOutDir(rules('/site/docs/out'))).toMatch(/overlaps the content folder `docs`/);
    expect(checkOutDir(rules('/site/.hexsite/cache'))).toMatch(/cache folder/);
    expect(checkOutDir(rules('/site/build'))).toBeNull();
  });
});
