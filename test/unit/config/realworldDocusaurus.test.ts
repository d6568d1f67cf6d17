// Three public Docusaurus sites of ../shared/realworld (read where they are, never copied into
// hexsite), each config read as it is from a copy of its website/ and docs/ folders in a
// temporary folder, so that nothing is ever written beside the originals. Every site is built
// once, by the compatibility scoreboard's test (test/unit/compat/realworldScoreboard.test.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/loadConfig.js';
import { stopCompiler } from '../../../src/config/loadModule.js';

const realworld = path.resolve(import.meta.dirname, '../../../../shared/realworld');

/** Each site, and notes its config reading must give: [group, option], at their line of the config unless they are about the site's code. */
const SITES: Array<{ name: string; notes: Array<[string, string]>; files?: string[] }> = [
  {
    name: 'babel',
    notes: [
      ['unsupported', 'data/sponsors.json'],
      ['unsupported', 'plugins[1]'],
      ['approximated', 'themeConfig.algolia'],
      ['approximated', "require('js-yaml')"],
      ['approximated', 'import of `lodash.debounce`'],
    ],
  },
  {
    name: 'react-redux',
    notes: [
      ['approximated', 'themes[0]'],
      ['approximated', 'presets[0].docs.include'],
      ['unsupported', 'plugins[0]'],
      ['approximated', 'import of `react-lite-youtube-embed`'],
    ],
  },
  {
    name: 'metro',
    notes: [
      ['approximated', 'presets[0]'],
      ['unsupported', 'presets[0].docs.editUrl'],
      ['unsupported', 'presets[0].theme.customCss'],
      ['approximated', 'import of `react-github-btn`'],
    ],
  },
  {
    // Its errors page imports ../errors.json, a file of its repository beside the site folder.
    name: 'redux-toolkit',
    notes: [],
    files: ['errors.json'],
  },
];

/** A note about a package the site's code imports (not an option of its config): it names the files, not a line. */
const ofSiteCode = (option: string) => option.startsWith('import of ') || option.startsWith('swizzled ');

const copies: string[] = [];

afterAll(async () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  await stopCompiler();
});

/** A copy of the site's website/ and docs/ folders, and of the other files of its repository it reads. */
function copySite(name: string, files: string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `hexsite-realworld-${name}-`));
  copies.push(dir);
  for (const folder of ['website', 'docs', ...files]) cpSync(path.join(realworld, name, folder), path.join(dir, folder), { recursive: true });
  return path.join(dir, 'website');
}

describe.skipIf(!existsSync(realworld))('the real Docusaurus sites, their config read as it is', () => {
  for (const site of SITES) {
    it(`${site.name}: reads docusaurus.config.* as it is, noting what it does not honour`, async () => {
      const website = copySite(site.name, site.files);
      const config = await loadConfig(website);
      expect(config.configFile).toMatch(/^docusaurus\.config\.[jt]s$/);
      expect(config.docs.path).toBe('../docs');
      const notes = config.migration!.notes;
      for (const [group, option] of site.notes) {
        expect(notes.find((note) => note.option === option), option).toMatchObject(ofSiteCode(option) ? { group, pages: expect.any(Array) } : { group, line: expect.any(Number) });
      }
      expect(notes.every((note) => note.line !== undefined || ofSiteCode(note.option)), 'every note of an option has its line').toBe(true);
    });
  }
});
