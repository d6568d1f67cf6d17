import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSwizzle, type SwizzleCommand } from '../../../src/cli/swizzle.js';
import { THEME_COMPONENTS } from '../../../src/themeOverrides/components.js';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-cli-swizzle-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

async function swizzle(options: Omit<SwizzleCommand, 'siteDir'>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSwizzle({ siteDir, ...options }, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cli/swizzle', () => {
  it('--list names every component meant for overriding, with what it renders', async () => {
    const { code, out } = await swizzle({ list: true });
    expect(code).toBe(0);
    expect(out.split('\n')).toHaveLength(THEME_COMPONENTS.length);
    expect(out).toMatch(/^Footer +wrap, eject +The footer: link columns/m);
  });

  it('answers an unknown name with the list and the closest name (exit 2)', async () => {
    const { code, err } = await swizzle({ component: 'Navbarr', wrap: true });
    expect(code).toBe(2);
    expect(err).toContain('Unexpected theme component `Navbarr`, expected one of: Layout, AnnouncementBar, Navbar,');
    expect(err).toContain('Did you mean `Navbar`?');
  });

  it('asks for --wrap or --eject, not both', async () => {
    expect((await swizzle({ component: 'Footer' })).err).toContain('Unexpected neither --wrap nor --eject, expected one of them');
    expect((await swizzle({ component: 'Footer', wrap: true, eject: true })).err).toContain('Unexpected both --wrap and --eject');
  });

  it('writes the file once, then refuses to overwrite it', async () => {
    const first = await swizzle({ component: 'Footer', wrap: true });
    expect([first.code, first.out.split('\n')[0]]).toEqual([0, '✓ wrote src/theme/Footer.tsx (wraps @theme-original/Footer)']);
    const written = readFileSync(path.join(siteDir, 'src/theme/Footer.tsx'), 'utf8');
    const second = await swizzle({ component: 'Footer', eject: true });
    expect(second.code).toBe(2);
    expect(second.err).toContain('src/theme/Footer.tsx  Unexpected existing override of `Footer`');
    expect(readFileSync(path.join(siteDir, 'src/theme/Footer.tsx'), 'utf8')).toBe(written);
  });
});
