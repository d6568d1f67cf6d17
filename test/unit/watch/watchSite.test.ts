import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOOK_AGAIN_MS, watchSite, type SiteChange } from '../../../src/watch/watchSite.js';

let site: string;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  rmSync(site, { recursive: true, force: true });
});

/** Watches a new site folder holding `page.md`; returns the file and the changes heard. */
async function watching(): Promise<{ file: string; changes: SiteChange[] }> {
  site = mkdtempSync(path.join(os.tmpdir(), 'hexsite-watch-site-'));
  const file = path.join(site, 'page.md');
  writeFileSync(file, '# Page\n');
  const changes: SiteChange[] = [];
  const watcher = watchSite({ siteDir: site, onChange: (change) => changes.push(change), onError: (error) => { throw error; } });
  close = watcher.close;
  await watcher.ready;
  return { file, changes };
}

/** Resolves with the changes heard once one matches. */
async function heard(changes: SiteChange[], until: (change: SiteChange) => boolean): Promise<SiteChange[]> {
  for (let waited = 0; !changes.some(until); waited += 10) {
    if (waited > 10000) throw new Error(`no such change heard: ${JSON.stringify(changes)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return changes.splice(0);
}

describe('watch/watchSite', () => {
  it('marks a file found empty, as one written in place is first heard', async () => {
    const { changes } = await watching();
    writeFileSync(path.join(site, 'page.md'), '');
    expect(await heard(changes, (change) => change.file === 'page.md')).toEqual([{ type: 'change', file: 'page.md', empty: true }]);
    writeFileSync(path.join(site, 'page.md'), '# Page, again\n');
    expect(await heard(changes, (change) => change.file === 'page.md')).toEqual([{ type: 'change', file: 'page.md' }]);
    writeFileSync(path.join(site, 'new.md'), '');
    expect(await heard(changes, (change) => change.file === 'new.md')).toEqual([{ type: 'add', file: 'new.md', empty: true }]);
  });

  it('hears a file filled again a few milliseconds after it was heard emptied, which chokidar alone drops', async () => {
    const { file, changes } = await watching();
    for (let gap = 0; gap < 5; gap++) {
      // Once the last fill is heard, and looked at again.
      await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS * 2));
      writeFileSync(file, '');
      await heard(changes, (change) => change.empty === true);
      const since = performance.now();
      while (performance.now() - since < gap) {
        // The writer is busy between emptying the file and filling it.
      }
      writeFileSync(file, `# Page ${gap}\n`);
      // Heard by chokidar, by the look again, or by both when the machine is slow: once is
      // what counts (the rebuild queue takes a file once), and never as empty.
      const filled = await heard(changes, (change) => !change.empty);
      expect(new Set(filled.map((change) => JSON.stringify(change)))).toEqual(new Set([JSON.stringify({ type: 'change', file: 'page.md' })]));
    }
  });
});
