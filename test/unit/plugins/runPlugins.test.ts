import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { checkOutput } from '../../../src/checkOutput/checkOutput.js';
import { readOutputManifest } from '../../../src/serve/readOutputManifest.js';
import { buildFixture, fixturesDir, embeddedData, pageHtml, siteError, writeSite } from '../helpers.js';

/** A site whose config is `hexsite.config.ts` with `rest` added to it, and one doc. */
function siteWith(rest: string, files: Record<string, string> = {}) {
  return writeSite({
    'hexsite.config.ts': `export default { title: 'T', url: 'https://example.com', baseUrl: '/b/', ${rest} };\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
    ...files,
  });
}

describe('plugins/runPlugins', () => {
  it("adds a plugin's pages in the site's layout and its tags to every page", async () => {
    const result = await buildFixture('plugins');
    const releases = pageHtml(result, '/site/releases');
    expect(releases).toContain('<title>Release history | Plugged</title>');
    expect(releases).toContain('<ul class="release-list"><li id="v2-0">');
    // The site's layout: the navbar and the page's heading from its title.
    expect(releases).toContain('class="navbar');
    expect(releases).toContain('<h1>Release history</h1>');
    expect(embeddedData(releases).page).toMatchObject({ kind: 'mdPage', permalink: '/site/releases', htmlClassName: 'plugin-releases' });
    expect(pageHtml(result, '/site/team')).toContain('<p class="team-note">Rendered from a plugin&#x27;s React component.</p>');
    for (const page of result.pages) {
      expect(page.html).toContain('<meta name="releases-plugin" content="on">\n</head>');
      expect(page.html).toContain('<script>document.documentElement.dataset.releasesPlugin = "ran";</script>\n</body>');
    }
  });

  it('names the plugin, the hook and its file when a hook throws', async () => {
    const site = await siteWith(`plugins: ['./broken.ts']`, {
      'broken.ts': `export default () => ({ name: 'broken', loadContent() { return 1; }, contentLoaded() { throw new Error('no feed'); } });\n`,
    });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "broken.ts  Unexpected error in plugin \`broken\`, hook \`contentLoaded\`: no feed
        hint: The plugin's \`contentLoaded\` threw; run with --debug for its stack.   [plugin-error]"
    `);
  });

  it('rejects a route without one kind of content, and tags that are not lists', async () => {
    const twice = await siteWith(`plugins: [() => ({ name: 'pages', contentLoaded({ actions }) { actions.addRoute({ path: '/x', html: '<p>x</p>', redirect: '/docs/intro' }); } })]`);
    expect(await siteError(twice)).toContain('hexsite.config.ts  Unexpected route `/x` with `html` and `redirect`, expected one string of `html`, `component` or `redirect`, in plugin `pages`, hook `contentLoaded`');
    const noPath = await siteWith(`plugins: [() => ({ name: 'pages', contentLoaded({ actions }) { actions.addRoute({ path: 'x', html: '' }); } })]`);
    expect(await siteError(noPath)).toContain("Unexpected route with path `x`, expected a path from the site's root");
    const tags = await siteWith(`plugins: [() => ({ name: 'tags', injectHtmlTags() { return { headTags: '<meta>' }; } })]`);
    expect(await siteError(tags)).toContain('Unexpected `headTags` `<meta>`, expected an array, in plugin `tags`, hook `injectHtmlTags`');
    const offSite = await siteWith(`plugins: [() => ({ name: 'moves', contentLoaded({ actions }) { actions.addRoute({ path: '/r', redirect: '/\\\\evil.com' }); } })]`);
    expect(await siteError(offSite)).toContain('Unexpected route `/r` with redirect `/\\evil.com`, expected a path of the site from its root');
  });

  it("runs postBuild on the new output before it replaces the old one; a failing postBuild leaves the old output", async () => {
    const site = await siteWith(`plugins: ['./post.ts']`, {
      'post.ts': `import { writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
export default () => ({ name: 'post', postBuild({ outDir, routes }) {
  if (existsSync(path.join(outDir, '..', 'fail'))) throw new Error('upload refused');
  writeFileSync(path.join(outDir, 'routes.txt'), routes.map((route) => route.path).join('\\n'));
} });\n`,
    });
    const out = path.join(site, 'out', 'build');
    await build({ siteDir: site, outDir: out });
    expect(readFileSync(path.join(out, 'routes.txt'), 'utf8')).toContain('/b/docs/intro');
    writeFileSync(path.join(site, 'docs/intro.md'), '# Intro again\n');
    writeFileSync(path.join(site, 'out', 'fail'), '');
    const failure = await build({ siteDir: site, outDir: out }).catch((error: Error) => error);
    expect(String(failure)).toContain('Unexpected error in plugin `post`, hook `postBuild`: upload refused');
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).not.toContain('Intro again');
    expect(existsSync(path.join(out, 'routes.txt'))).toBe(true);
  });

  it('writes an output that check-links passes: plugin pages, redirects and the stamp postBuild wrote', async () => {
    const out = path.join(await writeSite({}), 'out');
    await build({ siteDir: path.join(fixturesDir, 'plugins'), outDir: out, cache: false });
    expect(readFileSync(path.join(out, 'stamp.txt'), 'utf8')).toBe('10 pages\n');
    const result = await checkOutput({ manifest: await readOutputManifest(out), host: 'example.com' });
    expect(result.problems).toEqual([]);
    expect(result.stats.pages).toBe(10);
  });

});
