#!/usr/bin/env node
// `npm test`: every test, units then browser, and one closing line "N passed, N failed".
// Browser tests drive Debian's Chromium; it is installed here when missing and we are root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');

function run(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options }).status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium`, then `npm test` again.');
    return false;
  }
  console.log('Installing Debian Chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed = run('apt-get', ['update', '-qq'], { env }) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0;
  if (installed && existsSync(CHROMIUM)) return true;
  console.error('Chromium could not be installed with apt-get: install the Debian package `chromium`, then run `npm test` again.');
  return false;
}

/** Runs one vitest config and reads its JSON report. */
function vitest(config) {
  const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'hexsite-test-')), 'report.json');
  const status = run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) return { passed: 0, failed: 1, status };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  return { passed: result.numPassedTests, failed: result.numFailedTests + (result.numTotalTestSuites && !result.success && result.numFailedTests === 0 ? 1 : 0), status };
}

// Without a browser the run stops at once, with one line saying how to get one.
if (!ensureChromium()) process.exit(1);
// Every temporary folder of the run (the tests' sites and outputs, hexsite's own, Chromium's
// profiles) goes into one, removed at the end: tests that fail leave nothing behind in /tmp.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hexsite-test-run-'));
process.env.TMPDIR = scratch;
const end = (code) => {
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
};
// The browser tests load the compiled client bundle: compile first so it matches the sources.
if (run('node', ['bin/compile.js']) !== 0) end(1);
let passed = 0;
let failed = 0;

console.log('\n▶ type check');
if (run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) === 0 && run('npx', ['tsc', '-p', 'theme/tsconfig.json', '--noEmit']) === 0) passed++;
else failed++;

console.log('\n▶ unit tests');
const unit = vitest('test/vitest.config.ts');
passed += unit.passed;
failed += unit.failed;

console.log('\n▶ fault suite');
const faults = vitest('test/vitest.faults.config.ts');
passed += faults.passed;
failed += faults.failed;

// The benchmark's smoke: corpus 200 built once; it fails on a failed build, never on a timing.
console.log('\n▶ benchmark smoke (corpus 200)');
if (!existsSync(path.resolve(root, '../shared/bench/gen-corpus.mjs'))) {
  console.log('skipped: ../shared/bench/gen-corpus.mjs is not beside this checkout');
} else if (run('node', ['test/bench/bench.js', '--smoke', '--json', path.join(mkdtempSync(path.join(os.tmpdir(), 'hexsite-bench-')), 'smoke.json')]) === 0) passed++;
else failed++;

console.log('\n▶ browser tests');
const e2e = vitest('test/vitest.e2e.config.ts');
passed += e2e.passed;
failed += e2e.failed;

console.log(`\n${passed} passed, ${failed} failed`);
end(failed ? 1 : 0);
