import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { warmUp } from '../../../src/watch/warmUp.js';
import { writeSite } from '../helpers.js';

let site: string;
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** Every file below a folder with its size and modification time, to see that nothing was written. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

describe('watch/warmUp', () => {
  it("parses the site's docs on this thread, writing nothing, and stops when told", async () => {
    site = await writeSite({
      'docs/intro.md': '# Intro\n\nFirst paragraph.\n\n```js\nconst a = 1;\n```\n',
      'docs/guide.md': '# Guide\n\n:::tip\n\nA tip.\n\n:::\n',
      'docs/more.md': '# More\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    });
    const last = await build({ siteDir: site, outDir: path.join(site, 'build') });
    const before = snapshot(site);
    expect(await warmUp({ siteDir: site, last, stopped: () => false })).toBe(3);
    expect(snapshot(site)).toEqual(before);
    expect(await warmUp({ siteDir: site, last, stopped: () => true })).toBe(0);
    let turns = 0;
    expect(await warmUp({ siteDir: site, last, stopped: () => ++turns > 2 })).toBe(2);
  });
});
