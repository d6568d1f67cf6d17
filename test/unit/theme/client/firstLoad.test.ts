import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadClientBundle } from '../../../../src/bundle/bundleClient.js';

const KB = 1024;
/** SPEC's budget for the stylesheet of a docs page's first load. */
const CSS_BUDGET = 12 * KB;
/** SPEC's budget for the JavaScript of a docs page's first load. */
const JS_BUDGET = 75 * KB;

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The chunks a script imports statically, as esbuild writes them (`import{…}from"./chunk.X.js"`). */
function staticImportsOf(dir: string, script: string, found = new Set<string>()): Set<string> {
  const code = readFileSync(path.join(dir, script), 'utf8');
  for (const match of code.matchAll(/import(?:[^"'()]*?from)?\s*"(\.\/[^"]+)"/g)) {
    const chunk = path.posix.join(path.posix.dirname(script), match[1]!);
    if (found.has(chunk)) continue;
    found.add(chunk);
    staticImportsOf(dir, chunk, found);
  }
  return found;
}

describe('the first load of a docs page', () => {
  it('preloads every chunk the entry imports statically, stays within its budgets, and has content-hashed names', async () => {
    const bundle = await loadClientBundle();
    const imported = staticImportsOf(bundle.dir, bundle.script);
    expect([...(bundle.preload ?? [])].sort()).toEqual([...imported].sort());
    const js = [bundle.script, ...imported].reduce((sum, file) => sum + gzip(path.join(bundle.dir, file)), 0);
    expect(js).toBeLessThanOrEqual(JS_BUDGET);
    expect(gzip(path.join(bundle.dir, bundle.stylesheet))).toBeLessThanOrEqual(CSS_BUDGET);
    for (const file of [bundle.script, bundle.stylesheet, ...imported]) expect(path.basename(file)).toMatch(/\.[A-Z0-9]{8}\.(js|css)$/);
  });
});
