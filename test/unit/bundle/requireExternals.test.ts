import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript of the compile step, without types.
import { REQUIRE_BANNER, requireExternals } from '../../../bin/requireExternals.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** A module that renders with React on the server, as the renderer does. */
const ENTRY = "import { renderToString } from 'react-dom/server';\nimport { useState } from 'react';\nfunction Count() { const [n] = useState(2); return <b>{n}</b>; }\nexport const html = renderToString(<Count />);";

/** Bundles `ENTRY` as bin/compile.js does, with these plugins; returns its text and what it exports. */
async function bundle(dir: string, name: string, plugins: Plugin[]): Promise<{ text: string; html: string }> {
  const result = await build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: root },
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    banner: { js: REQUIRE_BANNER },
    plugins,
    write: false,
  });
  const text = result.outputFiles[0].text;
  // Beside node_modules, so that the bundle finds React as the compiled hexsite does.
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, text);
  const loaded = (await import(pathToFileURL(file).href)) as { html: string };
  return { text, html: loaded.html };
}

describe('bin/requireExternals', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(root, 'node_modules/.hexsite-require-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads React by require(), with the same results as an import', async () => {
    const required = await bundle(dir, 'required', [requireExternals(['react', 'react-dom'])]);
    const imported = await bundle(dir, 'imported', []);
    expect(required.html).toBe('<b>2</b>');
    expect(required.html).toBe(imported.html);
    expect(imported.text).toMatch(/from "react-dom\/server"/);
    expect(required.text).not.toMatch(/from "react/);
    expect(required.text).toMatch(/__require\("react-dom\/server"\)/);
  });
});
