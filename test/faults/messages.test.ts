// Every failure is a message naming the file and what to do, never a stack trace; the exit code says whose problem it is.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canObeyPermissions, hexsite, scratchSite, STACK, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('minimal');
});
afterEach(() => scratch.remove());

function write(file: string, contents: string | Buffer) {
  writeFileSync(path.join(scratch.site, file), contents);
}

function build(options: { obeyPermissions?: boolean; out?: string } = {}) {
  const run = hexsite(['build', scratch.site, '--out', options.out ?? scratch.out], { obeyPermissions: options.obeyPermissions });
  expect(run.output).not.toMatch(STACK);
  return run;
}

describe('faults: messages instead of stack traces', () => {
  it('reports a YAML alias bomb in front matter with the file', () => {
    let yaml = 'a0: &a0 [x, x, x, x, x, x, x, x, x]\n';
    for (let level = 1; level < 12; level++) yaml += `a${level}: &a${level} [${Array(9).fill(`*a${level - 1}`).join(', ')}]\n`;
    write('docs/bomb.md', `---\n${yaml}---\n\n# Bomb\n`);
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/bomb.md:2  Unexpected front matter that cannot be read');
  });

  it('reports front matter that is never closed, at line 1', () => {
    write('docs/open.md', '---\ntitle: Open\n\nThe body.\n');
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/open.md:1  Unexpected front matter without a closing `---` line');
  });

  it('refuses a binary file named .md, with the line of its first NUL byte', () => {
    write('docs/image.md', Buffer.concat([Buffer.from('line one\nline two\n'), Buffer.from([0x89, 0x50, 0x00, 0x01])]));
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/image.md:3  Unexpected binary content (a NUL byte)');
  });

  it('warns about bytes that are not UTF-8, naming the line, and builds', () => {
    write('docs/latin.md', Buffer.concat([Buffer.from('# Latin\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait\n')]));
    const run = build();
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning: docs/latin.md:3  Unexpected bytes that are not UTF-8');
  });

  it('refuses a Markdown file over 10 MB at once, instead of running out of memory', () => {
    write('docs/huge.md', '- item\n\nText.\n\n'.repeat(750_000));
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs\/huge\.md {2}Unexpected Markdown file of 10\.7 MB, expected at most 10 MB/);
  });

  it('builds a 5 MB single-line page, with a short automatic description', () => {
    write('docs/long.md', `# Long\n\n${'word '.repeat(1_000_000)}\n`);
    const run = build();
    expect(run.code).toBe(0);
    const html = readFileSync(path.join(scratch.out, 'docs/long/index.html'), 'utf8');
    expect(html.length).toBeLessThan(5_200_000);
    expect(html).toMatch(/<meta name="description" content="(word ){10,}[^"]{0,300}…"/);
  });

  it('refuses a static file that would replace a generated file', () => {
    write('static/sitemap.xml', '<urlset/>');
    mkdirSync(path.join(scratch.site, 'static/Docs/intro'), { recursive: true });
    write('static/Docs/intro/index.html', '<p>mine</p>');
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('static/sitemap.xml  Unexpected static file at the output path `sitemap.xml`');
    expect(run.stderr).toContain('static/Docs/intro/index.html  Unexpected static file at the output path `Docs/intro/index.html`');
  });

  it.runIf(canObeyPermissions())('exits 3 naming an unreadable file or folder and a read-only output parent', () => {
    const obeyPermissions = true;
    chmodSync(path.join(scratch.site, 'docs/other.md'), 0o000);
    let run = build({ obeyPermissions });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('docs/other.md  Unexpected permission denied (EACCES) while opening `docs/other.md`');
    chmodSync(path.join(scratch.site, 'docs/other.md'), 0o644);

    chmodSync(path.join(scratch.site, 'docs/guides'), 0o000);
    run = build({ obeyPermissions });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('Unexpected permission denied (EACCES) while listing `docs/guides`');
    chmodSync(path.join(scratch.site, 'docs/guides'), 0o755);

    const readOnly = path.join(scratch.root, 'read-only');
    mkdirSync(readOnly, { mode: 0o555 });
    chmodSync(readOnly, 0o555);
    run = build({ obeyPermissions, out: path.join(readOnly, 'out') });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/Unexpected read-only output folder `.*read-only\/out` \(the folder that holds it may not be written, EACCES\)/);
  });
});
