// Nothing outside the output folder is ever deleted or replaced, and an interrupted build loses nothing.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hexsite, scratchSite, snapshot, STACK, startHexsite, tempFolders, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('minimal');
});
afterEach(() => scratch.remove());

/** Runs a build into `out` that must be refused, and checks the site and `out` are unchanged. */
function expectRefusedOut(out: string, options: { code?: number; env?: NodeJS.ProcessEnv; cwd?: string; message?: RegExp } = {}) {
  const site = snapshot(scratch.site);
  const target = out && existsSync(out) ? contentsOf(out) : null;
  const run = hexsite(['build', scratch.site, '--out', out], { env: options.env, cwd: options.cwd ?? scratch.root });
  expect(run.code).toBe(options.code ?? 1);
  expect(run.output).not.toMatch(STACK);
  if (options.message) expect(run.stderr).toMatch(options.message);
  expect(snapshot(scratch.site)).toEqual(site);
  if (target) expect(contentsOf(out)).toEqual(target);
  expect(tempFolders(scratch.root)).toEqual([]);
}

/** A folder's snapshot, or a file's bytes. */
function contentsOf(target: string): Record<string, string> | string {
  return statSync(target).isDirectory() ? snapshot(target) : readFileSync(target, 'utf8');
}

describe('faults: the output folder', () => {
  it('refuses an empty --out as a usage error', () => {
    writeFileSync(path.join(scratch.root, 'keep.txt'), 'mine');
    expectRefusedOut('', { code: 2, message: /expected a folder name/ });
    expect(readFileSync(path.join(scratch.root, 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('refuses an existing file', () => {
    writeFileSync(path.join(scratch.root, 'notes.txt'), 'my notes');
    expectRefusedOut(path.join(scratch.root, 'notes.txt'), { message: /is an existing file/ });
  });

  it('refuses a content folder reached through a symbolic link', () => {
    symlinkSync(path.join(scratch.site, 'docs'), path.join(scratch.root, 'docs-link'));
    expectRefusedOut(path.join(scratch.root, 'docs-link'), { message: /overlaps the content folder `docs`/ });
  });

  it('refuses a folder inside a content folder, and a parent of one', () => {
    expectRefusedOut(path.join(scratch.site, 'static/out'), { message: /overlaps the content folder `static`/ });
    expectRefusedOut(scratch.site, { message: /holds the site itself/ });
    expectRefusedOut(scratch.root, { message: /holds the site itself/ });
  });

  it("refuses hexsite's cache folder", () => {
    expectRefusedOut(path.join(scratch.site, '.hexsite'), { message: /cache folder/ });
  });

  it('refuses the home folder and its parents', () => {
    const home = path.join(scratch.root, 'home');
    mkdirSync(home);
    expectRefusedOut(home, { env: { HOME: home }, message: /holds the home folder/ });
  });

  it('refuses a non-empty folder that hexsite did not write, and accepts its own earlier output', () => {
    const foreign = path.join(scratch.root, 'photos');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'holiday.jpg'), 'jpeg');
    expectRefusedOut(foreign, { message: /holds files that hexsite did not write/ });
    expect(hexsite(['build', scratch.site, '--out', scratch.out]).code).toBe(0);
    expect(hexsite(['build', scratch.site, '--out', scratch.out]).code).toBe(0);
  });

  it('removes the temporary folders of a killed build, and puts back an output it had moved aside', () => {
    expect(hexsite(['build', scratch.site, '--out', scratch.out]).code).toBe(0);
    const previous = snapshot(scratch.out);
    // A build that died (its process is gone) between its two renames: the old output aside, the new one half-written.
    const dead = 2 ** 22 + 12345;
    const temp = path.join(scratch.root, `.out.tmp-${dead}-1`);
    renameSync(scratch.out, `${temp}-old`);
    mkdirSync(temp);
    writeFileSync(path.join(temp, 'half.html'), '<p>half');
    // Stale folders of another dead build.
    mkdirSync(path.join(scratch.root, `.out.tmp-${dead + 1}-2`));
    writeFileSync(path.join(scratch.site, 'docs/intro.md'), '---\ntitle: Broken\n'); // unclosed front matter: this build fails
    const run = hexsite(['build', scratch.site, '--out', scratch.out]);
    expect(run.code).toBe(1);
    expect(snapshot(scratch.out)).toEqual(previous);
    expect(tempFolders(scratch.root)).toEqual([]);
  });

  it('leaves the previous output intact when killed while writing, and the next build cleans up', async () => {
    expect(hexsite(['build', scratch.site, '--out', scratch.out]).code).toBe(0);
    const previous = snapshot(scratch.out);
    const { signalled, tmp } = await interruptWhileWriting('SIGKILL');
    expect(signalled).toBe(true);
    expect(snapshot(scratch.out)).toEqual(previous);
    expect(tempFolders(scratch.root).length).toBeGreaterThan(0);
    // The killed build's parsed pages, which it could not remove.
    expect(readdirSync(tmp)).toEqual([expect.stringMatching(/^hexsite-pages-\d+-/)]);
    // And the store of a build still running (this process), which must stay.
    const running = `hexsite-pages-${process.pid}-running`;
    mkdirSync(path.join(tmp, running));
    const next = hexsite(['build', scratch.site, '--out', scratch.out], { env: { TMPDIR: tmp } });
    expect(next.code).toBe(0);
    expect(tempFolders(scratch.root)).toEqual([]);
    expect(readdirSync(tmp)).toEqual([running]);
    expect(readdirSync(path.join(scratch.out, 'docs'))).toContain('page-149');
  });

  it('removes its temporary folders on Ctrl-C while writing: the output and the parsed pages', async () => {
    const { signalled, code, stderr, tmp } = await interruptWhileWriting('SIGINT');
    expect(signalled).toBe(true);
    expect(code, stderr).toBe(130);
    expect(tempFolders(scratch.root)).toEqual([]);
    expect(existsSync(scratch.out)).toBe(false);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

/**
 * Adds enough pages that writing lasts a while, starts a build, and sends `signal` as soon as
 * its temporary output folder appears.
 */
async function interruptWhileWriting(signal: NodeJS.Signals): Promise<{ signalled: boolean; code: number | null; stderr: string; tmp: string }> {
  for (let index = 0; index < 150; index++) writeFileSync(path.join(scratch.site, `docs/page-${index}.md`), `# Page ${index}\n\n${'Some text. '.repeat(400)}\n`);
  // The system's temporary folder of this build alone, where its page store goes (`--no-cache`).
  const tmp = path.join(scratch.root, 'tmp');
  mkdirSync(tmp);
  const child = startHexsite(['build', scratch.site, '--out', scratch.out, '--no-cache'], { env: { TMPDIR: tmp } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let signalled = false;
  while (!signalled && child.exitCode === null) {
    if (tempFolders(scratch.root).length) {
      child.kill(signal);
      signalled = true;
    } else await new Promise((resolve) => setImmediate(resolve));
  }
  return { signalled, code: await exited, stderr, tmp };
}
