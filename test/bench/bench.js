#!/usr/bin/env node
// `npm run bench`: build speed and memory of hexsite on the Hexagon site and on generated
// corpora (../shared/bench/gen-corpus.mjs). Each build runs in a fresh process, as in CI.
//   node test/bench/bench.js [N …]     corpus sizes in docs pages (default: 100 1000)
// Cold builds parse every file; warm builds reuse the parse cache of the previous build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const generator = path.resolve(root, '../shared/bench/gen-corpus.mjs');
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const work = mkdtempSync(path.join(os.tmpdir(), 'hexsite-bench-'));

/** One build in a fresh Node process; returns its own measurements. */
function measure(siteDir, cache) {
  const script = `
    process.env.NODE_ENV = 'production';
    const started = performance.now();
    const { build } = await import(${JSON.stringify(path.join(root, 'dist/index.js'))});
    const result = await build({ siteDir: ${JSON.stringify(siteDir)}, outDir: ${JSON.stringify(path.join(work, 'out'))}, cache: ${cache} });
    const ms = performance.now() - started;
    console.log(JSON.stringify({ ms, pages: result.stats.pages, bytes: result.stats.bytes, rss: process.resourceUsage().maxRSS * 1024 }));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function bench(label, siteDir, cache = false) {
  // A warm build first fills the parse cache, then is measured like the others.
  if (cache) measure(siteDir, true);
  const results = Array.from({ length: runs }, () => measure(siteDir, cache));
  const ms = median(results.map((r) => r.ms));
  const { pages, bytes } = results[0];
  const rss = Math.max(...results.map((r) => r.rss));
  console.log(
    `${label.padEnd(22)} ${String(pages).padStart(6)} pages  ${(ms / 1000).toFixed(2).padStart(7)} s  ${(pages / (ms / 1000)).toFixed(0).padStart(5)} pages/s  peak RSS ${(rss / 2 ** 20).toFixed(0).padStart(5)} MiB  output ${(bytes / 2 ** 20).toFixed(1)} MiB`,
  );
}

if (!existsSync(path.join(root, 'dist/index.js'))) throw new Error('Run `npm run compile` first.');
console.log(`hexsite benchmark — ${os.cpus().length} cores, Node ${process.version}, median of ${runs} runs; time includes loading hexsite, not Node itself`);
bench('Hexagon site, cold', path.join(root, 'content'));
bench('Hexagon site, warm', path.join(root, 'content'), true);
for (const size of sizes.length ? sizes : [100, 1000]) {
  if (!existsSync(generator)) {
    console.log(`corpus ${size}: skipped, ${generator} not found`);
    continue;
  }
  const dir = path.join(work, `corpus-${size}`);
  spawnSync(process.execPath, [generator, String(size), dir], { stdio: 'ignore' });
  writeFileSync(path.join(dir, 'hexsite.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com', baseUrl: '/' }));
  bench(`corpus ${size}, cold`, dir);
}
rmSync(work, { recursive: true, force: true });
