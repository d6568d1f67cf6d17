// A cache entry is used only when verified: a damaged or misplaced one is parsed again, with a warning.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  return path.join(cacheDir, `${key}.json`);
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

  it.each([
    ['valid JSON of the wrong shape', (text: string) => { const [key] = text.split('\n'); const payload = '{"hast":{"type":"root"},"links":5}'; return `${key}\n${createHash('sha1').update(payload).digest('hex')}\n${payload}`; }],
    ['a truncated entry', (text: string) => text.slice(0, text.length / 2)],
    ['a flipped byte', (text: string) => text.replace('"type"', '"typo"')],
    ['an entry from before verification (bare JSON)', (text: string) => text.split('\n').slice(2).join('\n')],
    ['an empty file', () => ''],
  ])('parses a file again when its entry is %s', (_, damage) => {
    const entry = entryOf('docs/intro.md');
    writeFileSync(entry, damage(readFileSync(entry, 'utf8')));
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
