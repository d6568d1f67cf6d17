import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportedValue, loadModule, stopCompiler } from '../../../src/config/loadModule.js';
import { openSiteRoot } from '../../../src/config/siteRoot.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-load-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('config/loadModule', () => {
  it('finishes a compilation that is under way when the compiler is stopped, and compiles again after', async () => {
    const site = openSiteRoot(dir);
    const files = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const file = path.join(dir, `${name}.ts`);
        await writeFile(file, `export const name: string = '${name}';\n`);
        return file;
      }),
    );
    const load = (file: string) => loadModule(file, { site, doing: 'loading a module', timeoutSeconds: 10 });
    // Another build of the same process stops the compiler while these are being compiled.
    const under = [load(files[0]), load(files[1])];
    await stopCompiler();
    expect((await Promise.all(under)).map((loaded) => loaded.exports.name)).toEqual(['a', 'b']);
    expect((await load(files[2])).exports.name).toBe('c');
    await stopCompiler();
  }, 20_000);

  it("gives `import … from 'hexsite'` the helpers, and names what `hexsite/…` does not export", async () => {
    const site = openSiteRoot(dir);
    const load = async (name: string, source: string) => {
      const file = path.join(dir, `${name}.ts`);
      await writeFile(file, source);
      return loadModule(file, { site, doing: 'loading a module', timeoutSeconds: 10 });
    };
    const loaded = await load('helpers', "import { defineConfig, defineSidebars } from 'hexsite';\nexport const both = [defineConfig({ title: 'A' }), defineSidebars({ docs: [] })];\n");
    expect(loaded.exports.both).toEqual([{ title: 'A' }, { docs: [] }]);
    await expect(load('deep', "import { helper } from 'hexsite/extra';\nexport const value = helper;\n")).rejects.toMatchObject({
      name: 'ModuleCompileError',
      line: 1,
      message: expect.stringMatching(/^No matching export in .* for import "helper"$/),
    });
    await stopCompiler();
  }, 20_000);

  describe('CommonJS, as Docusaurus sites write their config and sidebars', () => {
    // A folder of its own, whose package.json (as a site's has) sets no "type".
    const cjsDir = path.join(dir, 'cjs');
    const write = async (files: Record<string, string>) => {
      for (const [name, text] of Object.entries({ 'package.json': '{ "private": true }', ...files })) {
        await mkdir(path.dirname(path.join(cjsDir, name)), { recursive: true });
        await writeFile(path.join(cjsDir, name), text);
      }
    };
    const load = (name: string) => loadModule(path.join(cjsDir, name), { site: openSiteRoot(cjsDir), doing: 'loading a module', timeoutSeconds: 10 });

    it('takes `module.exports` whole, however it is assigned, and an ES module\'s default export or named one', async () => {
      await write({
        'literal.js': "module.exports = { docs: ['intro'] };\n",
        'variable.js': "const sidebars = { docs: ['intro'] };\nmodule.exports = sidebars;\n",
        'properties.js': "exports.docs = ['intro'];\nexports.api = ['reference'];\n",
        'esm-default.js': "export default { docs: ['intro'] };\n",
        'esm-named.ts': "export const sidebars = { docs: ['intro'] };\n",
      });
      expect(exportedValue(await load('literal.js'), 'sidebars')).toEqual({ docs: ['intro'] });
      expect(exportedValue(await load('variable.js'), 'sidebars')).toEqual({ docs: ['intro'] });
      expect(exportedValue(await load('properties.js'), 'sidebars')).toEqual({ docs: ['intro'], api: ['reference'] });
      expect(exportedValue(await load('esm-default.js'), 'sidebars')).toEqual({ docs: ['intro'] });
      expect(exportedValue(await load('esm-named.ts'), 'sidebars')).toEqual({ docs: ['intro'] });
    }, 20_000);

    it('bundles `require()` of JSON and of local modules, and gives `require.resolve` each path from the folder of the module that wrote it', async () => {
      await write({
        'config.js': "const { css } = require('./lib/paths');\nmodule.exports = { data: require('./data.json'), css, own: require.resolve('./src/custom.css') };\n",
        'lib/paths.js': "exports.css = require.resolve('../src/custom.css');\n",
        'data.json': '{ "answer": 42 }',
        'src/custom.css': 'body {}\n',
      });
      const css = path.join(cjsDir, 'src/custom.css');
      expect(exportedValue(await load('config.js'), 'config')).toEqual({ data: { answer: 42 }, css, own: css });
    }, 20_000);

    it('fails, naming the file, its line and the fix, on `module.exports` in a file its package.json makes an ES module', async () => {
      await write({ 'esm/package.json': '{ "type": "module" }', 'esm/sidebars.js': "const sidebars = {};\nmodule.exports = sidebars;\n" });
      await expect(load('esm/sidebars.js')).rejects.toMatchObject({
        name: 'ModuleCompileError',
        file: path.join(cjsDir, 'esm/sidebars.js'),
        line: 2,
        message: expect.stringContaining('write `export default` instead'),
      });
      await stopCompiler();
    }, 20_000);
  });
});
