// 500 malformed variants of the Hexagon site, each made by one seeded mutation of one file of
// any kind (Markdown, YAML, the TypeScript config and sidebars, the React home page, SVG).
// Whatever the damage, a build ends with exit 0–3 and a message (never a stack trace), leaves
// the previous output byte-identical when it fails, leaves no temporary folder, and publishes
// nothing from outside the site. Set HEXSITE_FAULT_SEED to explore other variants.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild, type Printer } from '../../src/cli/build.js';
import { CANARY, repoRoot, scratchSite, STACK, tempFolders } from './helpers.js';

const VARIANTS = Number(process.env.HEXSITE_FAULT_VARIANTS ?? 500);
const SEED = Number(process.env.HEXSITE_FAULT_SEED ?? 20261123);

/** mulberry32: a small seeded generator, so that every run tries the same variants. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mutation = (bytes: Buffer, next: () => number, file: string) => Buffer | 'link';

const lines = (bytes: Buffer) => bytes.toString('latin1').split('\n');
const join = (parts: string[]) => Buffer.from(parts.join('\n'), 'latin1');
const pick = <T,>(items: T[], next: () => number): T => items[Math.floor(next() * items.length)];

/** The kinds of damage: what an editor crash, a bad merge, a disk error or a hostile change does to a file. */
const MUTATIONS: Record<string, Mutation> = {
  'flip bytes': (bytes, next) => {
    const copy = Buffer.from(bytes);
    const flips = 1 + Math.floor(next() * 3);
    for (let index = 0; index < flips && copy.length; index++) copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
    return copy;
  },
  truncate: (bytes, next) => bytes.subarray(0, Math.floor(next() * bytes.length)),
  'duplicate a line': (bytes, next) => {
    const all = lines(bytes);
    const at = Math.floor(next() * all.length);
    return join([...all.slice(0, at + 1), all[at], ...all.slice(at + 1)]);
  },
  'delete a line': (bytes, next) => {
    const all = lines(bytes);
    const at = Math.floor(next() * all.length);
    return join([...all.slice(0, at), ...all.slice(at + 1)]);
  },
  'reference the secret': (bytes, next, file) => {
    const up = '../'.repeat(file.split('/').length);
    const reference = pick([`![x](${up}secret.txt)`, `[x](${up}secret.txt)`, `![x](${up.replaceAll('/', '%2F')}secret.txt)`], next);
    const all = lines(bytes);
    const at = Math.floor(next() * (all.length + 1));
    return join([...all.slice(0, at), reference, ...all.slice(at)]);
  },
  'become a link to the secret': () => 'link',
};

/** Every file of the site with its bytes, sorted, and the hashes of the output with any file holding the canary. */
function readTree(dir: string): { hashes: Record<string, string>; leaks: string[] } {
  const hashes: Record<string, string> = {};
  const leaks: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    hashes[path.relative(dir, file)] = createHash('sha1').update(bytes).digest('hex');
    if (bytes.includes(CANARY)) leaks.push(path.relative(dir, file));
  }
  return { hashes, leaks };
}

describe('faults: 500 malformed variants of the Hexagon site', () => {
  const scratch = scratchSite(path.join(repoRoot, 'content'));
  afterAll(() => scratch.remove());
  const files = readdirSync(scratch.site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(scratch.site, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

  it(`builds each of ${VARIANTS} variants (seed ${SEED}) with a message or a site, never a stack trace, losing nothing`, async () => {
    const build = async () => {
      const printed: string[] = [];
      const print: Printer = { out: (line) => printed.push(line), err: (line) => printed.push(line) };
      const code = await runBuild({ siteDir: scratch.site, outDir: scratch.out, timeoutSeconds: 5 }, print);
      return { code, text: printed.join('\n') };
    };
    const first = await build();
    expect(first.code, first.text).toBe(0);
    let previous = readTree(scratch.out).hashes;
    const problems: string[] = [];
    const codes: Record<number, number> = {};
    for (let variant = 0; variant < VARIANTS; variant++) {
      const next = random(SEED + variant);
      const file = pick(files, next);
      const name = pick(Object.keys(MUTATIONS), next);
      const absolute = path.join(scratch.site, file);
      const original = readFileSync(absolute);
      const damaged = MUTATIONS[name](original, next, file);
      if (damaged === 'link') {
        rmSync(absolute);
        symlinkSync(scratch.secret, absolute);
      } else writeFileSync(absolute, damaged);
      const { code, text } = await build();
      rmSync(absolute);
      writeFileSync(absolute, original);
      codes[code] = (codes[code] ?? 0) + 1;
      const { hashes, leaks } = readTree(scratch.out);
      const failures = [
        ![0, 1, 2, 3].includes(code) && `exit code ${code}`,
        STACK.test(text) && 'a stack trace',
        code !== 0 && JSON.stringify(hashes) !== JSON.stringify(previous) && 'a changed output after a failed build',
        tempFolders(scratch.root).length > 0 && `temporary folders left: ${tempFolders(scratch.root).join(', ')}`,
        leaks.length > 0 && `the secret published in ${leaks.join(', ')}`,
      ].filter(Boolean);
      if (failures.length) problems.push(`variant ${variant} (${name} in ${file}): ${failures.join('; ')}\n${text}`);
      if (code === 0) previous = hashes;
    }
    console.log(`exit codes over ${VARIANTS} variants: ${JSON.stringify(codes)}`);
    expect(problems, problems.slice(0, 5).join('\n\n')).toEqual([]);
    // The suite must exercise both outcomes, or it proves nothing.
    expect(codes[0]).toBeGreaterThan(0);
    expect(codes[1]).toBeGreaterThan(VARIANTS / 10);
  }, 900_000);
});
