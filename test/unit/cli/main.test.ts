import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('prints its version', () => {
    const result = hexsite('--version');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')).version);
  });

  it('exits 2 on a usage error', () => {
    const result = hexsite('build', '--no-such-flag');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--no-such-flag'");
  });

  it('builds a site, printing stages and a one-line summary', () => {
    const out = path.join(temp, 'out');
    const result = hexsite('build', path.join(fixturesDir, 'minimal'), '--out', out, '--no-cache');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✓ built 15 pages in \d+\.\d\d s → .*out\/ \(\d+(\.\d)? (KiB|MiB)\)/);
    expect(result.stderr).toContain('warning: docs/intro.md:7:');
    expect(existsSync(path.join(out, 'docs/intro/index.html'))).toBe(true);
  });

  it('init writes a starter site that builds, and refuses a folder with files unless --force', () => {
    const site = path.join(temp, 'starter');
    const made = hexsite('init', site, '--title', 'Widgets');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('✓ wrote a starter site of');
    expect(readFileSync(path.join(site, 'hexsite.config.ts'), 'utf8')).toContain("title: 'Widgets'");
    const again = hexsite('init', site);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('expected an empty or new folder');
    expect(again.stderr).toContain('--force');
    expect(hexsite('init', site, '--force').code).toBe(0);
    const built = hexsite('build', site, '--no-cache');
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    expect(hexsite('check-links', path.join(site, 'build'), '--site', site).code).toBe(0);
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

  it('parses large sites in worker threads with the same result', () => {
    const site = path.join(temp, 'large');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify({ title: 'Large', url: 'https://example.com', baseUrl: '/' }));
    mkdirSync(path.join(site, 'pages'));
    writeFileSync(path.join(site, 'pages', 'index.md'), '# Large\n');
    for (let i = 0; i < 70; i++) {
      writeFileSync(path.join(site, 'docs', `page-${String(i).padStart(2, '0')}.md`), `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\nSee [next](./page-${String((i + 1) % 70).padStart(2, '0')}.md#part-${(i + 1) % 70}).\n`);
    }
    const out = path.join(temp, 'large-out');
    const result = hexsite('build', site, '--out', out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ parsed 71 Markdown files');
    expect(readFileSync(path.join(out, 'docs/page-69/index.html'), 'utf8')).toContain('href="/docs/page-00#part-0"');
  });

  it('prints stack traces with --debug', () => {
    const result = hexsite('build', path.join(fixturesDir, 'bad-sidebar-doc-id'), '--out', path.join(temp, 'debug'), '--debug');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\n\s+at /);
  });
});
