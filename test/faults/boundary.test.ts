// The site folder is a boundary: nothing outside it is read, so nothing outside it is published.
import { appendFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { hexsite, holdsCanary, snapshot, useBuiltScratch, STACK, type Scratch } from './helpers.js';

const site = useBuiltScratch('minimal');
let scratch: Scratch;
let before: Record<string, string>;
beforeEach(() => {
  scratch = site.scratch();
  before = site.before();
});

/** The build fails with exit 1 and `ruleId`, publishes nothing and leaves the output as it was. */
function expectRefused(ruleId: string): string {
  const run = hexsite(['build', scratch.site, '--out', scratch.out]);
  expect(run.output).toContain(`[${ruleId}]`);
  expect(run.code).toBe(1);
  expect(run.output).not.toMatch(STACK);
  expect(snapshot(scratch.out)).toEqual(before);
  expect(holdsCanary(scratch.out)).toEqual([]);
  return run.stderr;
}

describe('faults: files outside the site folder', () => {
  const intro = () => path.join(scratch.site, 'docs/intro.md');

  it.each([
    ['an image that climbs out', '![x](../../secret.txt)'],
    ['a file link that climbs out', '[download](../../secret.txt)'],
    ['a percent-encoded climb', '![x](..%2F..%2Fsecret.txt)'],
    ['encoded dots', '[x](%2e%2e/%2e%2e/secret.txt)'],
    ['a climb far past the root', '![x](../../../../../../../../etc/passwd)'],
  ])('refuses %s, naming the file and line', (_, markdown) => {
    const lines = readFileSync(intro(), 'utf8').split('\n').length;
    appendFileSync(intro(), `\n${markdown}\n`);
    const stderr = expectRefused('outside-site');
    expect(stderr).toContain(`docs/intro.md:${lines + 1}:`);
    expect(stderr).toMatch(/outside the site folder/);
  });

  it('refuses a symbolic link in static/ to a folder outside the site', () => {
    symlinkSync(scratch.root, path.join(scratch.site, 'static/outside'));
    expect(expectRefused('outside-site')).toContain('static/outside');
  });

  it('refuses a .md symbolic link to a file outside the site', () => {
    symlinkSync(scratch.secret, path.join(scratch.site, 'docs/leak.md'));
    expect(expectRefused('outside-site')).toContain('docs/leak.md');
  });

  it('refuses a content folder that is itself a link outside the site', () => {
    mkdirSync(path.join(scratch.root, 'elsewhere'));
    writeFileSync(path.join(scratch.root, 'elsewhere/page.md'), `# Page\n\n${'x'}\n`);
    symlinkSync(path.join(scratch.root, 'elsewhere'), path.join(scratch.site, 'docs/elsewhere'));
    expectRefused('outside-site');
  });

  it('refuses a symbolic link loop instead of following it forty levels deep', () => {
    symlinkSync('..', path.join(scratch.site, 'docs/guides/loop'));
    expect(expectRefused('symlink-loop')).toContain('docs/guides/loop');
  });

  it('refuses a config that imports a module from outside the site', () => {
    writeFileSync(path.join(scratch.root, 'values.ts'), `export const tagline = '${'x'}';\n`);
    const config = path.join(scratch.site, 'hexsite.config.ts');
    writeFileSync(config, `import { tagline } from '../values';\n${readFileSync(config, 'utf8').replace("tagline: 'A small site'", 'tagline')}`);
    expectRefused('outside-site');
  });

  it('follows links whose targets are inside the site, and skips dangling ones with a warning', () => {
    symlinkSync('../other.md', path.join(scratch.site, 'docs/guides/linked.md'));
    symlinkSync('nowhere.md', path.join(scratch.site, 'docs/dangling.md'));
    const run = hexsite(['build', scratch.site, '--out', scratch.out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('[dangling-symlink]');
    expect(Object.keys(snapshot(scratch.out))).toContain(path.join('docs/guides/linked/index.html'));
  });
});
