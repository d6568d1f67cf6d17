import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createConfig, createPackageJson, writeStarter } from '../../../src/init/writeStarter.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-init-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('init/writeStarter', () => {
  it('writes the whole starter, dot files named as a site needs them', async () => {
    const dir = path.join(temp, 'site');
    const written = await writeStarter({ dir, title: 'My Project' });
    for (const file of [
      '.gitignore',
      '.github/workflows/deploy.yml',
      'hexsite.config.ts',
      'sidebars.ts',
      'tsconfig.json',
      'package.json',
      'pages/index.tsx',
      'docs/intro.md',
      'docs/getting-started/_category_.json',
      'docs/guides/_category_.json',
      'blog/authors.yml',
      'static/img/logo.svg',
      'static/img/favicon.svg',
    ]) {
      expect(written).toContain(file);
      expect(existsSync(path.join(dir, file))).toBe(true);
    }
    expect(readFileSync(path.join(dir, '.gitignore'), 'utf8').split('\n')).toEqual(expect.arrayContaining(['build/', '.hexsite/', 'node_modules/']));
    expect(readFileSync(path.join(dir, '.github/workflows/deploy.yml'), 'utf8')).toMatch(/actions\/upload-pages-artifact[\s\S]*actions\/deploy-pages/);
  });

  it('depends on the version of hexsite running, with the scripts of the README', () => {
    const pkg = JSON.parse(createPackageJson('/somewhere/My Docs', '1.2.3'));
    expect(pkg.name).toBe('my-docs');
    expect(pkg.dependencies).toEqual({ hexsite: '^1.2.3' });
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['dev', 'build', 'serve', 'check-links']));
  });

  it('writes the title into the config as a string literal, quotes escaped', () => {
    const config = createConfig("  title: 'My Project',\n  navbar: { title: 'My Project' },\n  footer: { links: [{ title: 'Docs' }] },", "Ann's \\ docs");
    expect(config).toBe("  title: 'Ann\\'s \\\\ docs',\n  navbar: { title: 'Ann\\'s \\\\ docs' },\n  footer: { links: [{ title: 'Docs' }] },");
  });
});
