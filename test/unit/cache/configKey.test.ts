import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { writeSite } from '../helpers.js';

// A remark plugin whose options hold a function reading a value of the config module: the
// function's text stays the same when the value changes; only the config's source tells.
const configOf = (where: string) => (label: string) => `const LABEL = '${label}';
function remarkLabel(options) {
  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'label:' + options.fn() }] }); };
}
const lists = { remarkPlugins: [[remarkLabel, { fn: () => LABEL }]] };
function labelPlugin() {
  return { name: 'label', configureMarkdown: () => lists };
}
export default { title: 'T', url: 'https://example.com', baseUrl: '/', blog: false, ${where} };
`;

const sites: string[] = [];
afterAll(() => Promise.all(sites.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the page cache of a site whose Markdown plugins read values of its config', () => {
  it.each([
    ['the docs options', configOf('docs: lists')],
    ['a plugin written in the config', configOf('plugins: [labelPlugin]')],
  ])('parses the pages again when a value captured by %s changes, before and after a build without the cache', async (_where, config) => {
    const site = await writeSite({ 'hexsite.config.json': '', 'docs/intro.md': '# Intro\n' });
    sites.push(site);
    await rm(path.join(site, 'hexsite.config.json'));
    const out = path.join(site, 'build');
    const label = async (value: string, cache = true) => {
      await writeFile(path.join(site, 'hexsite.config.mjs'), config(value));
      await build({ siteDir: site, outDir: out, cache, log: () => {} });
      return /label:(\w+)/.exec(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8'))?.[1];
    };
    expect(await label('first')).toBe('first');
    expect(await label('second')).toBe('second');
    expect(await label('third', false)).toBe('third');
    expect(await label('third')).toBe('third');
  });
});
