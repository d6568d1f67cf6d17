import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadModule, stopCompiler } from '../../../src/config/loadModule.js';
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
});
