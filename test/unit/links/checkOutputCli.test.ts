import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const bin = path.join(repo, 'bin/hexsite.js');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-check-links-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function hexsite(cwd: string, ...args: string[]) {
  return hexsiteWith({}, cwd, ...args);
}

function hexsiteWith(env: Record<string, string>, cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd, env: { ...process.env, ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A site with one broken link and one broken anchor, built with `onBrokenLinks: 'warn'` so it has an output. */
function writeBrokenSite(): string {
  const site = path.join(temp, 'broken-site');
  const files: Record<string, string> = {
    'hexsite.config.json': JSON.stringify({ title: 'Broken', url: 'https://example.com', baseUrl: '/site/', onBrokenLinks: 'warn', blog: false }),
    'docs/intro.md': '---\ntitle: Intro\n---\n\nRead the [setup](./setup.md#instal) first.\n\nThen the [guide](/docs/gide).\n',
    'docs/setup.md': '---\ntitle: Setup\n---\n\n## Install\n\nDone.\n',
    'pages/index.md': '# Home\n\nWelcome.\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  return site;
}

describe('cli/checkLinks', () => {
  it('passes on the Hexagon build, printing one summary line', () => {
    const out = path.join(temp, 'hexagon');
    expect(hexsite(repo, 'build', 'content', '--out', out).code).toBe(0);
    const result = hexsite(repo, 'check-links', out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^✓ checked 3\d pages and 4 feeds: \d{4,} links, \d{3,} anchors in \d+\.\d\d s\n$/);
  });

  it('fails with file:line for a broken link and a broken anchor written in Markdown', () => {
    const site = writeBrokenSite();
    expect(hexsite(site, 'build', '.', '--no-cache').code).toBe(0);
    const result = hexsite(site, 'check-links', 'build');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const report = result.stderr.replace(/in \d+\.\d\d s/, 'in <T> s');
    expect(report).toContain(
      [
        '/site/docs/intro  (from docs/intro.md)',
        '  docs/intro.md:5:28  Unexpected link to `/site/docs/setup#instal`, expected an element with id `instal` on `/site/docs/setup`',
        '    hint: Did you mean `#install`? Fix the link, or give a heading that id with `{#instal}`.   [broken-anchor]',
        '  docs/intro.md:7:18  Unexpected link to `/site/docs/gide`, expected an existing page or file (nothing at `/site/docs/gide`)',
      ].join('\n'),
    );
    expect(report).toMatch(/✗ checked \d+ pages and 1 feed: \d+ links, \d+ anchors in <T> s; 1 broken link, 1 broken anchor\n$/);
  });

  it("applies the site's onBrokenLinks with --site: warnings and exit 0", () => {
    const site = path.join(temp, 'broken-site');
    const result = hexsite(site, 'check-links', 'build', '--site', '.');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning: /site/docs/intro  (from docs/intro.md)');
    expect(result.stdout).toMatch(/; 1 broken link, 1 broken anchor \(warnings\)\n$/);
  });

  it('reports the same problems when the pages are scanned on threads', () => {
    // 90 pages, on two threads when asked for them: each links to a heading of the next, every seventh to a missing
    // heading, every eleventh to a missing page.
    const site = path.join(temp, 'many-pages');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), text);
    };
    write('hexsite.config.json', JSON.stringify({ title: 'Many', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn', blog: false }));
    for (let index = 0; index < 90; index++) {
      const next = `./page-${(index + 1) % 90}.md#${index % 7 === 0 ? 'missing' : 'part-two'}`;
      const extra = index % 11 === 0 ? `\n\nAnd [nothing](/docs/none-${index}).` : '';
      write(`docs/page-${index}.md`, `---\ntitle: Page ${index}\n---\n\n## Part two\n\nOn to [the next](${next}).${extra}\n`);
    }
    expect(hexsite(site, 'build', '.', '--no-cache').code).toBe(0);
    const report = (workers: string) => {
      const result = hexsiteWith({ HEXSITE_WORKERS: workers }, site, 'check-links', 'build');
      expect(result.code).toBe(1);
      return result.stderr.replace(/in \d+\.\d\d s/, 'in <T> s');
    };
    const single = report('0');
    expect(single).toMatch(/✗ checked 9\d pages and 1 feed: \d+ links, \d+ anchors in <T> s; 9 broken links, 13 broken anchors\n$/);
    // The threads' code is there: hexsite would scan on this thread alone without a word otherwise.
    expect(existsSync(path.join(repo, 'dist/scanWorker.js'))).toBe(true);
    expect(report('2')).toBe(single);
  }, 60_000);

  it('exits 2 when the folder is no build output', () => {
    const missing = hexsite(temp, 'check-links', 'nowhere');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Unexpected missing folder `nowhere`, expected a built site');
    expect(hexsite(temp, 'check-links', '--no-such-flag').code).toBe(2);
  });
});
