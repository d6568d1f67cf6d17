#!/usr/bin/env node
// `npm run bench`: how fast and how big hexsite's builds are, against the "floor" (the least work
// a remark-based generator must do, ../shared/bench/floor/floor.mjs, single-threaded), and, read
// as MDX, against the MDX floor (the least work of an MDX + React pipeline, floor-mdx.mjs).
// Inputs: the Hexagon site (content/; the floor gets content/docs) and generated corpora
// (../shared/bench/gen-corpus.mjs; the floor gets CORPUS/docs). Kinds, run in turn within each run
// (cold, warm, floor, cold, warm, floor, …), each build in a fresh process:
//   cold   hexsite build --no-cache into a fresh output folder
//   warm   hexsite build with the parse cache filled by an earlier build, nothing changed
//   floor  node floor.mjs SRC OUT
// and on corpus 1000 only, after those (full bench only, not --smoke):
//   mdx        hexsite build --no-cache of a copy of the corpus whose config sets
//              `markdown: { format: 'mdx' }` (skipped, said, when the hexsite under test refuses the key)
//   floor-mdx  node floor-mdx.mjs SRC OUT
//   versions   hexsite build --no-cache of a copy of the corpus in three docs versions (its docs
//              folder and two copies as versions.json's 2.0 and 1.0: 3,000 docs), against cold
//   locales    the same in two locales, English and French, every page translated: 6,000 docs
// Per build: wall time, CPU time and peak RSS of the process tree (measure.js), output bytes, and
// for hexsite the size of .hexsite/ (the cache) against the Markdown it stands for (inputs.js).
// Prints medians (min–max), the ratios and their targets (report.js), then the seconds of
// `hexsite check-links` on each corpus's output, and writes all as JSON.
//
//   node test/bench/bench.js [N …] [--skip-5000] [--smoke] [--json FILE]
//     N …          corpus sizes in docs pages (default 1000 5000)
//     --skip-5000  leave corpus 5000 out (it takes minutes); also BENCH_SKIP_5000=1
//     --smoke      CI check: corpus 200 only, 1 run, floor skipped when not installed; fails only
//                  when a build fails, never for a timing; also BENCH_SMOKE=1
//     --json FILE  where the results go (default ./bench-results.json); also BENCH_JSON
//   BENCH_RUNS     runs of each kind (default 3; 1 in smoke mode)
//   HEXSITE_ROOT   the hexsite checkout to measure (compiled: dist/), default this repository
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { measure, method, stopRunning } from './measure.js';
import { searchFigures } from './searchFigures.js';
import { addLocalesCopy, addMdxCopy, addVersionsCopy, cacheBytes, copyHexagon, makeCorpus, makeMdxProbe, markdownBytes, outputFigures, prepareFloor } from './inputs.js';
import { evaluate, printRatios, printTable, summarise } from './report.js';

const repo = path.resolve(import.meta.dirname, '../..');
const sharedBench = path.resolve(repo, '../shared/bench');

/** Command-line and environment options. */
function options(argv, env) {
  const flag = (name, variable) => argv.includes(name) || ['1', 'true', 'yes'].includes(String(env[variable] ?? '').toLowerCase());
  const jsonAt = argv.indexOf('--json');
  const json = jsonAt >= 0 ? argv[jsonAt + 1] : env.BENCH_JSON || 'bench-results.json';
  const rest = argv.filter((arg, i) => !arg.startsWith('--') && !(jsonAt >= 0 && i === jsonAt + 1));
  const unknown = argv.filter((arg) => arg.startsWith('--') && !['--smoke', '--skip-5000', '--json'].includes(arg));
  const bad = rest.filter((arg) => !/^[1-9]\d*$/.test(arg));
  if (unknown.length || bad.length || (jsonAt >= 0 && !argv[jsonAt + 1])) {
    console.error(`Unknown argument ${[...unknown, ...bad][0] ?? '--json (needs a file)'}; usage: node test/bench/bench.js [N …] [--skip-5000] [--smoke] [--json FILE]`);
    process.exit(2);
  }
  const smoke = flag('--smoke', 'BENCH_SMOKE');
  let sizes = rest.length ? rest.map(Number) : [1000, 5000];
  if (flag('--skip-5000', 'BENCH_SKIP_5000')) sizes = sizes.filter((n) => n !== 5000);
  const runs = smoke ? 1 : Number(env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`BENCH_RUNS must be a positive whole number, got ${env.BENCH_RUNS}.`);
    process.exit(2);
  }
  return {
    smoke,
    sizes: smoke ? [200] : [...new Set(sizes)].sort((a, b) => a - b),
    hexagon: !smoke,
    runs,
    json: path.resolve(json),
    hexsiteRoot: path.resolve(env.HEXSITE_ROOT || repo),
  };
}

