import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { cacheDirOf } from '../../../src/cache/pageStore.js';
import { KnownSources } from '../../../src/content/knownSources.js';
import { writeSite } from '../helpers.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-known-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const facts = { key: 'k1', head: '---\ntitle: A\n---\n' };
const later = () => Date.now() + 10_000;
/** 2020-01-01 in seconds. */
const YEAR_2020 = 1_577_836_800;

describe('content/knownSources', () => {
  it('trusts a recorded file only while its size, times and inode are the same', () => {
    const record = path.join(dir, 'sources.z');
    const file = path.join(dir, 'a.md');
    writeFileSync(file, '# A\n');
    // Whole seconds, which a file's times can be given back exactly.
    utimesSync(file, YEAR_2020, YEAR_2020);
    const first = new KnownSources({ file: record, startedAt: later() });
    expect(first.get(file, statSync(file))).toBeUndefined();
    first.note(file, statSync(file), facts);
    first.save();
    const second = new KnownSources({ file: record, startedAt: later() });
    expect(second.get(file, statSync(file))).toEqual(facts);
    // Kept for the next build too, since it was found unchanged.
    second.save();
    expect(new KnownSources({ file: record }).get(file, statSync(file))).toEqual(facts);
    // Written again at the same size, then given back its old times: the change time tells.
    writeFileSync(file, '# B\n');
    utimesSync(file, YEAR_2020, YEAR_2020);
    expect(statSync(file).mtimeMs).toBe(YEAR_2020 * 1000);
    expect(new KnownSources({ file: record }).get(file, statSync(file))).toBeUndefined();
  });

  it('does not record a file changed shortly before the scan began, nor trust a damaged record', () => {
    const record = path.join(dir, 'sources.z');
    const file = path.join(dir, 'a.md');
    writeFileSync(file, '# A\n');
    const recent = new KnownSources({ file: record, startedAt: Date.now() });
    recent.note(file, statSync(file), facts);
    recent.save();
    expect(new KnownSources({ file: record }).get(file, statSync(file))).toBeUndefined();
    const old = new KnownSources({ file: record, startedAt: later() });
    old.note(file, statSync(file), facts);
    old.save();
    const bytes = readFileSync(record);
    writeFileSync(record, Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes.at(-1)! ^ 1])]));
    expect(new KnownSources({ file: record }).get(file, statSync(file))).toBeUndefined();
  });

  it('builds an edited Markdown file again, even at the same size and with its old times', async () => {
    const site = await writeSite({ 'docs/intro.md': '# Intro\n\nThe alpha text.\n', 'docs/other.md': '# Other\n\nUnchanged.\n' });
    const out = path.join(dir, 'out');
    const page = path.join(out, 'docs/intro/index.html');
    const source = path.join(site, 'docs/intro.md');
    utimesSync(source, YEAR_2020, YEAR_2020);
    // Every file counts as written long before the builds began.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(later());
    await build({ siteDir: site, outDir: out });
    expect(readFileSync(path.join(cacheDirOf(site), 'sources.z')).length).toBeGreaterThan(0);
    expect(await readFile(page, 'utf8')).toContain('The alpha text.');
    await writeFile(source, '# Intro\n\nThe gamma text.\n');
    await build({ siteDir: site, outDir: out });
    expect(await readFile(page, 'utf8')).toContain('The gamma text.');
    utimesSync(source, YEAR_2020, YEAR_2020);
    await build({ siteDir: site, outDir: out });
    await writeFile(source, '# Intro\n\nThe delta text.\n');
    utimesSync(source, YEAR_2020, YEAR_2020);
    await build({ siteDir: site, outDir: out });
    expect(await readFile(page, 'utf8')).toContain('The delta text.');
    await rm(site, { recursive: true, force: true });
  });
});
