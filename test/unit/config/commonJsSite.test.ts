import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, pageHtml } from '../helpers.js';

type Result = Awaited<ReturnType<typeof buildFixture>>;
let result: Result;

beforeAll(async () => {
  result = await buildFixture('commonjs-site');
});

// The fixture's hexsite.config.js and sidebars.js are CommonJS, as many Docusaurus sites' are:
// `module.exports = config` after a `const`, `exports.x`, `require()` of JSON and of a local
// module, and `customCss: require.resolve(…)`.
describe('a site whose config and sidebars are CommonJS', () => {
  it('reads the config: its values, those it requires, and the stylesheet `require.resolve` names', () => {
    const html = pageHtml(result, '/cjs/docs/intro');
    expect(html).toContain('<title>Intro | CommonJS</title>');
    expect(html).toContain('Copyright CommonJS');
    expect(html).toContain('href="https://example.com/code"');
    const stylesheet = result.files.find((file) => /^assets\/css\/custom\.[A-Z0-9]+\.css$/.test(file.path));
    expect(stylesheet && 'contents' in stylesheet ? String(stylesheet.contents) : '').toContain('--site-cjs-accent');
  });

  it('reads `module.exports = sidebars`, with the items a required JSON file lists', () => {
    const html = pageHtml(result, '/cjs/docs/guides/first');
    const links = [...html.matchAll(/class="menu__link[^"]*"[^>]*href="([^"]*)"|href="([^"]*)"[^>]*class="menu__link[^"]*"/g)].map((match) => match[1] ?? match[2]);
    expect(links).toEqual(expect.arrayContaining(['/cjs/docs/intro', '/cjs/docs/guides/first', '/cjs/docs/guides/second']));
    expect(links.indexOf('/cjs/docs/guides/first')).toBeLessThan(links.indexOf('/cjs/docs/guides/second'));
    expect(html).toMatch(/menu__link--category[^>]*>Guides</);
  });
});
