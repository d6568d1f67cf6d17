// `npm run compat -- DIR…`: the compatibility scoreboard. Builds each Docusaurus site folder (or
// a folder holding one, as `website/` or `www/`) with `hexsite build`, from a copy in a temporary
// folder (the site and its parent's files, as `../docs`), and prints one row per site: the exit
// code, the time, the pages, the docs at their Docusaurus URL, and what the output shows that it
// should not (see score.ts). Exits 1 when a site fails to build or shows MDX as text.
//
//   npm run compat -- ../shared/realworld/*
//     --docusaurus FILE  Docusaurus's build times, `{ "<site>": seconds }`, for the last column
//                        (default test/compat/docusaurus-times.json, when there)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFileOf } from './docsUrls.js';
import { formatScoreboard, scoreSite, type SiteScore } from './score.js';
import type { BuiltPage } from './scan.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The site folder a directory names (itself, or its child holding a `docusaurus.config.*`) and the folder to copy with it. */
export function siteOf(dir: string): { site: string; copyRoot: string } | undefined {
  if (configFileOf(dir)) return { site: dir, copyRoot: path.dirname(dir) };
  const child = readdirSync(dir, { withFileTypes: true }).find((entry) => entry.isDirectory() && configFileOf(path.join(dir, entry.name)));
  return child && { site: path.join(dir, child.name), copyRoot: dir };
}

/** The HTML pages of an output folder, each at its URL. */
function pagesOf(outDir: string): BuiltPage[] {
  if (!existsSync(outDir)) return [];
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return files.map((file) => ({ permalink: `/${file.split(path.sep).join('/')}`, html: readFileSync(path.join(outDir, file), 'utf8') }));
}

/** Builds one site from a copy and scores it. */
function buildAndScore(dir: string, scratch: string, times: Record<string, number>): SiteScore {
  const found = siteOf(path.resolve(dir));
  const name = path.basename(path.resolve(dir));
  if (!found) return { ...scoreSite({ site: name, siteDir: path.resolve(dir), exit: 2, seconds: 0, pages: [], report: '' }), docs: { expected: 0, missing: [] } };
  const copy = path.join(scratch, name);
  // Not the outputs and caches of earlier builds (the site's own `build/`), nor git's history.
  const skipped = (source: string) => ['.git', '.docusaurus', '.hexsite'].includes(path.basename(source)) || source === path.join(found.site, 'build');
  cpSync(found.copyRoot, copy, { recursive: true, filter: (source) => !skipped(source) || !statSync(source).isDirectory() });
  const siteDir = path.join(copy, path.relative(found.copyRoot, found.site));
  const outDir = path.join(scratch, `${name}-out`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(root, 'bin/hexsite.js'), 'build', siteDir, '--out', outDir, '--no-cache'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const report = `${run.stdout}\n${run.stderr}`;
  const exit = run.status ?? 1;
  if (exit !== 0) process.stderr.write(`${name}: build failed:\n${report.split('\n').filter((line) => /^\S/.test(line) && !/^(warning|✓)/.test(line)).slice(-4).join('\n')}\n`);
  const score = scoreSite({ site: name, siteDir, exit, seconds, pages: exit === 0 ? pagesOf(outDir) : [], report });
  return { ...score, ...(times[name] && { docusaurusSeconds: times[name] }) };
}

function main(args: string[]): number {
  const at = args.indexOf('--docusaurus');
  const timesFile = at === -1 ? path.join(root, 'test/compat/docusaurus-times.json') : path.resolve(args[at + 1]);
  const dirs = args.filter((_, index) => at === -1 || (index !== at && index !== at + 1));
  if (!dirs.length) {
    console.error('Usage: npm run compat -- DIR… [--docusaurus FILE]  (DIR: a Docusaurus site folder, or a folder holding one)');
    return 2;
  }
  const times = existsSync(timesFile) ? (JSON.parse(readFileSync(timesFile, 'utf8')) as Record<string, number>) : {};
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hexsite-compat-'));
  try {
    const scores = dirs.map((dir) => {
      process.stderr.write(`building ${dir}…\n`);
      return buildAndScore(dir, scratch, times);
    });
    for (const line of formatScoreboard(scores)) console.log(line);
    return scores.some((score) => score.exit !== 0 || score.mdxAsText.length) ? 1 : 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) process.exitCode = main(process.argv.slice(2));