const opts = options(process.argv.slice(2), process.env);
const hexsiteBin = path.join(opts.hexsiteRoot, 'bin/hexsite.js');
if (!existsSync(path.join(opts.hexsiteRoot, 'dist/cli.cjs'))) {
  console.error(`${path.join(opts.hexsiteRoot, 'dist/cli.cjs')} is missing: run \`npm run compile\` in ${opts.hexsiteRoot} first.`);
  process.exit(1);
}
const generator = path.join(sharedBench, 'gen-corpus.mjs');
if (opts.sizes.length && !existsSync(generator)) {
  console.error(`${generator} is missing: the corpora cannot be generated.`);
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'hexsite-bench-'));
const cleanUp = () => rmSync(work, { recursive: true, force: true });
// Interrupted: end the build under way (its own process group), then remove the work folder.
let interrupted = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = 128 + (signal === 'SIGINT' ? 2 : 15);
    stopRunning();
    setTimeout(() => (cleanUp(), process.exit(interrupted)), 2000);
  });
}

/** Ends the benchmark because a build failed: its output is shown, the exit code is 1. */
function failed(what, result) {
  if (interrupted) {
    cleanUp();
    process.exit(interrupted);
  }
  console.error(`\n✗ ${what} failed (exit ${result.code}${result.signal ? `, ${result.signal}` : ''}).`);
  if (result.stdout.trim()) console.error(result.stdout.trim().split('\n').slice(-20).join('\n'));
  console.error(result.stderr.trim() || '(no stderr)');
  cleanUp();
  process.exit(1);
}

