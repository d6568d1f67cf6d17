// A cache entry is used only when verified: a damaged or misplaced one is parsed again, with a warning.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeEntry } from '../../src/cache/pageStore.js';
import { hexsite, scratchSite, snapshot, STACK, type Scratch } from './helpers.js';

let scratch: Scratch;
let fresh: Record<string, string>;
let cacheDir: string;
beforeEach(() => {
  scratch = scratchSite('minimal');
  expect(hexsite(['build', scratch.site, '--out', scratch.out, '--no-cache']).code).toBe(0);
  fresh = snapshot(scratch.out);
  expect(hexsite(['build', scratch.site, '--out', scratch.out]).code).toBe(0);
  const root = path.join(scratch.site, '.hexsite/cache');
  cacheDir = path.join(root, readdirSync(root)[0]);
});
afterEach(() => scratch.remove());

/** The cache entry of a source file: named after the hash of its text. */
function entryOf(file: string): string {
  const key = createHash('sha1').update(readFileSync(path.join(scratch.site, file), 'utf8')).digest('hex');
  return path.join(cacheDir, `${key}.page`);
}

function rebuild() {
  const run = hexsite(['build', scratch.site, '--out', scratch.out]);
  expect(run.code).toBe(0);
  expect(run.output).not.toMatch(STACK);
  expect(snapshot(scratch.out)).toEqual(fresh);
  return run;
}

describe('faults: the parse cache', () => {
  it('never renders one page with another page\'s entry when two entries are swapped', () => {
    const [a, b] = [entryOf('docs/intro.md'), entryOf('docs/other.md')];
    renameSync(a, `${a}.x`);
    renameSync(b, a);
    renameSync(`${a}.x`, b);
    const run = rebuild();
    expect(run.stderr.match(/\[cache-damaged\]/g)).toHaveLength(2);
    expect(run.stderr).toContain('warning: docs/intro.md  Unexpected damaged cache entry');
    // Repaired: the next build uses the cache again, silently.
    expect(rebuild().stderr).not.toContain('cache-damaged');
  });

  it.each<[string, (bytes: Buffer) => Buffer]>([
    ['verified but of the wrong shape', (bytes: Buffer) => writeEntry(bytes.subarray(0, 40).toString('latin1'), { facts: { hast: { type: 'root' }, links: 5 } as never, sections: [], content: { html: '', urls: [] } })],
    ['truncated', (bytes: Buffer) => bytes.subarray(0, bytes.length / 2)],
    ['changed in one byte', (bytes: Buffer) => Buffer.from(bytes).fill(bytes[bytes.length - 1] ^ 0xff, bytes.length - 1)],
    ['in the format of an older hexsite (bare JSON)', () => Buffer.from('{"hast":{"type":"root","children":[]},"headings":[],"ids":[],"links":[],"wordCount":0}')],
    ['empty', () => Buffer.alloc(0)],
  ])('parses a file again when its entry is %s', (_, damage) => {
    const entry = entryOf('docs/intro.md');
    writeFileSync(entry, damage(readFileSync(entry)));
    const run = rebuild();
    expect(run.stderr).toContain('warning: docs/intro.md  Unexpected damaged cache entry');
  });

  it('shows a changed file at once, and the original again when the change is undone', () => {
    const file = path.join(scratch.site, 'docs/other.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('Other body.', 'A body changed between two builds.'));
    expect(hexsite(['build', scratch.site, '--out', scratch.out]).code).toBe(0);
    expect(readFileSync(path.join(scratch.out, 'docs/other/index.html'), 'utf8')).toContain('A body changed between two builds.');
    writeFileSync(file, original);
    rebuild();
  });

  it('prunes entries of files that changed or were removed', () => {
    const before = readdirSync(cacheDir).length;
    writeFileSync(path.join(scratch.site, 'docs/other.md'), '---\ntitle: Other\n---\n\nChanged.\n');
    expect(hexsite(['build', scratch.site, '--out', scratch.out]).code).toBe(0);
    expect(readdirSync(cacheDir)).toHaveLength(before);
  });
});
