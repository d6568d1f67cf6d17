import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const bin = path.join(repoRoot, 'bin/hexsite.js');

/** A text no site file holds: placed outside the site, it must never reach the output. */
export const CANARY = 'CANARY-7f3e9a-not-for-publication';

/** A scratch folder holding a copy of a site (`site/`) and a secret beside it (`secret.txt`). */
export interface Scratch {
  root: string;
  site: string;
  secret: string;
  out: string;
  remove(): void;
}

/** Copies a site (a fixture name, or a path) into a fresh scratch folder, with a canary beside it. */
export function scratchSite(from: string): Scratch {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hexsite-fault-'));
  const source = path.isAbsolute(from) ? from : path.join(repoRoot, 'test/fixtures', from);
  const site = path.join(root, 'site');
  cpSync(source, site, { recursive: true, filter: (file) => !/[\\/](\.hexsite|build|node_modules)$/.test(file) });
  const secret = path.join(root, 'secret.txt');
  writeFileSync(secret, `${CANARY}\n`);
  return { root, site, secret, out: path.join(root, 'out'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** What a run of the command printed, and how it ended. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Both streams, in order of kind: stdout then stderr. */
  output: string;
}

/** Runs `hexsite …args` in a fresh process, as a user would, and waits for it to end. */
export function hexsite(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; obeyPermissions?: boolean } = {}): Run {
  const command = options.obeyPermissions ? 'setpriv' : process.execPath;
  const prefix = options.obeyPermissions ? [...WITHOUT_OVERRIDE, process.execPath] : [];
  const result = spawnSync(command, [...prefix, bin, ...args], {
    encoding: 'utf8',
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    timeout: options.timeoutMs ?? 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, output: `${result.stdout}${result.stderr}` };
}

/** Starts `hexsite …args` without waiting, for tests that interrupt it. */
export function startHexsite(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return spawn(process.execPath, [bin, ...args], { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A stack trace line: what a user must never see without --debug. */
export const STACK = /^\s+at .+[:(]\d+/m;

/** Every file below `dir` with the hash of its bytes: equal snapshots mean byte-identical folders. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha1').update(readFileSync(file)).digest('hex');
  }
  return files;
}

/** Whether any file below `dir` holds the canary. */
export function holdsCanary(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (readFileSync(file).includes(CANARY)) found.push(path.relative(dir, file));
  }
  return found;
}

/** Temporary folders that builds leave beside their output when they do not clean up. */
export function tempFolders(parent: string): string[] {
  return readdirSync(parent).filter((name) => name.includes('.tmp-'));
}

/**
 * A scratch copy of a fixture for each test of a file, built once before the test, with the
 * snapshot of that first output: what a failed build must leave as it was.
 */
export function useBuiltScratch(fixture: string): { scratch: () => Scratch; before: () => Record<string, string> } {
  let scratch: Scratch | undefined;
  let before: Record<string, string> = {};
  beforeEach(() => {
    scratch = scratchSite(fixture);
    const run = hexsite(['build', scratch.site, '--out', scratch.out]);
    if (run.code !== 0) throw new Error(`the fixture ${fixture} does not build: ${run.stderr}`);
    before = snapshot(scratch.out);
  });
  afterEach(() => scratch?.remove());
  return { scratch: () => scratch!, before: () => before };
}

/**
 * setpriv arguments that take from root the capabilities to ignore file permissions, so that a
 * file it made unreadable is unreadable to hexsite too. Unlike switching to another user, this
 * keeps the checkout reachable wherever it lies (a `mktemp -d` folder is 0700).
 */
const WITHOUT_OVERRIDE = ['--bounding-set=-dac_override,-dac_read_search', '--inh-caps=-dac_override,-dac_read_search'];

/** Whether this process can run hexsite bound by file permissions (as root, with setpriv). */
export function canObeyPermissions(): boolean {
  return process.getuid?.() === 0 && spawnSync('setpriv', [...WITHOUT_OVERRIDE, 'true']).status === 0;
}

/** Waits until the process printed text matching `pattern`, or ended. */
export function printed(child: ReturnType<typeof startHexsite>, pattern: RegExp): Promise<string> {
  let output = '';
  return new Promise((resolve) => {
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve(output);
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.once('exit', () => resolve(output));
  });
}