const records = [];
const fresh = (name) => {
  const dir = path.join(work, 'out', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  return dir;
};

/** One build of `kind` of `input`, measured and recorded. */
async function build(input, kind, run) {
  const floorKind = kind === 'floor' || kind === 'floor-mdx';
  const out = kind === 'warm' || kind === 'prime' ? path.join(work, 'out', `${input.id}-warm`) : fresh(`${input.id}-${kind}-${run}`);
  const [command, args, what] =
    kind === 'floor'
      ? [process.execPath, [floor, input.floorSrc, out], `floor on ${input.label}`]
      : kind === 'floor-mdx'
        ? [process.execPath, [floorMdx, input.floorSrc, out], `MDX floor on ${input.label}`]
        : kind === 'mdx'
          ? [process.execPath, [hexsiteBin, 'build', input.mdxSite, '--out', out, '--no-cache'], `hexsite build of ${input.label} read as MDX`]
          : kind === 'versions'
            ? [process.execPath, [hexsiteBin, 'build', input.versionsSite, '--out', out, '--no-cache'], `hexsite build of ${input.label} in 3 docs versions`]
          : kind === 'locales'
            ? [process.execPath, [hexsiteBin, 'build', input.localesSite, '--out', out, '--no-cache'], `hexsite build of ${input.label} in 3 docs versions and 2 locales`]
          : [process.execPath, [hexsiteBin, 'build', input.site, '--out', out, ...(kind === 'cold' ? ['--no-cache'] : [])], `hexsite ${kind === 'prime' ? 'cache-filling' : kind} build of ${input.label}`];
  const result = await measure(command, args, { cwd: work });
  if (result.code !== 0) failed(what, result);
  const floorLine = floorKind ? JSON.parse(result.stdout.trim().split('\n').pop()) : undefined;
  const pages = floorKind ? floorLine.files : Number(/built (\d+) pages?/.exec(result.stdout)?.[1] ?? NaN);
  const record = {
    input: input.id,
    kind,
    run,
    pages: Number.isNaN(pages) ? null : pages,
    // Pages the MDX floor could not compile: it did less work on them.
    ...(kind === 'floor-mdx' ? { failedPages: floorLine.failed } : {}),
    wallMs: Math.round(result.wallMs),
    cpuMs: Math.round(result.cpuMs),
    polledCpuMs: Math.round(result.polledCpuMs),
    peakRss: result.peakRss,
    polledRss: result.polledRss,
    maxProcessRss: result.maxProcessRss,
    processes: result.processes,
    ...outputFigures(out),
    ...(kind === 'warm' || kind === 'prime' ? { cacheBytes: cacheBytes(input.site) } : {}),
    ...(floorKind ? {} : { indexSeconds: Number(/indexed .* in ([\d.]+) s/.exec(result.stdout)?.[1] ?? NaN) }),
  };
  if (kind !== 'warm' && kind !== 'prime') rmSync(out, { recursive: true, force: true });
  records.push(record);
  const rss = record.peakRss ? `, ${(record.peakRss / 1e6).toFixed(0)} MB` : '';
  const failedPages = record.failedPages ? `, ${record.failedPages} pages not valid MDX` : '';
  console.log(`  ${run ? `run ${run}/${opts.runs}` : 'setup'}  ${input.label.padEnd(12)} ${kind.padEnd(9)} ${(record.wallMs / 1000).toFixed(2).padStart(7)} s wall, ${(record.cpuMs / 1000).toFixed(2)} s CPU${rss}${failedPages}`);
  return record;
}

const floor = prepareFloor(path.join(sharedBench, 'floor'), { install: !opts.smoke });
const floorMdx = floor && path.join(path.dirname(floor), 'floor-mdx.mjs');
console.log(`hexsite benchmark${opts.smoke ? ' (smoke)' : ''} — ${os.cpus().length} cores, Node ${process.version}, ${opts.runs} run${opts.runs > 1 ? 's' : ''} of each build, in turn; hexsite at ${opts.hexsiteRoot}`);
console.log(`CPU: ${method.cpu}; RSS: ${method.rss}.`);

const inputs = [];
if (opts.hexagon) inputs.push(copyHexagon(opts.hexsiteRoot, work));
for (const size of opts.sizes) inputs.push(makeCorpus(generator, size, work));
for (const input of inputs) input.markdownBytes = markdownBytes(input.site);
console.log(`Inputs: ${inputs.map((i) => `${i.label} (${(i.markdownBytes / 1e6).toFixed(2)} MB Markdown)`).join(', ')}; working in ${work}`);

// Corpus 1000 read as MDX, against the MDX floor: in the full bench only (minutes of builds).
const mdxInput = opts.smoke ? undefined : inputs.find((i) => i.size === 1000);
const mdx = Boolean(mdxInput) && (await readsMdx());
if (mdx) addMdxCopy(mdxInput, work);
const mdxFloor = mdx && floorMdx && existsSync(floorMdx);
if (mdx && floor && !mdxFloor) console.log(`MDX floor skipped: ${floorMdx} not found.`);

// Corpus 1000 in three docs versions (three times its docs), cold, against its one-version cold build.
const versionsInput = opts.smoke ? undefined : inputs.find((i) => i.size === 1000);
const versions = Boolean(versionsInput) && existsSync(path.join(opts.hexsiteRoot, 'src', 'content', 'docsVersions.ts'));
if (versions) addVersionsCopy(versionsInput, work);
else if (versionsInput) console.log('hexsite in docs versions skipped: the hexsite under test has no docs versions.');
// The same in two locales (six times its pages), cold.
const locales = versions && existsSync(path.join(opts.hexsiteRoot, 'src', 'i18n', 'localeBuilds.ts'));
if (locales) addLocalesCopy(versionsInput, work);
else if (versions) console.log('hexsite in two locales skipped: the hexsite under test builds one locale.');

// The build that fills each parse cache, so that every warm build finds it full.
for (const input of inputs) await build(input, 'prime', 0);
const kindsOf = (input) => [
  'cold',
  'warm',
  ...(floor ? ['floor'] : []),
  ...(mdx && input === mdxInput ? ['mdx', ...(mdxFloor ? ['floor-mdx'] : [])] : []),
  ...(versions && input === versionsInput ? ['versions'] : []),
  ...(locales && input === versionsInput ? ['locales'] : []),
];
for (let run = 1; run <= opts.runs; run++) {
  for (const input of inputs) for (const kind of kindsOf(input)) await build(input, kind, run);
}

const measured = records.filter((r) => r.kind !== 'prime');
const summary = summarise(measured);
const ratios = evaluate(inputs, measured);
console.log('');
printTable(inputs, summary);
console.log('');
printRatios(ratios);

// `hexsite check-links` on each corpus's output (the one the warm builds left): its seconds.
// A figure, never a failure: a generated corpus may well hold links that lead nowhere.
const checkLinks = [];
for (const input of inputs.filter((i) => i.size)) {
  const out = path.join(work, 'out', `${input.id}-warm`);
  if (!existsSync(out)) continue;
  const result = await measure(process.execPath, [hexsiteBin, 'check-links', out], { cwd: work });
  const summary = /checked (\d+) pages?.*?: (\d+) links?, (\d+) anchors?/.exec(result.stdout + result.stderr);
  checkLinks.push({ input: input.id, wallMs: Math.round(result.wallMs), cpuMs: Math.round(result.cpuMs), peakRss: result.peakRss, code: result.code, pages: summary ? Number(summary[1]) : null, links: summary ? Number(summary[2]) : null });
  const found = result.code === 1 ? ', broken links found' : result.code === 0 ? '' : `, exit ${result.code}`;
  console.log(`check-links ${input.label}: ${(result.wallMs / 1000).toFixed(2)} s wall, ${(result.cpuMs / 1000).toFixed(2)} s CPU (${summary ? `${summary[1]} pages, ${summary[2]} links` : 'no summary'}${found})`);
}

// What a reader downloads: the first load of a docs page (its module script with every chunk it
// imports statically, and the stylesheet), and one in-place navigation to the next doc (the
// router fetches the target's HTML, which carries its page data and content). Gzip level 9.
const client = [];
for (const input of inputs) {
  const out = path.join(work, 'out', `${input.id}-warm`);
  if (!existsSync(out)) continue;
  const figures = clientFigures(out);
  if (!figures) continue;
  client.push({ input: input.id, ...figures });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `client ${input.label}: first load of ${figures.page}: JS ${kb(figures.firstLoadJsGzip)} gzip in ${figures.firstLoadJsFiles} files (budget 75 KB), ` +
      `CSS ${kb(figures.cssGzip)} gzip (budget 12 KB); in-place navigation to ${figures.next}: ${kb(figures.navigationGzip)} gzip ` +
      `(HTML only; HTML + content-less page data would be ${kb(figures.navigationWithDataFileGzip)})`,
  );
}

