// The compatibility scoreboard (test/compat/) on every site of ../shared/realworld: each built
// once, in memory, from a copy in a temporary folder (nothing is written beside the originals),
// and its output scanned as `npm run compat` scans it. Each must build, with every doc at its
// Docusaurus URL and no MDX or JSX shown as text. Skipped when ../shared/realworld is absent.
import { existsSync, mkdtempSync, readdirSync, rmSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMigration } from '../../../src/config/docusaurus/report.js';
import { stopCompiler } from '../../../src/config/loadModule.js';
import { formatError } from '../../../src/errors/formatError.js';
import { build } from '../../../src/pipeline/build.js';
import { siteOf } from '../../compat/compat.js';
import { scoreSite } from '../../compat/score.js';

const realworld = path.resolve(import.meta.dirname, '../../../../shared/realworld');
const sites = existsSync(realworld) ? readdirSync(realworld).sort() : [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hexsite-scoreboard-'));

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await stopCompiler();
});

describe.skipIf(!sites.length)('the compatibility scoreboard on the real Docusaurus sites', () => {
  for (const name of sites) {
    it(`${name}: builds as it is, every doc at its Docusaurus URL, with no MDX or JSX as text`, async () => {
      const found = siteOf(path.join(realworld, name))!;
      cpSync(found.copyRoot, path.join(scratch, name), { recursive: true });
      const siteDir = path.join(scratch, name, path.relative(found.copyRoot, found.site));
      let report = '';
      let exit = 0;
      let pages: Array<{ permalink: string; html: string }> = [];
      try {
        // Built with the config's own onBrokenLinks and onBrokenAnchors: a broken link of hexsite's making fails here.
        const result = await build({ siteDir, write: false, cache: false, onMigration: (migration) => (report += formatMigration(migration).join('\n')) });
        pages = result.pages;
      } catch (error) {
        exit = 1;
        report += `\n${formatError(error)}`;
      }
      const score = scoreSite({ site: name, siteDir, exit, seconds: 0, pages, report });
      expect(score.exit, report).toBe(0);
      expect(score.docs.missing, 'docs not at their Docusaurus URL').toEqual([]);
      expect(score.mdxAsText, 'MDX or JSX shown as text').toEqual([]);
    }, 600_000);
  }
});
