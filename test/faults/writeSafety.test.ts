// The commands that write into a site's own folder (init, swizzle, docs:version,
// write-translations) against what may lie where they write: a symbolic link to a file or a
// folder outside, a link to nothing, a folder where a file goes, a file where a folder goes, the
// home folder. Each refuses with a message naming the path, writes nothing when anything is in
// the way, and never changes a file outside the site.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/cli/build.js';
import { runInit } from '../../src/cli/init.js';
import { runSwizzle } from '../../src/cli/swizzle.js';
import { runDocsVersion } from '../../src/cli/docsVersion.js';
import { runWriteTranslations } from '../../src/cli/writeTranslations.js';
import { CANARY, repoRoot, snapshot, STACK } from './helpers.js';

let root = '';
let site = '';
let outside = '';
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hexsite-fault-write-'));
  site = path.join(root, 'site');
  outside = path.join(root, 'outside');
  mkdirSync(site);
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'secret.txt'), `${CANARY}\n`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs a command in this process, collecting what it prints. */
async function collect(run: (print: { out: (line: string) => void; err: (line: string) => void }) => Promise<number>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run({ out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const init = (dir: string, force = true) => collect((print) => runInit({ dir, force }, print));

/** The outside folder is as it was: only the canary file, unchanged. */
function expectOutsideUntouched() {
  expect(readdirSync(outside)).toEqual(['secret.txt']);
  expect(readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe(`${CANARY}\n`);
}

describe('faults: init writes nothing through a link, and nothing at all when a path is in the way', () => {
  it('refuses a file linked to one outside, naming the link and where it points', async () => {
    symlinkSync(path.join(outside, 'secret.txt'), path.join(site, 'sidebars.ts'));
    const run = await init(site);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`Unexpected symbolic link \`${path.join(site, 'sidebars.ts')}\` (to \`${path.join(outside, 'secret.txt')}\`)`);
    expect(run.err).not.toMatch(STACK);
    expectOutsideUntouched();
    expect(readdirSync(site)).toEqual(['sidebars.ts']);
  });

  it('refuses a folder linked to one outside, writing no file there', async () => {
    mkdirSync(path.join(site, 'docs'));
    symlinkSync(outside, path.join(site, 'docs', 'getting-started'));
    const run = await init(site);
    expect(run.err).toContain('[write-through-link]');
    expect(run.err).toContain('docs/getting-started');
    expectOutsideUntouched();
    expect(readdirSync(path.join(site, 'docs'))).toEqual(['getting-started']);
  });

  it('refuses a link to nothing where a file goes', async () => {
    symlinkSync(path.join(outside, 'missing.txt'), path.join(site, 'package.json'));
    const run = await init(site);
    expect(run.err).toContain('[write-through-link]');
    expectOutsideUntouched();
  });

  it('names a folder where a starter file goes, and writes none of the others', async () => {
    mkdirSync(path.join(site, 'docs', 'intro.md'), { recursive: true });
    const run = await init(site);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`Unexpected folder \`${path.join(site, 'docs/intro.md')}\`, expected a file there or nothing`);
    expect(run.err).not.toContain('templates/init');
    expect(run.err).toContain('wrote nothing');
    expect(readdirSync(site)).toEqual(['docs']);
  });

  it('refuses a regular file as the folder to write into', async () => {
    const file = path.join(root, 'file.txt');
    writeFileSync(file, 'x');
    const run = await init(file);
    expect(run.code).toBe(2);
    expect(run.err).toContain('Unexpected file');
    expect(run.err).toContain('[init-not-a-folder]');
    expect(run.err).not.toContain('ENOTDIR');
  });

  it('refuses the home folder, as build --out does', async () => {
    const home = path.join(root, 'home');
    mkdirSync(home);
    writeFileSync(path.join(home, 'package.json'), '{}');
    const previous = process.env.HOME;
    process.env.HOME = home;
    try {
      const run = await init(home);
      expect(run.code).toBe(2);
      expect(run.err).toContain('which is the home folder');
      const above = await init(root);
      expect(above.err).toContain('which holds the home folder');
    } finally {
      process.env.HOME = previous;
    }
    expect(readFileSync(path.join(home, 'package.json'), 'utf8')).toBe('{}');
  });

  it('names each file it replaced', async () => {
    writeFileSync(path.join(site, 'sidebars.ts'), 'old');
    writeFileSync(path.join(site, 'notes.txt'), 'mine');
    const run = await init(site);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/✓ wrote a starter site of \d+ files into .*, replacing 1 of the same name\n  replaced sidebars\.ts\n/);
    expect(readFileSync(path.join(site, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(site, 'docs/intro.md'))).toBe(true);
  });
});

const swizzle = (siteDir: string) => collect((print) => runSwizzle({ siteDir, component: 'Footer', wrap: true }, print));

describe('faults: swizzle writes nothing through a link', () => {
  it('refuses a src/theme linked to a folder outside', async () => {
    mkdirSync(path.join(site, 'src'));
    symlinkSync(outside, path.join(site, 'src', 'theme'));
    const run = await swizzle(site);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`Unexpected symbolic link \`src/theme\` (to \`${outside}\`)`);
    expectOutsideUntouched();
  });

  it('refuses the override file as a link to nothing, instead of EEXIST', async () => {
    mkdirSync(path.join(site, 'src', 'theme'), { recursive: true });
    symlinkSync(path.join(outside, 'Footer.tsx'), path.join(site, 'src', 'theme', 'Footer.tsx'));
    const run = await swizzle(site);
    expect(run.code).toBe(2);
    expect(run.err).toContain('Unexpected symbolic link `src/theme/Footer.tsx`');
    expect(run.err).not.toContain('EEXIST');
    expect(run.err).not.toMatch(STACK);
    expectOutsideUntouched();
  });
});

/** A copy of the minimal fixture as the site. */
function copyMinimal() {
  rmSync(site, { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/minimal'), site, { recursive: true });
}

describe('faults: docs:version and write-translations write nothing through a link', () => {
  it('docs:version refuses a versioned_docs linked to a folder outside', async () => {
    copyMinimal();
    symlinkSync(outside, path.join(site, 'versioned_docs'));
    const run = await collect((print) => runDocsVersion({ name: '1.0', siteDir: site }, print));
    expect(run.code).not.toBe(0);
    expect(run.err).toContain(`Unexpected symbolic link \`versioned_docs\` (to \`${outside}\`)`);
    expectOutsideUntouched();
    expect(existsSync(path.join(site, 'versions.json'))).toBe(false);
  });

  it('write-translations refuses an i18n folder linked outside, writing none of its files', async () => {
    copyMinimal();
    mkdirSync(path.join(site, 'i18n'));
    symlinkSync(outside, path.join(site, 'i18n', 'en'));
    const run = await collect((print) => runWriteTranslations({ siteDir: site }, print));
    expect(run.code).not.toBe(0);
    expect(run.err).toContain(`Unexpected symbolic link \`i18n/en\` (to \`${outside}\`)`);
    expectOutsideUntouched();
  });
});

describe('faults: translations outside the site folder', () => {
  /** The locales fixture with its translations moved beside the site, and i18n.path pointing there. */
  function outsideTranslations() {
    rmSync(site, { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures/locales'), site, { recursive: true });
    cpSync(path.join(site, 'i18n'), path.join(root, 'translations'), { recursive: true });
    rmSync(path.join(site, 'i18n'), { recursive: true });
    const config = path.join(site, 'hexsite.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("locales: ['en', 'fr'] }", "locales: ['en', 'fr'], path: '../translations' }"));
  }

  it('the build names the folder outside the site, not a link to itself', async () => {
    outsideTranslations();
    const run = await collect((print) => runBuild({ siteDir: site, outDir: path.join(root, 'out'), cache: false }, print));
    expect(run.code).toBe(1);
    expect(run.err).toContain(`Unexpected folder \`${path.join(root, 'translations')}`);
    expect(run.err).toContain('outside the site folder');
    expect(run.err).not.toContain('symbolic link');
  });

  it('write-translations refuses to write there, at the line of i18n.path', async () => {
    outsideTranslations();
    const before = snapshot(path.join(root, 'translations'));
    const run = await collect((print) => runWriteTranslations({ siteDir: site, locale: 'fr' }, print));
    expect(run.code).not.toBe(0);
    expect(run.err).toMatch(/hexsite\.config\.ts:\d+:\d+ {2}Unexpected i18n\.path `\.\.\/translations` outside the site folder/);
    expect(snapshot(path.join(root, 'translations'))).toEqual(before);
  });
});