// Search: the index stage's seconds in the cold build, and what a reader's first one-word answer
// costs on each corpus (searchFigures.js). Figures, never a failure; left out of the smoke run.
const search = opts.smoke ? [] : await searchBench(inputs.filter((i) => i.size));

// `hexsite serve --watch` figures: save-to-browser latency of one doc edit, and the memory of the
// watch process over 200 rebuilds. Figures, never a failure; left out of the smoke run.
const watch = opts.smoke ? [] : await watchFigures(inputs);

const json = {
  date: new Date().toISOString(),
  machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, memoryBytes: os.totalmem(), node: process.version, platform: `${os.platform()} ${os.release()}` },
  hexsiteRoot: opts.hexsiteRoot,
  smoke: opts.smoke,
  runs: opts.runs,
  floor: Boolean(floor),
  floorMdx: Boolean(mdxFloor),
  mdx,
  method,
  inputs: inputs.map(({ id, label, size, markdownBytes }) => ({ id, label, size, markdownBytes })),
  summary,
  ratios,
  records,
  checkLinks,
  client,
  search,
  watch,
};
writeFileSync(opts.json, JSON.stringify(json, null, 2) + '\n');
console.log(`\nResults written to ${opts.json}`);
cleanUp();

/**
 * Whether the hexsite under test reads Markdown as MDX on request: it builds a one-page site whose
 * config sets `markdown.format: 'mdx'`. A hexsite from before the key refuses it as an unknown key:
 * the MDX builds are then skipped, said; any other failure ends the benchmark.
 */
async function readsMdx() {
  const site = makeMdxProbe(work);
  const result = await measure(process.execPath, [hexsiteBin, 'build', site, '--out', path.join(work, 'out', 'mdx-probe')], { cwd: work });
  rmSync(path.join(work, 'out', 'mdx-probe'), { recursive: true, force: true });
  if (result.code === 0) return true;
  if (/unknown key `format` in `markdown`/.test(result.stdout + result.stderr)) {
    console.log('hexsite read as MDX skipped: the hexsite under test does not know `markdown.format` (it refuses the key).');
    return false;
  }
  failed('hexsite build of a one-page site with markdown.format: mdx', result);
}

/** Debian's Chromium through playwright-core, or null (said, with why) when either is missing. */
async function launchBrowser(what) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    console.log(`${what} skipped: playwright-core is not installed`);
    return null;
  }
  if (!existsSync('/usr/bin/chromium')) {
    console.log(`${what} skipped: /usr/bin/chromium is missing`);
    return null;
  }
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

