import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { packWriter, readPack, readPackedFile } from '../../../src/cache/pack.js';
import type { PackedPart } from '../../../src/cache/pack.js';
import type { OutputFile } from '../../../src/output/outputFile.js';

const temp = await mkdtemp(path.join(os.tmpdir(), 'hexsite-pack-'));
afterAll(() => rm(temp, { recursive: true, force: true }));

const text = (seed: string) => Array.from({ length: 400 }, (_, i) => `${seed} line ${i % 37} of the documents, ${(i * 7919) % 101}`).join('\n');
const part = (file: OutputFile): PackedPart => ('packed' in file ? file.packed : expect.unreachable('not packed'));
const bytesOf = async ({ file, offset, length }: PackedPart) => (await readFile(file)).subarray(offset, offset + length);

/** A pack at zlib level 9 holding `a` and `b`: its deflated bytes differ from level 1's. */
async function firstPack(name: string) {
  const file = path.join(temp, `${name}-1.z`);
  const writer = packWriter<null>(file, { level: 9 });
  const parts = [writer.add('a.json', text('a')), writer.add('b.json', text('b'))].map(part);
  writer.finish(null, `${name}-1.z.`);
  return { file, parts };
}

describe('cache/pack', () => {
  it('copies the deflated bytes of a file the previous pack holds, under any path, and deflates the others', async () => {
    const first = await firstPack('same');
    const file = path.join(temp, 'same-2.z');
    const writer = packWriter<{ n: number }>(file, { level: 1, previous: first.file });
    const renamed = part(writer.add('a.v2.json', text('a')));
    const fresh = part(writer.add('c.json', text('c')));
    writer.finish({ n: 2 }, 'same-2.z.');
    expect(await bytesOf(renamed)).toEqual(await bytesOf(first.parts[0]));
    expect(renamed.digest).toBe(first.parts[0].digest);
    expect(await bytesOf(fresh)).toEqual(deflateSync(text('c'), { level: 1 }));
    expect(readPackedFile(renamed).toString()).toBe(text('a'));
    expect(readPack<{ n: number }>(file)?.files.map((each) => each.path)).toEqual(['a.v2.json', 'c.json']);
  });

  it('copies the deflated bytes of files spread over megabytes of the previous pack, in any order', async () => {
    // Text that deflates little: about 260 KB a file, so the eight span several reads of the previous pack.
    let state = 7;
    const noise = (length: number) => Array.from({ length }, () => ((state = (state * 48271) % 2147483647) % 36).toString(36)).join('');
    const contents = Array.from({ length: 8 }, () => noise(400_000));
    const file = path.join(temp, 'large-1.z');
    const writer = packWriter<null>(file, { level: 9 });
    const first = contents.map((each, i) => part(writer.add(`${i}.json`, each)));
    writer.finish(null, 'large-1.z.');
    expect(first[7].offset).toBeGreaterThan(1_500_000);
    const next = packWriter<null>(path.join(temp, 'large-2.z'), { level: 1, previous: file });
    const order = [0, 1, 2, 7, 6, 3, 5, 4];
    const taken = order.map((i) => part(next.add(`${i}.v2.json`, contents[i])));
    next.finish(null, 'large-2.z.');
    for (const [n, i] of order.entries()) expect(await bytesOf(taken[n])).toEqual(await bytesOf(first[i]));
  });

  it('deflates again a file whose bytes in the previous pack were damaged', async () => {
    const first = await firstPack('damaged');
    const packed = await readFile(first.file);
    packed[first.parts[0].offset + 5] ^= 0xff;
    await writeFile(first.file, packed);
    const writer = packWriter<null>(path.join(temp, 'damaged-2.z'), { level: 1, previous: first.file });
    const again = part(writer.add('a.json', text('a')));
    writer.finish(null, 'damaged-2.z.');
    expect(await bytesOf(again)).toEqual(deflateSync(text('a'), { level: 1 }));
    expect(readPackedFile(again).toString()).toBe(text('a'));
  });

  it('builds without a previous pack that cannot be read', async () => {
    const broken = path.join(temp, 'broken.z');
    await writeFile(broken, 'not a pack');
    const writer = packWriter<null>(path.join(temp, 'after-broken.z'), { level: 1, previous: broken });
    const added = part(writer.add('a.json', text('a')));
    writer.finish(null, 'after-broken.z.');
    expect(readPackedFile(added).toString()).toBe(text('a'));
  });
});
