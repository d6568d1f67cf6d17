import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOutDir, oldOutputsRemoved, writeOutput } from '../../../src/output/writeOutput.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-write-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('output/writeOutput', () => {
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

  it('writes the files while the pages are filled in', async () => {
    const out = path.join(dir, 'out');
    const files = Array.from({ length: 40 }, (_, index) => ({ path: `search/part-${index}.json`, contents: `{"part":${index}}` }));
    let writtenFirst = -1;
    const bytes = await writeOutput(out, files, {
      fill: async (temp) => {
        writtenFirst = (await readdir(path.join(temp, 'search')).catch(() => [])).length;
        for (let page = 0; page < 20; page++) {
          await new Promise((resolve) => setImmediate(resolve));
          await writeFile(path.join(temp, `page-${page}.html`), 'page');
        }
        return 20 * 4;
      },
    });
    expect(writtenFirst).toBeLessThan(40);
    expect(bytes).toBe(files.reduce((sum, file) => sum + file.contents.length, 0) + 80);
    expect((await readdir(path.join(out, 'search'))).length).toBe(40);
  });

  it('when the pages fail, removes the new folder only once the files being written are done', async () => {
    const out = path.join(dir, 'out');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    const files = Array.from({ length: 200 }, (_, index) => ({ path: `deep/${index}/file.txt`, contents: 'x'.repeat(1000) }));
    await expect(
      writeOutput(out, files, {
        fill: async () => {
          throw new Error('a page failed');
        },
      }),
    ).rejects.toThrow('a page failed');
    // Nothing written after the removal brings a folder back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect((await readdir(dir)).sort()).toEqual(['out']);
  });

  it('when a file fails, lets the pages finish before it removes the new folder', async () => {
    const out = path.join(dir, 'out');
    let finished = false;
    await expect(
      writeOutput(out, [{ path: 'missing.png', copyFrom: path.join(dir, 'does-not-exist.png') }], {
        fill: async (temp) => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          await writeFile(path.join(temp, 'page.html'), 'page');
          finished = true;
          return 4;
        },
      }),
    ).rejects.toThrow(/does-not-exist/);
    expect(finished).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes files that come later once they are there, and keeps the previous output when they fail instead', async () => {
    const out = path.join(dir, 'out');
    let arrive: (files: Array<{ path: string; contents: string }>) => void = () => {};
    let filled = false;
    const writing = writeOutput(out, [{ path: 'index.html', contents: 'home' }], {
      later: new Promise((resolve) => (arrive = resolve)),
      fill: async (temp) => {
        await writeFile(path.join(temp, 'page.html'), 'page');
        filled = true;
        return 4;
      },
    });
    // The pages are written while the later files are still being made; the output waits for them.
    await expect.poll(() => filled).toBe(true);
    expect(await readdir(dir)).not.toContain('out');
    arrive([{ path: 'search/index.json', contents: '{}' }]);
    expect(await writing).toBe(4 + 4 + 2);
    expect(await readFile(path.join(out, 'search/index.json'), 'utf8')).toBe('{}');
    await expect(writeOutput(out, [{ path: 'index.html', contents: 'new' }], { later: Promise.reject(new Error('the index failed')) })).rejects.toThrow('the index failed');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
    expect((await readdir(dir)).sort()).toEqual(['out']);
  });

  it('with removeOldLater, returns once the new output is in place, and removes the old one after it', async () => {
    const out = path.join(dir, 'out');
    const many = Array.from({ length: 600 }, (_, index) => ({ path: `docs/${index}/index.html`, contents: 'old' }));
    await writeOutput(out, [{ path: 'index.html', contents: 'old' }, ...many]);
    await writeOutput(out, [{ path: 'index.html', contents: 'new' }], { removeOldLater: true });
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(out)).toEqual(['index.html']);
    // The old output is still being removed, beside the new one.
    expect((await readdir(dir)).filter((name) => name.endsWith('-old'))).toHaveLength(1);
    await writeOutput(out, [{ path: 'index.html', contents: 'newer' }]);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('newer');
    await oldOutputsRemoved();
    expect((await readdir(dir)).sort()).toEqual(['out']);
    await writeOutput(out, many, { removeOldLater: true });
    await oldOutputsRemoved();
    expect((await readdir(dir)).sort()).toEqual(['out']);
    expect((await readdir(path.join(out, 'docs'))).length).toBe(600);
  });

  it('writes the next output while the old one is removed, and leaves at most two old outputs', async () => {
    const out = path.join(dir, 'out');
    const many = Array.from({ length: 600 }, (_, index) => ({ path: `docs/${index}/index.html`, contents: 'old' }));
    await writeOutput(out, many);
    const olds = async () => (await readdir(dir)).filter((name) => name.endsWith('-old')).length;
    const whileFilling: number[] = [];
    const after: number[] = [];
    for (let round = 0; round < 4; round++) {
      const fill = async (temp: string) => {
        whileFilling.push(await olds());
        await writeFile(path.join(temp, 'page.html'), 'page');
        return 4;
      };
      await writeOutput(out, many, { fill, removeOldLater: true });
      after.push(await olds());
    }
    // The first old output is still there while the second output is written.
    expect(whileFilling.slice(0, 2)).toEqual([0, 1]);
    expect(Math.max(...after)).toBeLessThanOrEqual(2);
    await oldOutputsRemoved();
    expect((await readdir(dir)).sort()).toEqual(['out']);
    expect((await readdir(out)).sort()).toEqual(['docs', 'page.html']);
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
