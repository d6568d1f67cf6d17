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
