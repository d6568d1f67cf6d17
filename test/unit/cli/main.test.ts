import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../helpers.js';

const bin = path.resolve(import.meta.dirname, '../../../bin/hexsite.js');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function hexsite(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd: temp });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('cli/main', () => {
  it('prints help for the program and for build', () => {
    const top = hexsite('--help');
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('Usage: hexsite');
    expect(top.stdout).toContain('build [options] [siteDir]');
    const build = hexsite('build', '--help');
    expect(build.code).toBe(0);
    expect(build.stdout).toContain('--out <dir>');
  });

  it('exits 2 on a usage error', () => {
    const result = hexsite('build', '--no-such-flag');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--no-such-flag'");
  });

  it('builds a site, printing stages and a one-line summary', () => {
    const out = path.join(temp, 'out');
    const result = hexsite('build', path.join(fixturesDir, 'minimal'), '--out', out);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✓ built 13 pages in \d+\.\d\d s → .*out\/ \(\d+(\.\d)? (KiB|MiB)\)/);
    expect(result.stderr).toContain('warning: docs/intro.md:7:');
    expect(existsSync(path.join(out, 'docs/intro/index.html'))).toBe(true);
  });

  it('exits 1 with the error and no stack trace on bad content, leaving the output as it was', () => {
    const site = path.join(temp, 'bad');
    const out = path.join(temp, 'kept');
    cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
    expect(hexsite('build', site, '--out', out).code).toBe(0);
    const before = readFileSync(path.join(out, 'index.html'), 'utf8');
    cpSync(path.join(fixturesDir, 'bad-sidebar-doc-id/sidebars.ts'), path.join(site, 'sidebars.ts'));
    const result = hexsite('build', site, '--out', out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sidebars.ts:4:5  Unexpected unknown doc id `setpu`');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr).toContain('previous output was left untouched');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(before);
  });

  it('prints stack traces with --debug', () => {
    const result = hexsite('build', path.join(fixturesDir, 'bad-sidebar-doc-id'), '--out', path.join(temp, 'debug'), '--debug');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\n\s+at /);
  });
});
