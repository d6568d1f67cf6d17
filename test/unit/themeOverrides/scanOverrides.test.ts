import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { notFoundPageFile, scanOverrides } from '../../../src/themeOverrides/scanOverrides.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A site folder holding the given files (path → content). */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-overrides-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('themeOverrides/scanOverrides', () => {
  it('finds nothing in a site without src/theme', () => {
    expect(scanOverrides(site({ 'docs/a.md': '' }))).toEqual([]);
  });

  it('takes <Name>.<ext>, <Name>/index.<ext> and <Folder>/<Part>.<ext>, and leaves styles and folders without an index alone', () => {
    const dir = site({
      'src/theme/Footer.jsx': '',
      'src/theme/Navbar/index.js': '',
      'src/theme/NotFound/Content.tsx': '',
      'src/theme/NotFound/styles.module.css': '',
      'src/theme/footer.css': '',
      'src/theme/helpers/notes.md': '',
      'src/theme/Footer.d.ts': '',
    });
    expect(scanOverrides(dir).map((override) => [override.component.name, override.relative, override.file])).toEqual([
      ['Footer', 'src/theme/Footer.jsx', path.join(dir, 'src/theme/Footer.jsx')],
      ['Navbar', 'src/theme/Navbar/index.js', path.join(dir, 'src/theme/Navbar/index.js')],
      ['NotFound/Content', 'src/theme/NotFound/Content.tsx', path.join(dir, 'src/theme/NotFound/Content.tsx')],
    ]);
  });

  it('maps Docusaurus names to the theme component that plays the part', () => {
    const [item, toc] = scanOverrides(site({ 'src/theme/TOC.tsx': '', 'src/theme/DocItem/index.js': '' })).sort((a, b) => a.relative.localeCompare(b.relative));
    expect([item.component.file, item.component.exportName]).toEqual(['templates/DocPage.tsx', 'DocPage']);
    expect([toc.component.file, toc.component.exportName]).toEqual(['theme/components/Toc.tsx', 'Toc']);
  });

  it('hands a script named after no component to onUnknown, and takes the others', () => {
    const unknown: string[] = [];
    const dir = site({ 'src/theme/MDXContent.js': '', 'src/theme/prism-include-languages.js': '', 'src/theme/Footer.js': '' });
    const overrides = scanOverrides(dir, { onUnknown: (name, relative) => unknown.push(`${name} ${relative}`) });
    expect(overrides.map((override) => override.component.name)).toEqual(['Footer']);
    expect(unknown).toEqual(['MDXContent src/theme/MDXContent.js', 'prism-include-languages src/theme/prism-include-languages.js']);
  });

  it('names an unknown component and the closest name', () => {
    expect(() => scanOverrides(site({ 'src/theme/Foter.tsx': '' }))).toThrow(/Unexpected theme component `Foter`, expected one of: Layout, .*NotFound/);
    try {
      scanOverrides(site({ 'src/theme/Foter.tsx': '' }));
    } catch (error) {
      expect(error).toMatchObject({ file: 'src/theme/Foter.tsx', ruleId: 'theme-override', hint: expect.stringContaining('Did you mean `Footer`?') });
    }
  });

  it("leaves Docusaurus's whole-page NotFound to the pages: it is the not-found page, not a part of the chrome", () => {
    const dir = site({ 'src/theme/NotFound.tsx': '', 'src/theme/NotFound/Content.tsx': '' });
    expect(scanOverrides(dir).map((override) => override.component.name)).toEqual(['NotFound/Content']);
    expect(notFoundPageFile(dir)).toBe(path.join(dir, 'src/theme/NotFound.tsx'));
    expect(notFoundPageFile(site({ 'src/theme/NotFound/index.js': '' }))).toMatch(/src\/theme\/NotFound\/index\.js$/);
    expect(notFoundPageFile(site({ 'src/theme/Footer.tsx': '' }))).toBeUndefined();
  });

  it('refuses two files for one component', () => {
    expect(() => scanOverrides(site({ 'src/theme/Footer.tsx': '', 'src/theme/Footer/index.tsx': '' }))).toThrow(
      'Unexpected second override of `Footer`, expected one file per component (the other is src/theme/Footer/index.tsx)',
    );
  });
});
