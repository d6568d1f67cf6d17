import { describe, expect, it } from 'vitest';
import { buildFixture, pageHtml, siteError, writeSite } from '../helpers.js';

function siteWith(redirects: string) {
  return writeSite({
    'hexsite.config.ts': `export default {
  title: 'T', url: 'https://example.com', baseUrl: '/b/',
  redirects: ${redirects},
};\n`,
    'docs/intro.md': '# Intro\n',
  });
}

describe('plugins/redirectsPlugin', () => {
  it('writes a page at each `from`, base path applied, with a canonical link, a meta refresh and a script keeping query and hash', async () => {
    const result = await buildFixture('plugins');
    const html = pageHtml(result, '/site/docs/start');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/site/docs/intro">');
    expect(html).toContain('<script>location.replace("/site/docs/intro"+location.search+location.hash)</script>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/site/docs/intro">');
    for (const from of ['/site/old-releases', '/site/history']) expect(pageHtml(result, from)).toContain('url=/site/releases">');
  });

  it('reports a redirect to no page as a broken link naming the redirect', async () => {
    const site = await siteWith(`[{ from: '/docs/old', to: '/docs/gone' }]`);
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.ts:3:23  Unexpected redirect from \`/docs/old\` to \`/b/docs/gone\`, expected a page of the site
        hint: Did you mean \`/b/docs\`? Fix the link, or add the page.   [broken-link]

      ✗ 1 problem found"
    `);
  });

  it('rejects a `from` where a page already is', async () => {
    const site = await siteWith(`[{ from: '/docs/intro', to: '/docs/intro' }]`);
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.ts  Unexpected second page at \`/b/docs/intro\`, expected one page per URL; docs/intro.md is there already
        hint: Change the redirect's \`from\`, or remove the redirect: a page is there.   [duplicate-route]

      ✗ 1 problem found"
    `);
  });

  it("refuses at its config line a target a browser reads as another site's, whatever onBrokenLinks says", async () => {
    const site = await writeSite({
      'hexsite.config.ts': `export default {
  title: 'T', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn',
  redirects: [
    { from: '/r0', to: 'https://other.example/page' },
    { from: '/r1', to: '/\\\\evil.com' },
    { from: '/r2', to: '//evil.com' },
    { from: '/../r3', to: '/docs/intro' },
  ],
};\n`,
      'docs/intro.md': '# Intro\n',
    });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.ts:5:24  Unexpected string "/\\\\evil.com" for \`redirects.1.to\`, expected a path of the site from its root (\`/docs/intro\`) or an absolute URL written in full (\`https://other.example/page\`): a browser would read it as another site's address
        [config-invalid]

      hexsite.config.ts:6:24  Unexpected string "//evil.com" for \`redirects.2.to\`, expected a path of the site from its root (\`/docs/intro\`) or an absolute URL written in full (\`https://other.example/page\`): a browser would read it as another site's address
        [config-invalid]

      hexsite.config.ts:7:13  Unexpected string "/../r3" for \`redirects.3.from\`, expected a path of the site from its root (\`/docs/old\`), read by a browser as it is written
        [config-invalid]

      ✗ 3 problems found"
    `);
  });
});