/** Index seconds (from the cold builds' stage line) and one-word query figures per corpus. */
async function searchBench(corpora) {
  const browser = await launchBrowser('search figures');
  if (!browser) return [];
  const results = [];
  try {
    for (const input of corpora) {
      const out = path.join(work, 'out', `${input.id}-warm`);
      if (!existsSync(out)) continue;
      const cold = records.filter((r) => r.input === input.id && r.kind === 'cold');
      const indexSeconds = cold.map((r) => r.indexSeconds).filter(Number.isFinite);
      const coldSeconds = cold.map((r) => r.wallMs / 1000);
      const queries = await searchFigures({ browser, hexsiteBin, outDir: out, cwd: work, words: ['nimbus', 'idempotent'] }).catch((error) => {
        console.log(`search ${input.label}: queries skipped, ${error.message}`);
        return [];
      });
      results.push({ input: input.id, indexSeconds, coldSeconds, queries });
      const share = indexSeconds.length && coldSeconds.length ? ` = ${((100 * Math.max(...indexSeconds)) / Math.min(...coldSeconds)).toFixed(1)} % of the cold build (target 10 %)` : '';
      const answers = queries.map((q) => `"${q.word}": ${(q.gzipBytes / 1024).toFixed(0)} KB gzip in ${q.requests} requests, answer ${q.milliseconds} ms after the keystroke`).join('; ');
      console.log(`search ${input.label}: index ${indexSeconds.map((x) => x.toFixed(2)).join(', ')} s${share}; ${answers} (targets 300 KB, 300 ms)`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Runs `hexsite serve --watch` on each input (the Hexagon site and corpus 1000) and measures,
 * in Chromium, the time from writing a doc to the page showing its new text: EDITS edits, each
 * after the previous one showed. On the Hexagon site it then saves 200 times more, each after
 * the previous rebuild ended, and samples the watch process's RSS (VmRSS) along the way. Any
 * failure is printed and skipped.
 */
async function watchFigures(inputs) {
  const EDITS = 7;
  const REBUILDS = 200;
  const figures = [];
  const browser = await launchBrowser('watch figures');
  if (!browser) return figures;
  try {
    for (const input of inputs.filter((i) => !i.size || i.size === 1000)) {
      try {
        figures.push(await watchInput(browser, input, { edits: EDITS, rebuilds: input.size ? 0 : REBUILDS }));
      } catch (error) {
        console.log(`watch ${input.label}: skipped, ${error.message}`);
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function watchInput(browser, input, { edits, rebuilds }) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [hexsiteBin, 'serve', '--watch', input.site, '--port', '0'], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const rebuildCount = () => (printed.match(/^[✓✗] .*(re-rendered|build failed) in \d+ ms$/gm) ?? []).length;
  const until = async (condition, what, ms = 600_000) => {
    const end = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > end || child.exitCode !== null) throw new Error(`${what}: ${printed.slice(-500)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const page = await browser.newPage();
  let outDir;
  try {
    // Two lines, which may come in two reads of the pipe.
    await until(() => /serving it at (http:\/\/\S+)/.test(printed) && /the output goes to (.+)\. Press/.test(printed), 'no URL and output folder printed');
    const url = /serving it at (http:\/\/\S+)/.exec(printed)[1];
    outDir = /the output goes to (.+)\. Press/.exec(printed)[1];
    // The doc to edit: the first Markdown file of docs/ the build recorded as a page's source.
    const sources = JSON.parse(readFileSync(path.join(outDir, '__hexsite/sources.json'), 'utf8'));
    const [permalink, source] = Object.entries(sources).filter(([, file]) => /^docs\/.*\.mdx?$/.test(file)).sort((a, b) => a[1].localeCompare(b[1]))[0];
    const file = path.join(input.site, source);
    const original = readFileSync(file, 'utf8');
    await page.goto(new URL(permalink, url).href);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const latencies = [];
    const rebuildMs = [];
    for (let i = 1; i <= edits; i++) {
      const marker = `watch-bench-${i}-${Date.now()}`;
      const before = rebuildCount();
      const started = performance.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      await page.waitForFunction((text) => document.getElementById('__content')?.textContent.includes(text), marker, { timeout: 600_000, polling: 'raf' });
      latencies.push(performance.now() - started);
      await until(() => rebuildCount() > before, 'no rebuild line');
      rebuildMs.push(Number([...printed.matchAll(/re-rendered in (\d+) ms/g)].pop()?.[1]));
    }
    // A new heading: the page's table of contents changes with it, and the page reloads.
    const headingLatencies = [];
    for (let i = 1; i <= edits; i++) {
      const marker = `Watch bench heading ${i} ${Date.now()}`;
      const before = rebuildCount();
      const started = performance.now();
      writeFileSync(file, `${original}\n\n## ${marker}\n\nText.\n`);
      headingLatencies.push(await shownAfter(page, marker, started));
      await until(() => rebuildCount() > before, 'no rebuild line');
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // The first edit after the cold start re-renders more; the median is of the rest.
    const steady = latencies.slice(1);
    const figure = {
      input: input.id,
      edits,
      latencyMs: latencies.map(Math.round),
      medianLatencyMs: Math.round(median(steady)),
      rebuildMs,
      medianRebuildMs: median(rebuildMs.slice(1)),
      headingLatencyMs: headingLatencies.map(Math.round),
      medianHeadingLatencyMs: Math.round(median(headingLatencies)),
    };
    console.log(`watch ${input.label}: save to browser update ${figure.medianLatencyMs} ms median (${Math.round(Math.min(...steady))}–${Math.round(Math.max(...steady))} ms; target 100 ms), rebuild ${figure.medianRebuildMs} ms median as printed; a new heading shown ${figure.medianHeadingLatencyMs} ms median (${Math.round(Math.min(...headingLatencies))}–${Math.round(Math.max(...headingLatencies))} ms)`);
    if (rebuilds) {
      const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
      const samples = [];
      for (let i = 1; i <= rebuilds; i++) {
        const before = rebuildCount();
        writeFileSync(file, `${original}\n\nwatch-memory-${i}\n`);
        await until(() => rebuildCount() > before, 'no rebuild line');
        if (i === 10 || i % 50 === 0) samples.push({ rebuilds: i, rss: rss() });
      }
      figure.rss = samples;
      const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
      console.log(`watch ${input.label}: RSS of the watch process ${samples.map((s) => `${mb(s.rss)} after ${s.rebuilds}`).join(', ')} rebuilds`);
    }
    writeFileSync(file, original);
    return figure;
  } finally {
    await page.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    // The watcher builds into a folder of its own in the system's temporary folder.
    if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
  }
}

/** First-load and navigation bytes of a built site (see where it is called); null without docs pages. */
function clientFigures(out) {
  const docs = readdirSync(path.join(out, 'docs'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .sort();
  if (!docs.length) return null;
  const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  const html = readFileSync(path.join(out, 'docs', docs[0]), 'utf8');
  const baseUrl = /<script type="module" src="([^"]*?)assets\//.exec(html)?.[1] ?? '/';
  const local = (url) => path.join(out, decodeURIComponent(url.slice(baseUrl.length)));
  const script = local(/<script type="module" src="([^"]+)"/.exec(html)[1]);
  const stylesheet = local(/<link rel="stylesheet" href="([^"]+)"/.exec(html)[1]);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // esbuild's static imports: `import{…}from"./chunk.X.js"` and `import"./chunk.X.js"`.
    for (const match of code.matchAll(/import(?:[^"'()]*?from)?\s*"(\.\/[^"]+)"/g)) visit(path.join(path.dirname(file), match[1]));
  };
  visit(script);
  const next = /<a class="pagination__link pagination__link--next" href="([^"]+)"/.exec(html)?.[1];
  const target = next ? path.join(local(next), 'index.html') : path.join(out, 'docs', docs[1] ?? docs[0]);
  const dataFile = path.join(out, '__hexsite/pages', `${path.relative(out, path.dirname(target))}.json`);
  const navigationGzip = gzip(target);
  return {
    page: `/${path.posix.join('docs', path.dirname(docs[0]))}`,
    next: `/${path.relative(out, path.dirname(target))}`,
    firstLoadJsGzip: [...seen].reduce((sum, file) => sum + gzip(file), 0),
    firstLoadJsFiles: seen.size,
    cssGzip: gzip(stylesheet),
    navigationGzip,
    navigationWithDataFileGzip: navigationGzip + (existsSync(dataFile) ? gzip(dataFile) : 0),
  };
}

/**
 * Milliseconds from `started` until the page shows a heading with `text` in its content. The
 * page reloads on the way: it is asked every 5 ms, and a question a reload cut short is asked again.
 */
async function shownAfter(page, text, started) {
  for (;;) {
    const shown = await page
      .evaluate((wanted) => [...document.querySelectorAll('#__content h2')].some((heading) => heading.textContent.includes(wanted)), text)
      .catch(() => false);
    if (shown) return performance.now() - started;
    if (performance.now() - started > 600_000) throw new Error(`heading "${text}" never shown`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
