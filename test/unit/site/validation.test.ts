import { describe, expect, it } from 'vitest';
import { buildError } from '../helpers.js';

describe('site/validation', () => {
  it('rejects an unknown config key, naming the file, line and key', async () => {
    expect(await buildError('bad-config-unknown-key')).toMatchInlineSnapshot(`
      "hexsite.config.ts:5:3  Unexpected unknown key \`titel\`, expected only known config keys
        hint: Did you mean \`title\`? The config keys are listed in docs/config.md.   [config-invalid]

      ✗ 1 problem found"
    `);
  });

  it('rejects wrong types and a baseUrl without slashes, saying what was found and expected', async () => {
    const text = await buildError('bad-config-types');
    expect(text).toContain('hexsite.config.ts:2:3  Unexpected number 42 for `title`, expected string');
    expect(text).toContain('hexsite.config.ts:4:3  Unexpected string "hexagon" for `baseUrl`, expected a path that starts and ends with "/"');
    expect(text).toContain('hint: baseUrl is the path the site is served under');
  });

  it('lists the closest doc ids for an unknown doc id in a sidebar', async () => {
    expect(await buildError('bad-sidebar-doc-id')).toMatchInlineSnapshot(`
      "sidebars.ts:4:5  Unexpected unknown doc id \`setpu\` in sidebar \`docs\`, expected the id of a doc. Closest ids: \`setup\`
        hint: Use a doc id from the list, or add the doc. A doc id is its path under docs/ without the extension, or its \`id\` front matter.   [unknown-doc-id]

      ✗ 1 problem found"
    `);
  });

  it('lists the available sidebar ids for an unknown sidebar id in the navbar', async () => {
    expect(await buildError('bad-navbar-sidebar-id')).toMatchInlineSnapshot(`
      "hexsite.config.ts:6:46  Unexpected unknown sidebar id \`doc\` in navbar item "Docs", expected one of the available sidebar ids: docs
        hint: Did you mean \`docs\`?   [unknown-sidebar-id]

      ✗ 1 problem found"
    `);
  });

  it('rejects a navbar doc item whose doc does not exist', async () => {
    const text = await buildError('bad-navbar-doc-id');
    expect(text).toContain('hexsite.config.ts:6:35  Unexpected unknown doc id `introduction` in navbar item "Start", expected the id of a doc');
    expect(text).toContain('Did you mean `intro`?');
  });

  it('rejects a category-only feature on a page that belongs to no category', async () => {
    expect(await buildError('bad-category-only-feature')).toMatchInlineSnapshot(`
      "docs/setup.md:7:1  Unexpected \`::doc-card-list\` in a doc that is not the page of a sidebar category, expected it only in a category's own doc
        hint: Make this doc the link of a category (\`link: { type: 'doc', id: 'setup' }\`), or remove \`::doc-card-list\`.   [category-only-feature]

      ✗ 1 problem found"
    `);
  });

  it('reports a front matter syntax error with the line in the file', async () => {
    const text = await buildError('bad-frontmatter-syntax');
    expect(text).toMatch(/^docs\/setup\.md:3:\d+ {2}Unexpected invalid YAML in front matter/);
  });

  it('reports every wrongly typed front matter value, each at its line', async () => {
    const text = await buildError('bad-frontmatter-types');
    expect(text).toContain('docs/setup.md:3  Unexpected "two" for front matter `sidebar_position`, expected number');
    expect(text).toContain('docs/setup.md:4  Unexpected "maybe" for front matter `draft`, expected boolean');
    expect(text).toContain('✗ 2 problems found');
  });
});
