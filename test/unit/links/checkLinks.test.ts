import { describe, expect, it } from 'vitest';
import { buildError } from '../helpers.js';

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
    const config = (onBrokenLinks: 'throw' | 'warn' | 'ignore') => ({ onBrokenLinks }) as Parameters<typeof applyLinkPolicy>[1];
    expect(applyLinkPolicy(problems, config('throw'))).toEqual({ errors: problems, warnings: [] });
    expect(applyLinkPolicy(problems, config('warn'))).toEqual({ errors: [], warnings: problems });
    expect(applyLinkPolicy(problems, config('ignore'))).toEqual({ errors: [], warnings: [] });
  });
});
