import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputFile, scopedPath } from '../../../src/bundle/pagePlugins.js';
import { siteBuildOptions } from '../../../src/config/docusaurus/resolve/siteBundling.js';

let siteDir = '';

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-page-plugins-'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await writeFile(path.join(siteDir, file), text);
  };
  await write('src/pages/styles.module.css', '.hero { color: red; }\n.wide { composes: hero; width: 100%; }\n');
  await write('src/components/styles.module.css', '.hero { color: blue; }\n');
  await write('src/pages/index.js', "import a from './styles.module.css';\nimport b from '../components/styles.module.css';\nimport clsx from 'clsx';\nimport classnames from 'classnames';\nexport default [a, b, clsx('x', { y: true, z: false }), classnames('p', ['q'])];\n");
  // A site with its own `classnames` installed: that one is used.
  await write('mine/node_modules/classnames/package.json', '{ "name": "classnames", "main": "index.js" }');
  await write('mine/node_modules/classnames/index.js', "module.exports = () => 'the site\\'s own';");
  await write('mine/page.js', "import classnames from 'classnames';\nexport default classnames('a');\n");
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

async function run(entry: string): Promise<{ value: unknown; css: string }> {
  const result = await build({ entryPoints: [path.join(siteDir, entry)], absWorkingDir: siteDir, bundle: true, write: false, outdir: path.join(siteDir, 'out'), platform: 'node', format: 'cjs', logLevel: 'silent', plugins: siteBuildOptions({ siteDir }).plugins });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  const module = { exports: {} as { default?: unknown } };
  new Function('module', 'exports', 'require', code)(module, module.exports, () => undefined);
  return { value: module.exports.default, css: result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '' };
}

describe('bundle/pagePlugins', () => {
  it('names a CSS module\'s classes by a hash of its path in the site: two files of one name stay apart', async () => {
    const { value, css } = await run('src/pages/index.js');
    const [page, component] = value as Array<Record<string, string>>;
    const pageName = path.basename(scopedPath(path.join(siteDir, 'src/pages/styles.module.css'), siteDir), '.module.css');
    const componentName = path.basename(scopedPath(path.join(siteDir, 'src/components/styles.module.css'), siteDir), '.module.css');
    expect(page).toEqual({ hero: `${pageName}_hero`, wide: `${pageName}_hero ${pageName}_wide` });
    expect(component).toEqual({ hero: `${componentName}_hero` });
    expect(pageName).not.toBe(componentName);
    expect(css).toContain(`.${componentName}_hero {\n  color: blue;`);
    // No absolute path reaches the stylesheet.
    expect(css).not.toContain(siteDir);
  });

  it('gives clsx and classnames from hexsite when the site has none, and the site\'s own when installed', async () => {
    const { value } = await run('src/pages/index.js');
    expect((value as unknown[]).slice(2)).toEqual(['x y', 'p q']);
    expect((await run('mine/page.js')).value).toBe("the site's own");
  });

  it('names a file by its path in the site, and finds it again from that name', () => {
    const file = path.join(siteDir, 'src/pages/styles.module.css');
    const scoped = scopedPath(file, siteDir);
    expect(scoped).toMatch(/^src\/pages\/styles_[0-9a-f]{8}\.module\.css$/);
    expect(scopedPath(path.join('/elsewhere', 'src/pages/styles.module.css'), '/elsewhere')).toBe(scoped);
    expect(inputFile(`hexsite-css-module:${scoped}`, siteDir)).toBe(file);
    expect(inputFile('src/pages/index.js', siteDir)).toBe(path.join(siteDir, 'src/pages/index.js'));
  });
});
