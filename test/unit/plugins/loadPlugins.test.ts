import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteError, writeSite } from '../helpers.js';

function siteWith(rest: string, files: Record<string, string> = {}) {
  return writeSite({
    'hexsite.config.ts': `export default { title: 'T', url: 'https://example.com', baseUrl: '/b/', ${rest} };\n`,
    'docs/intro.md': '# Intro\n',
    ...files,
  });
}

describe('plugins/loadPlugins', () => {
  it('names a plugin module that is not there, at its line of the config', async () => {
    const site = await siteWith(`plugins: ['./missing.ts']`);
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.ts:1  Unexpected plugin \`./missing.ts\`, expected the path of a module in the site folder
        hint: Write the path from the site folder, with its extension: \`plugins: ['./plugins/my-plugin.ts']\`.   [plugin-not-found]"
    `);
  });

  it('rejects a plugin without a name, and two plugins of one name', async () => {
    const nameless = await siteWith(`plugins: [function nameless() { return {}; }]`);
    expect(await siteError(nameless)).toContain('Unexpected plugin `nameless` returning an object without a `name`, expected an object with a `name`');
    const twice = await siteWith(`plugins: [() => ({ name: 'same' }), [(context, options) => ({ name: options.name }), { name: 'same' }]]`);
    expect(await siteError(twice)).toContain('Unexpected second plugin named `same`');
  });

  it('names the plugin module whose function throws, and one without a default export', async () => {
    const throws = await siteWith(`plugins: ['./p.ts']`, { 'p.ts': `export default function bad() { throw new Error('missing token'); }\n` });
    expect(await siteError(throws)).toContain('p.ts  Unexpected error in plugin `bad` while making it: missing token');
    const noDefault = await siteWith(`plugins: ['./p.ts']`, { 'p.ts': `export const x = 1;\n` });
    expect(await siteError(noDefault)).toContain('p.ts  Unexpected plugin module without a default export');
  });

  it("loads a plugin module written as CommonJS, as Docusaurus does: module.exports, or its default", async () => {
    const { build } = await import('../../../src/pipeline/build.js');
    const plugin = (name: string) => `function (context, options) { return { name: '${name}', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: '${name}', content: 'yes' } }] }) }; }`;
    const site = await siteWith(`plugins: ['./whole.cjs', './compiled.js']`, {
      'whole.cjs': `module.exports = ${plugin('whole')};\n`,
      'compiled.js': `Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = ${plugin('compiled')};\n`,
    });
    const outDir = path.join(site, 'out');
    await build({ siteDir: site, outDir });
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<meta name="whole" content="yes"');
    expect(html).toContain('<meta name="compiled" content="yes"');
    const cjs = await siteWith(`plugins: ['./p.cjs']`, { 'p.cjs': `module.exports = { notAPlugin: true };\n` });
    expect(await siteError(cjs)).toContain('p.cjs  Unexpected plugin module without a default export, expected `export default function myPlugin(context, options) { … }` or `module.exports = function myPlugin(context, options) { … }`');
  });

  it('names the line of a syntax error in a plugin module', async () => {
    const site = await siteWith(`plugins: ['./p.ts']`, { 'p.ts': `export default function p() {\n  return { name: 'p' ;\n}\n` });
    const message = await siteError(site);
    expect(message).toMatch(/^p\.ts:2:\d+  Unexpected syntax error: /);
    expect(message).toContain('[plugin-syntax]');
  });
});
