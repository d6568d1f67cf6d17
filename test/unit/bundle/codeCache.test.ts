import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const loader = path.resolve(import.meta.dirname, '../../../bin/codeCache.js');

/** Runs `file` through bin/codeCache.js in a fresh process; returns what it printed. */
function load(file: string, write: boolean): { said: string; cacheUsed: boolean } {
  const script = `const { loadCompiled } = await import(${JSON.stringify(loader)}); const loaded = loadCompiled(${JSON.stringify(file)}, { write: ${write} }); console.log(JSON.stringify({ said: loaded.exports.say(), cacheUsed: loaded.cacheUsed }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as { said: string; cacheUsed: boolean };
}

describe('bin/codeCache', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-code-cache-test-'));
    file = path.join(dir, 'cli.cjs');
    writeFileSync(file, "const path = require('node:path');\nexports.say = () => 'first ' + path.basename(__filename);\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs a CommonJS file without a cache, then from the cache made at exit', () => {
    expect(load(file, false)).toEqual({ said: 'first cli.cjs', cacheUsed: false });
    expect(existsSync(`${file}.cache`)).toBe(false);
    expect(load(file, true)).toEqual({ said: 'first cli.cjs', cacheUsed: false });
    expect(readFileSync(`${file}.cache`, 'latin1')).toMatch(/^hexsite-code-cache [0-9a-f]{40} [0-9a-f]{40}\n/);
    expect(load(file, false)).toEqual({ said: 'first cli.cjs', cacheUsed: true });
  });

  it('ignores the cache of another source of the same length, which V8 alone would take', () => {
    load(file, true);
    writeFileSync(file, readFileSync(file, 'utf8').replace('first', 'other'));
    expect(load(file, false)).toEqual({ said: 'other cli.cjs', cacheUsed: false });
  });

  it('ignores a damaged or truncated cache, which V8 would crash on', () => {
    load(file, true);
    const cache = readFileSync(`${file}.cache`);
    const damaged = Buffer.from(cache);
    for (let at = 120; at < damaged.length; at += 7) damaged[at] ^= 0x5a;
    writeFileSync(`${file}.cache`, damaged);
    expect(load(file, false)).toEqual({ said: 'first cli.cjs', cacheUsed: false });
    writeFileSync(`${file}.cache`, cache.subarray(0, cache.length - 1));
    expect(load(file, false)).toEqual({ said: 'first cli.cjs', cacheUsed: false });
  });

  it('says in one line how to compile hexsite when the compiled command line is missing', () => {
    mkdirSync(path.join(dir, 'bin'));
    for (const name of ['hexsite.js', 'codeCache.js']) copyFileSync(path.resolve(import.meta.dirname, '../../../bin', name), path.join(dir, 'bin', name));
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    const run = () => spawnSync(process.execPath, [path.join(dir, 'bin/hexsite.js'), '--version'], { encoding: 'utf8' });
    // An installed package has no sources: compiling is not the reader's to do.
    const installed = run();
    expect(installed.status).toBe(1);
    expect(installed.stderr.trim().split('\n')).toHaveLength(1);
    expect(installed.stderr).toMatch(/hexsite is not compiled: .*dist.cli\.cjs is missing\. This installation of hexsite is incomplete: install hexsite again\./);
    // A checkout has them.
    mkdirSync(path.join(dir, 'src'));
    const checkout = run();
    expect(checkout.status).toBe(1);
    expect(checkout.stderr.trim().split('\n')).toHaveLength(1);
    expect(checkout.stderr).toMatch(/hexsite is not compiled: .*dist.cli\.cjs is missing\. Run `npm run compile` in /);
  });
});
