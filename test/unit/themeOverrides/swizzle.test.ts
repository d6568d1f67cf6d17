import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getThemeComponent, THEME_COMPONENTS } from '../../../src/themeOverrides/components.js';
import { ejectedSource, writeSwizzle } from '../../../src/themeOverrides/swizzle.js';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function emptySite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-swizzle-'));
  made.push(dir);
  return dir;
}

describe('themeOverrides/swizzle', () => {
  it('wraps: a component rendering @theme-original/<Name> with its props', async () => {
    const siteDir = emptySite();
    const file = await writeSwizzle({ siteDir, component: getThemeComponent('Footer')!, mode: 'wrap', rootDir });
    expect(file).toBe('src/theme/Footer.tsx');
    expect(readFileSync(path.join(siteDir, file), 'utf8')).toMatchInlineSnapshot(`
      "import Footer from '@theme-original/Footer';
      import type { Props } from '@theme/Footer';

      /** Wraps the theme's Footer: add what the site needs around it. */
      export default function FooterWrapper(props: Props) {
        return (
          <>
            <Footer {...props} />
          </>
        );
      }
      "
    `);
  });

  it('writes a component in a folder (NotFound/Content) under its last name', async () => {
    const siteDir = emptySite();
    const file = await writeSwizzle({ siteDir, component: getThemeComponent('NotFound/Content')!, mode: 'wrap', rootDir });
    expect(file).toBe('src/theme/NotFound/Content.tsx');
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    expect(source).toContain("import Content from '@theme-original/NotFound/Content';");
    expect(source).toContain('export default function ContentWrapper(props: Props)');
  });

  it("ejects: the theme's source, its component the default export, its imports through @theme/", async () => {
    const siteDir = emptySite();
    const file = await writeSwizzle({ siteDir, component: getThemeComponent('Layout')!, mode: 'eject', rootDir });
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    expect(source).toContain("import Footer from '@theme/Footer';");
    expect(source).toContain("import { useSite } from '@theme/SiteContext';");
    expect(source).toContain('export default function Layout(');
    expect(source).not.toMatch(/from '\./);
  });

  it('can eject every component marked for it, and only those', () => {
    for (const component of THEME_COMPONENTS.filter((candidate) => candidate.eject)) {
      expect(ejectedSource(component, readFileSync(path.join(rootDir, component.file), 'utf8'), rootDir)).not.toMatch(/from '\./);
    }
  });

  it('refuses to eject a component whose module holds more', async () => {
    await expect(writeSwizzle({ siteDir: emptySite(), component: getThemeComponent('Navbar')!, mode: 'eject', rootDir })).rejects.toThrow(
      'Unexpected --eject of `Navbar`, expected --wrap',
    );
  });

  it('refuses to overwrite an override, whatever its form, and leaves it as it was', async () => {
    const siteDir = emptySite();
    mkdirSync(path.join(siteDir, 'src/theme/Footer'), { recursive: true });
    writeFileSync(path.join(siteDir, 'src/theme/Footer/index.js'), 'mine');
    await expect(writeSwizzle({ siteDir, component: getThemeComponent('Footer')!, mode: 'wrap', rootDir })).rejects.toMatchObject({
      message: 'Unexpected existing override of `Footer`, expected no file for it yet',
      file: 'src/theme/Footer/index.js',
    });
    expect(readFileSync(path.join(siteDir, 'src/theme/Footer/index.js'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(siteDir, 'src/theme/Footer.tsx'))).toBe(false);
  });
});
