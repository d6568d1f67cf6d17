import { describe, expect, it } from 'vitest';
import { buildError, buildFixture, pageHtml, siteError, writeSite } from '../helpers.js';

describe('links/checkLinks', () => {
  it('fails the build on links to missing pages and headings, naming file, line and the closest target', async () => {
    expect(await buildError('bad-links')).toMatchInlineSnapshot(`
      "docs/intro.md:5:5  Unexpected link to \`#instll\` on \`/docs/setup\`, expected the id of a heading on that page
        hint: Did you mean \`#install\`?   [broken-anchor]

      docs/intro.md:5:33  Unexpected link to \`/docs/gide\`, expected an existing page (no page at \`/docs/gide\`)
        hint: Did you mean \`/docs\`? Fix the link, or add the page.   [broken-link]

      hexsite.config.ts:6:55  Unexpected link to \`/changelog\` in "Changelog", expected a page of the site
        hint: Fix the link, or add the page.   [broken-link]

      ✗ 3 problems found"
    `);
  });
});

describe('links/applyLinkPolicy', () => {
  it('turns problems into errors, warnings or nothing as onBrokenLinks says', async () => {
    const { applyLinkPolicy } = await import('../../../src/links/checkLinks.js');
    const { HexsiteError } = await import('../../../src/errors/HexsiteError.js');
    const problems = [new HexsiteError('x', { ruleId: 'broken-link' })];
    const config = (onBrokenLinks: 'throw' | 'warn' | 'ignore') => ({ onBrokenLinks, onBrokenAnchors: 'warn' }) as Parameters<typeof applyLinkPolicy>[1];
    expect(applyLinkPolicy(problems, config('throw'))).toEqual({ errors: problems, warnings: [] });
    expect(applyLinkPolicy(problems, config('warn'))).toEqual({ errors: [], warnings: problems });
    expect(applyLinkPolicy(problems, config('ignore'))).toEqual({ errors: [], warnings: [] });
  });
});

describe('links/checkLinks with file names that need encoding', () => {
  it('accepts .md links and percent-encoded links to pages whose names hold spaces, accents, `#` and `%`', async () => {
    const result = await buildFixture('file-names-to-encode');
    expect(result.warnings.filter((warning) => warning.ruleId !== 'missing-home-page')).toEqual([]);
    const intro = pageHtml(result, '/site/docs/intro');
    for (const href of ['/site/docs/my%20doc', '/site/docs/caf%C3%A9', '/site/docs/c%23', '/site/docs/100%25', '/site/docs/c%23#usage']) expect(intro).toContain(`href="${href}"`);
  });

  it('finds a page whatever the case of its escapes, and names the closest page by the URL to write', async () => {
    const site = await writeSite({
      'docs/c#.md': '# C sharp\n\nText.\n',
      'docs/café.md': '# Café\n\nText.\n',
      'docs/intro.md': '# Intro\n\nSee [café](/docs/caf%c3%a9) and [C#](/docs/c%24).\n',
    });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "docs/intro.md:3:33  Unexpected link to \`/docs/c%24\`, expected an existing page (no page at \`/b/docs/c$\`)
        hint: Did you mean \`/b/docs/c%23\`? Fix the link, or add the page.   [broken-link]

      ✗ 1 problem found"
    `);
  });
});

describe('links/checkLinks, however a link is written', () => {
  it('finds the same page and heading through plain, escaped, relative and query-bearing links', async () => {
    const links = ['/docs/setup#install', '/docs/set%75p#inst%61ll', '../docs/setup#install', './setup/#install', '/docs/setup?from=intro#install', '/docs/setup/#'];
    const ok = await writeSite({
      'docs/setup.md': '# Setup\n\n## Install\n\nText.\n',
      'docs/intro.md': `# Intro\n\n${links.map((link, index) => `[${index}](${link})`).join(' ')}\n`,
    });
    const { build } = await import('../../../src/pipeline/build.js');
    const result = await build({ siteDir: ok, write: false });
    expect(result.warnings.filter((warning) => warning.ruleId !== 'missing-home-page')).toEqual([]);
    const brokenFiles = {
      'docs/setup.md': '# Setup\n\n## Install\n\nText.\n',
      'docs/intro.md': '# Intro\n\n[plain](/docs/setup#instal)\n\n[escaped](/docs/set%75p#instal)\n',
    };
    // Warned of by default, as in Docusaurus; `onBrokenAnchors: 'throw'` fails the build.
    const warned = await build({ siteDir: await writeSite(brokenFiles), write: false });
    expect(warned.warnings.filter((warning) => warning.ruleId === 'broken-anchor').map((warning) => warning.line)).toEqual([3, 5]);
    const broken = await writeSite({ ...brokenFiles, 'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/b/', onBrokenAnchors: 'throw' }) });
    expect(await siteError(broken)).toMatchInlineSnapshot(`
      "docs/intro.md:3:1  Unexpected link to \`#instal\` on \`/b/docs/setup\`, expected the id of a heading on that page
        hint: Did you mean \`#install\`?   [broken-anchor]

      docs/intro.md:5:1  Unexpected link to \`#instal\` on \`/b/docs/setup\`, expected the id of a heading on that page
        hint: Did you mean \`#install\`?   [broken-anchor]

      ✗ 2 problems found"
    `);
  });
});

describe('links/checkLinks: the site paths of head tags', () => {
  it('checks each site path of stylesheets, scripts and headTags against the output, below the base path', async () => {
    const config = JSON.stringify(
      {
        title: 'T',
        url: 'https://example.com',
        baseUrl: '/b/',
        stylesheets: ['/css/there.css', '/css/gone.css', 'https://cdn.example.com/x.css'],
        scripts: [{ src: '/b/js/gone.js', defer: true }],
        headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: '/img/gone.png' } }],
      },
      null,
      2,
    );
    const site = await writeSite({ 'hexsite.config.json': config, 'docs/intro.md': '# Intro\n', 'static/css/there.css': 'a{}' });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.json:7:5  Unexpected link to \`/b/css/gone.css\` in \`stylesheets\`, expected a file or page of the site
        hint: Put the file in a static folder (\`static/css/gone.css\` is served at \`/b/css/gone.css\`), or link it by its full URL.   [broken-link]

      hexsite.config.json:12:14  Unexpected link to \`/b/js/gone.js\` in \`scripts\`, expected a file or page of the site
        hint: Put the file in a static folder (\`static/js/gone.js\` is served at \`/b/js/gone.js\`), or link it by its full URL.   [broken-link]

      hexsite.config.json:21:17  Unexpected link to \`/b/img/gone.png\` in \`headTags\`, expected a file or page of the site
        hint: Put the file in a static folder (\`static/img/gone.png\` is served at \`/b/img/gone.png\`), or link it by its full URL.   [broken-link]

      ✗ 3 problems found"
    `);
  });
});
