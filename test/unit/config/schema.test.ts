import { describe, expect, it } from 'vitest';
import { siteError, writeSite } from '../helpers.js';

describe('config/schema', () => {
  it('rejects a tableOfContents minimum above its maximum, at the line of the key', async () => {
    const config = ['{', '  "title": "T",', '  "url": "https://example.com",', '  "baseUrl": "/",', '  "tableOfContents": {', '    "maxHeadingLevel": 3,', '    "minHeadingLevel": 4', '  }', '}'].join('\n');
    const site = await writeSite({ 'hexsite.config.json': config, 'docs/intro.md': '# Intro\n' });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.json:7:5  Unexpected number 4 for \`tableOfContents.minHeadingLevel\`, expected a level at or below \`tableOfContents.maxHeadingLevel\` (3)
        [config-invalid]

      ✗ 1 problem found"
    `);
  });

  it('says in words how small a value may be', async () => {
    const config = ['{', '  "title": "",', '  "url": "https://example.com",', '  "baseUrl": "/",', '  "blog": { "postsPerPage": 0 }', '}'].join('\n');
    const site = await writeSite({ 'hexsite.config.json': config, 'docs/intro.md': '# Intro\n' });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.json:2:3  Unexpected string "" for \`title\`, expected at least 1 character
        [config-invalid]

      hexsite.config.json:5:13  Unexpected number 0 for \`blog.postsPerPage\`, expected a number greater than 0
        [config-invalid]

      ✗ 2 problems found"
    `);
  });
});

describe('config/schema: head tags', () => {
  const config = (extra: Record<string, unknown>) => JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', ...extra }, null, 2);

  it('accepts the shapes Docusaurus accepts', async () => {
    const { build } = await import('../../../src/pipeline/build.js');
    const site = await writeSite({
      'hexsite.config.json': config({
        stylesheets: ['https://cdn.example.com/a.css', { href: '/b.css', type: 'text/css', crossorigin: true }],
        scripts: ['/a.js', { src: 'https://cdn.example.com/b.js', async: true, defer: true, 'data-site': 'x' }],
        headTags: [{ tagName: 'meta', attributes: { name: 'verify', content: 'x' } }, { tagName: 'script', attributes: {}, innerHTML: 'window.a = 1' }, { tagName: 'style', innerHTML: 'a{}' }],
      }),
      'docs/intro.md': '# Intro\n',
      // Site paths in these keys are links, checked as every other.
      'static/b.css': 'a{}\n',
      'static/a.js': 'window.b = 1;\n',
    });
    await expect(build({ siteDir: site, write: false })).resolves.toBeDefined();
  });

  it('says what is wrong with each bad stylesheet, script and tag', async () => {
    const site = await writeSite({
      'hexsite.config.json': config({
        stylesheets: [42, { rel: 'stylesheet' }, { href: 'javascript:alert(1)' }],
        scripts: [{ src: '/a.js', async: 'yes' }, 'vbscript:x'],
        headTags: [{ tagName: 'div', attributes: {} }, { tagName: 'meta', attributes: { content: 1 } }, { tagName: 'meta', attrs: {} }, { attributes: {} }, { tagName: 'link', attributes: { href: '/x' }, innerHTML: 'x' }],
        customCss: [''],
      }),
      'docs/intro.md': '# Intro\n',
    });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.json  Unexpected string "" for \`customCss.0\`, expected at least 1 character
        [config-invalid]

      hexsite.config.json  Unexpected number 42 for \`stylesheets.0\`, expected a URL, or an object with \`href\` and the other attributes of the \`<link>\` (strings or booleans)
        [config-invalid]

      hexsite.config.json  Unexpected object for \`stylesheets.1\`, expected a URL, or an object with \`href\` and the other attributes of the \`<link>\` (strings or booleans)
        [config-invalid]

      hexsite.config.json  Unexpected object for \`scripts.0\`, expected a URL, or an object with \`src\` and the other attributes of the \`<script>\` (strings or booleans)
        [config-invalid]

      hexsite.config.json:11:15  Unexpected string "javascript:alert(1)" for \`stylesheets.2.href\`, expected a path, or an http:, https:, mailto: or tel: URL
        [config-invalid]

      hexsite.config.json:19:5  Unexpected string "vbscript:x" for \`scripts.1\`, expected a path, or an http:, https:, mailto: or tel: URL
        [config-invalid]

      hexsite.config.json:23:7  Unexpected missing value for \`headTags.3.tagName\`, expected string
        [config-invalid]

      hexsite.config.json:23:18  Unexpected string "div" for \`headTags.0.tagName\`, expected an element a head may hold: base, link, meta, noscript, script, style, template
        [config-invalid]

      hexsite.config.json:29:9  Unexpected number 1 for \`headTags.1.attributes.content\`, expected a string, or a boolean for an attribute without value
        [config-invalid]

      hexsite.config.json:34:7  Unexpected unknown key \`attrs\` in \`headTags.2\`, expected only known config keys
        hint: Known keys of \`headTags.2\`: tagName, attributes, innerHTML. See docs/config.md.   [config-invalid]

      hexsite.config.json:44:20  Unexpected string "x" for \`headTags.4.innerHTML\`, expected no innerHTML: \`<link>\` holds no content
        [config-invalid]

      ✗ 11 problems found"
    `);
  });
});
