// `npx tsx test/bench/relevance/report.ts [OUT_DIR] [--misses]`: the relevance benchmark's figures
// on a built Hexagon site (`node bin/hexsite.js build content --out OUT_DIR`), or on one built in
// a temporary folder when none is given; `--misses` lists each query whose page is not first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_DIR, figuresByKind, relevanceQueries, runRelevance } from './measureRelevance.js';

const root = path.resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
let outDir = args.find((arg) => !arg.startsWith('--'));
if (!outDir) {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-relevance-'));
  const built = spawnSync(process.execPath, [path.join(root, 'bin/hexsite.js'), 'build', CONTENT_DIR, '--out', outDir], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const baseUrl = '/hexagon/';
const folder = outDir;
const read = (file: string) => {
  try {
    return readFileSync(path.join(folder, file), 'utf8');
  } catch {
    return undefined;
  }
};
const outcomes = await runRelevance({ queries: relevanceQueries(), baseUrl, read });
const figures = figuresByKind(outcomes);
for (const [kind, { queries, top1, top3, mrr }] of Object.entries(figures)) {
  console.log(`${kind.padEnd(13)} ${String(queries).padStart(4)} queries  top-1 ${top1} (${percent(top1, queries)})  top-3 ${top3} (${percent(top3, queries)})  MRR ${mrr.toFixed(3)}`);
}
if (args.includes('--misses')) {
  for (const outcome of outcomes) if (outcome.rank !== 1) console.log(`  ${outcome.kind} "${outcome.q}": ${outcome.rank || '-'} (first: ${outcome.first}; want ${outcome.want.join(' | ')})`);
}

function percent(count: number, of: number): string {
  return `${((100 * count) / Math.max(1, of)).toFixed(0)} %`;
}
