import { describe, expect, it } from 'vitest';
import { Notes } from '../../../src/config/docusaurus/notes.js';

/** The line `new Notes(source)` gives an option. */
function lineOf(source: string[], option: string, locateBy?: string): number | undefined {
  const notes = new Notes(source.join('\n'));
  notes.add('unsupported', option, 'x', { locateBy });
  return notes.list[0].line;
}

describe('the line of an option in a Docusaurus config', () => {
  it('is never a key of the same name in another object', () => {
    const source = [
      'const navbar = { title: "Site" };', // 1
      'module.exports = {',
      '  themeConfig: {',
      '    navbar: navbar,', // 4
      '    footer: { logo: { src: "img/logo.svg" } },', // 5
      '  },',
      '};',
    ];
    expect(lineOf(source, 'themeConfig.navbar.logo')).toBe(4);
    expect(lineOf(source, 'themeConfig.footer.logo')).toBe(5);
  });

  it('is not where a package is named in an import at the top, but in the option it is used in', () => {
    const source = [
      "import { linkDocblocks } from 'remark-typescript-tools';", // 1
      'export default {',
      '  presets: [',
      "    ['classic', {",
      "      blog: { path: 'news', editUrl: '}' },", // 5: a brace in a string
      '      docs: {',
      '        remarkPlugins: [', // 7
      '          [linkDocblocks, {}],',
      '        ],',
      '      },',
      '    }],',
      '  ],',
      '};',
    ];
    expect(lineOf(source, 'presets[0].docs.remarkPlugins[0]', 'remark-typescript-tools')).toBe(7);
  });

  it('finds a file or package named by a note anywhere, as written', () => {
    const source = ["const yaml = loadYaml('./data/sponsors.yml');", "const sponsors = require('./data/sponsors.json');"];
    expect(lineOf(source, 'data/sponsors.json')).toBe(2);
    expect(lineOf(source, "require('js-yaml')", 'loadYaml')).toBe(1);
  });
});
