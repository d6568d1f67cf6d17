// A change from a fork built with `--untrusted-markdown`: MDX that would read the machine's files
// and run programs at build time is refused at its file, and nothing of it is published.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { hexsite, holdsCanary, snapshot, STACK, useBuiltScratch, type Scratch } from './helpers.js';

const site = useBuiltScratch('minimal');
let scratch: Scratch;
beforeEach(() => {
  scratch = site.scratch();
});

/** MDX that publishes the file beside the site and leaves a mark that it ran a program. */
function hostileMdx(marker: string): string {
  return [
    "import fs from 'node:fs';",
    "import { execSync } from 'node:child_process';",
    '',
    `export const secret = fs.readFileSync(${JSON.stringify(scratch.secret)}, 'utf8');`,
    `export const ran = execSync(${JSON.stringify(`touch ${marker}`)});`,
    '',
    '# Stolen',
    '',
    '{secret}',
    '',
  ].join('\n');
}

describe('faults: untrusted Markdown', () => {
  it.each([
    ['an .mdx file', 'docs/stolen.mdx', (mdx: string) => mdx, 'docs/stolen.mdx  Unexpected MDX file in untrusted Markdown'],
    ['format: mdx front matter', 'docs/stolen.md', (mdx: string) => `---\nformat: mdx\n---\n\n${mdx}`, 'docs/stolen.md:2  Unexpected `format: mdx` in untrusted Markdown'],
  ])('refuses %s before it runs, publishing nothing', (_, file, wrap, message) => {
    const marker = path.join(scratch.root, 'ran');
    writeFileSync(path.join(scratch.site, file), wrap(hostileMdx(marker)));
    const before = site.before();
    const run = hexsite(['build', scratch.site, '--out', scratch.out, '--untrusted-markdown']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('[untrusted-mdx]');
    expect(run.output).not.toMatch(STACK);
    expect(existsSync(marker)).toBe(false);
    expect(snapshot(scratch.out)).toEqual(before);
    expect(holdsCanary(scratch.out)).toEqual([]);
  });
});
